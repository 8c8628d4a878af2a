import type { ReactNode } from 'react';
import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import clsx from 'clsx';
import type { TFunction } from '../../../i18n/messages.ts';
import { ArrowRight, ChartColumn, Circle, CircleCheck, Clock, FileQuestion, Play } from 'lucide-react';
import type { Difficulty, SeriesTest, SeriesTestOutline } from '../../../../shared/api/test-series.ts';
import type { ExamFamily } from '../../../../shared/exam/profiles.ts';
import { buttonClasses } from '../../../components/button.tsx';
import { giveTestPath } from '../../../lib/paths.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { durationIn, groupTestsByDifficulty, levelOf, testStateOf, type TestState } from '../tests-by-difficulty.ts';

const levelTint: Record<Difficulty, string> = {
  easy: 'bg-emerald-100 text-emerald-800',
  medium: 'bg-amber-100 text-amber-800',
  hard: 'bg-rose-100 text-rose-800',
};

const stateView = (t: TFunction<'catalogue'>): Record<TestState, { label: string; action: string; icon: typeof Circle; tone: string }> => ({
  attempted: { label: t('tests.attempted'), action: t('tests.viewResult'), icon: CircleCheck, tone: 'text-emerald-600' },
  'in-progress': { label: t('tests.inProgress'), action: t('tests.resume'), icon: Clock, tone: 'text-amber-600' },
  'not-attempted': { label: t('tests.notAttempted'), action: t('tests.start'), icon: Circle, tone: 'text-slate-300' },
});

function TestRow({ test, href }: { test: SeriesTest; href: string }) {
  const state = testStateOf(test);
  const { t } = useTranslation('catalogue');
  const view = stateView(t)[state];
  const Icon = view.icon;
  const ActionIcon = state === 'attempted' ? ChartColumn : state === 'in-progress' ? ArrowRight : Play;
  return (
    <li
      data-testid="series-test"
      data-state={state}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon aria-hidden="true" className={clsx('mt-0.5 size-6 shrink-0', view.tone)} />
        <div className="min-w-0">
          <h4 className="font-semibold text-navy-900">{test.title}</h4>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {durationIn(t, test.timeLimit)}
            </span>
            <span className="inline-flex items-center gap-1">
              <FileQuestion aria-hidden="true" className="size-3.5" />
              {t('levels.questions', { count: test.questionCount })}
            </span>
            <span className={clsx('font-medium', state === 'attempted' ? 'text-emerald-700' : state === 'in-progress' ? 'text-amber-700' : 'text-slate-500')}>
              {view.label}
            </span>
          </p>
        </div>
      </div>
      <Link
        to={href}
        aria-label={`${view.action}: ${test.title}`}
        className={buttonClasses(state === 'attempted' ? 'secondary' : 'primary', 'sm', 'focus-ring-contrast w-full sm:w-auto')}
      >
        {view.action}
        <ActionIcon aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}

/** A test as someone not enrolled sees it: what it is, not whether they took it. */
function OutlineRow({ test }: { test: SeriesTestOutline }) {
  const { t } = useTranslation('catalogue');
  return (
    <li data-testid="series-test" className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <FileQuestion aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-400" />
      <div className="min-w-0">
        <h4 className="font-semibold text-navy-900">{test.title}</h4>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {durationIn(t, test.timeLimit)}
          </span>
          <span>{t('levels.questions', { count: test.questionCount })}</span>
        </p>
      </div>
    </li>
  );
}

function DifficultyGroups<T extends SeriesTestOutline>({ tests, family, renderTest }: { tests: T[]; family: ExamFamily; renderTest: (test: T) => ReactNode }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="flex flex-col gap-8">
      {groupTestsByDifficulty(tests).map(({ difficulty, tests: group }) => {
        // the level's time when every test of it takes it (a mock of another length sits among them: none is said)
        const { minutes } = levelOf[difficulty];
        const alike = group.every((test) => test.timeLimit === minutes * 60);
        const words = levelWords(t, difficulty, family);
        return (
          <section key={difficulty} aria-labelledby={`level-${difficulty}`}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 id={`level-${difficulty}`} className="flex items-center gap-2 text-base font-semibold text-navy-900">
                <span className={clsx('rounded-md px-2 py-0.5 text-xs font-bold tracking-wide uppercase', levelTint[difficulty])}>{words.label}</span>
                {words.tests}
              </h3>
              {alike ? (
                <p className="text-sm text-slate-500">
                  {minutes >= 60 ? t('levels.hoursEach', { hours: minutes / 60 }) : t('levels.minutesEach', { minutes })}
                </p>
              ) : null}
            </div>
            <ul className="mt-3 flex flex-col gap-3">{group.map(renderTest)}</ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * A level's badge and the name of its group of tests: 'Easy' and 'Easy Subject Tests'. The hard level
 * is named for the exam, as SPEC §2 names GATE's ('GATE Level Test'); a UGC NET series' 'UGC NET Level Tests'.
 */
function levelWords(t: TFunction<'catalogue'>, difficulty: Difficulty, family: ExamFamily): { label: string; tests: string } {
  if (difficulty === 'easy') return { label: t('levels.easy'), tests: t('levels.easyTests') };
  if (difficulty === 'medium') return { label: t('levels.medium'), tests: t('levels.mediumTests') };
  return { label: t('levels.hard'), tests: t('levels.levelTests', { exam: family }) };
}

/** The exam family a series' tests are set for: its first exam's, GATE's for a view without them. */
export const familyOf = (exams: readonly { family: ExamFamily }[] | undefined): ExamFamily => exams?.[0]?.family ?? 'GATE';

/** SPEC §2: the tests grouped easy, medium, hard, each with its duration and whether it was attempted. */
export function TestList({ tests, family, userId, testSeriesId }: { tests: SeriesTest[]; family: ExamFamily; userId: string; testSeriesId: string }) {
  return (
    <DifficultyGroups
      tests={tests}
      family={family}
      renderTest={(test) => <TestRow key={test._id} test={test} href={giveTestPath(userId, testSeriesId, test._id)} />}
    />
  );
}

/** The same groups for a visitor who is not enrolled (and for search engines). */
export function TestOutlineList({ tests, family }: { tests: SeriesTestOutline[]; family: ExamFamily }) {
  return <DifficultyGroups tests={tests} family={family} renderTest={(test) => <OutlineRow key={test._id} test={test} />} />;
}
