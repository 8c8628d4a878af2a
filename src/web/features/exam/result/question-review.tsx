import { memo, startTransition, useCallback, useEffect, useId, useMemo, useState } from 'react';
import clsx from 'clsx';
import { Hourglass } from 'lucide-react';
import type { QuestionAnalysis, QuestionTime, ReviewedQuestion, Section } from '../../../../shared/api/exam.ts';
import { isTimeLost, timeLost, type TimedOutcome } from '../../../../shared/exam/time-spent.ts';
import { ReviewedQuestionCard, type ReviewedQuestionCardProps, type ReviewStatus } from '../../../components/reviewed-question-card.tsx';
import { langOf, questionIn } from '../../../components/question-language.ts';
import type { ExamLanguage } from '../../../../shared/api/exam-language.ts';
import { useExamLanguage } from '../hooks/use-exam-language.ts';
import { ViewInSelect } from '../components/view-in-select.tsx';
import { Trans, useTranslation } from '../../../i18n/index.ts';
import type { ExamResult } from './exam-result.ts';
import { ReportDialog, type ReportTarget } from './report-dialog.tsx';
import { spentIn } from '../../../lib/result-words.ts';
import { useSectionName } from '../../../components/paper-exam.ts';

type Filter = 'all' | ReviewStatus;

const filters: readonly Filter[] = ['all', 'correct', 'incorrect', 'other'];

const SECTION_ORDER: readonly Section[] = ['Aptitude', 'Technical'];

interface ReviewItem {
  question: ReviewedQuestion;
  number: number;
  analysis: QuestionAnalysis | undefined;
  status: ReviewStatus;
  time: QuestionTime | undefined;
  outcome: TimedOutcome;
  timeLost: boolean;
}

function reviewItems(questions: ReviewedQuestion[], analyses: QuestionAnalysis[], times: Record<string, QuestionTime>): ReviewItem[] {
  const byId = new Map(analyses.map((analysis) => [analysis.questionId, analysis]));
  return questions.map((question, index) => {
    const analysis = byId.get(question._id);
    const status = analysis?.status ?? 'other';
    const time = times[question._id];
    const outcome = { status, timeSpent: analysis?.timeSpent, average: time?.average ?? null };
    return { question, number: index + 1, analysis, status, time, outcome, timeLost: isTimeLost(outcome) };
  });
}

/** "Time lost on 3 questions answered wrong: 6 min 10 s", when any question lost time. */
function TimeLostSummary({ items }: { items: ReviewItem[] }) {
  const { t } = useTranslation('result');
  const lost = timeLost(items.map((item) => item.outcome));
  if (lost.questions === 0) return null;
  return (
    <p
      className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
      data-testid="time-lost-summary"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span>
        <Trans
          t={t}
          i18nKey="review.timeLost"
          count={lost.questions}
          values={{ time: spentIn(t, lost.seconds) }}
          components={[<strong key="time" className="font-semibold" />, <span key="note" className="text-amber-800" />]}
        />
      </span>
    </p>
  );
}

type SetLanguage = (questionId: string, language: ExamLanguage) => void;

/** A question of the review with its "View in" select, made once per language: the card is memoised. */
const ReviewCard = memo(function ReviewCard({ onLanguage, ...card }: ReviewedQuestionCardProps & { onLanguage: SetLanguage | null }) {
  const { language, number } = card;
  const id = card.question._id;
  // a transition: the other language's words may still be loading, and the review stays as it is meanwhile
  const languageControl = useMemo(
    () =>
      language && onLanguage ? (
        <ViewInSelect value={language} onChange={(next) => startTransition(() => onLanguage(id, next))} questionNumber={number} />
      ) : undefined,
    [language, onLanguage, id, number],
  );
  return <ReviewedQuestionCard {...card} languageControl={languageControl} />;
});

/**
 * Every question with its key and explanation, grouped by section, filterable by outcome. A paper
 * offered in Hindi opens each question in the language it was last read in during the exam
 * (`languages`), with the exam's "View in" select to read it in the other: a change stays on the page.
 */
export function QuestionReview({
  questions,
  analyses,
  questionStats,
  questionTimes,
  reports,
  languages,
}: {
  questions: ReviewedQuestion[];
  analyses: QuestionAnalysis[];
  questionStats: Record<string, number>;
  questionTimes: Record<string, QuestionTime>;
  reports: ExamResult['reports'];
  languages?: ExamResult['languages'];
}) {
  const { t } = useTranslation('result');
  const sectionName = useSectionName();
  const filterLabels: Record<Filter, string> = {
    all: t('review.all'),
    correct: t('review.correct'),
    incorrect: t('review.incorrect'),
    other: t('review.notAttempted'),
  };
  const [filter, setFilter] = useState<Filter>('all');
  const [reporting, setReporting] = useState<{ questionId: string; number: number } | null>(null);
  // stable, so opening the dialog does not draw every card (and its formulas) again
  const onReport = useCallback((questionId: string, number: number) => setReporting({ questionId, number }), []);
  // the exam's language state, kept in memory: nothing is sent once the attempt has ended
  const { offered, languageOf, setQuestionLanguage } = useExamLanguage({ attemptId: reports.attemptId, ...languages }, questions, null);
  const reported = useMemo(() => new Set(reports.reported), [reports.reported]);
  useScrollToLinkedQuestion();
  const items = useMemo(() => reviewItems(questions, analyses, questionTimes), [questions, analyses, questionTimes]);
  const groups = SECTION_ORDER.map((section) => ({ section, items: items.filter((item) => item.question.section === section) })).filter(
    (group) => group.items.length > 0,
  );
  const idPrefix = useId();
  const shows = (item: ReviewItem) => filter === 'all' || item.status === filter;
  const countOf = (value: Filter) => items.filter((item) => value === 'all' || item.status === value).length;

  return (
    <div>
      <TimeLostSummary items={items} />
      <div role="group" aria-label={t('review.filters')} className="flex flex-wrap gap-2">
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={clsx(
              'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium ring-1 transition-colors ring-inset',
              filter === value ? 'bg-navy-800 text-white ring-navy-800' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {filterLabels[value]}
            <span className={clsx('tabular-nums', filter === value ? 'text-brand-200' : 'text-slate-500')}>{countOf(value)}</span>
          </button>
        ))}
      </div>

      {countOf(filter) === 0 ? <p className="mt-6 rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{t('review.empty')}</p> : null}

      {groups.map((group) => (
        // hidden, not unmounted: formulas are rendered once, and switching filters stays instant
        // named by its heading and its count ('Aptitude, 5 questions'): the section-wise results have a
        // region per section too, and each landmark's name must be its own
        <section
          key={group.section}
          aria-labelledby={`${idPrefix}-${group.section}-heading ${idPrefix}-${group.section}-count`}
          hidden={!group.items.some(shows)}
          className="mt-8"
        >
          <div className="flex items-baseline gap-2 border-b border-slate-200 pb-2">
            <h3 id={`${idPrefix}-${group.section}-heading`} className="text-xl font-semibold text-navy-900">
              {sectionName(group.section)}
            </h3>
            <p id={`${idPrefix}-${group.section}-count`} className="text-sm text-slate-600">
              {t('review.count', { count: group.items.length })}
            </p>
          </div>
          <div className="mt-4 flex flex-col gap-4">
            {group.items.map((item) => (
              <ReviewCard
                key={item.question._id}
                question={item.question}
                number={item.number}
                selectedAnswer={item.analysis?.selectedAnswer ?? null}
                status={item.status}
                marksAwarded={item.analysis?.marks ?? 0}
                takersCorrect={questionStats[item.question._id]}
                timeSpent={item.analysis?.timeSpent}
                timeFigures={item.time}
                timeLost={item.timeLost}
                voided={item.analysis?.voided}
                hidden={!shows(item)}
                onReport={onReport}
                reported={reported.has(item.question._id)}
                language={offered ? languageOf(item.question._id) : undefined}
                onLanguage={offered && item.question.hindi ? setQuestionLanguage : null}
              />
            ))}
          </div>
        </section>
      ))}

      {reporting ? (
        <ReportDialog
          attemptId={reports.attemptId}
          target={reportTarget(questions, reporting, offered ? languageOf(reporting.questionId) : undefined)}
          onClose={() => setReporting(null)}
        />
      ) : null}
    </div>
  );
}

/** The question being reported, quoted in the language the review shows it in. */
function reportTarget(
  questions: readonly ReviewedQuestion[],
  { questionId, number }: { questionId: string; number: number },
  language?: ExamLanguage,
): ReportTarget {
  const question = questions.find((candidate) => candidate._id === questionId);
  if (!question) return { questionId, number };
  const shownIn = language ? langOf(question, language) : undefined;
  const { questionText } = shownIn ? questionIn(question, shownIn) : question;
  return { questionId, number, quote: { text: questionText, language: shownIn } };
}

/** How long the page may keep moving the linked question back into view while formulas and fonts arrive. */
const SETTLE_MS = 2000;

/**
 * A notice about a reported question links to the result at it (…#question-4): the result is drawn
 * after the page has loaded, so the browser's own jump to the address's fragment found nothing yet.
 * Formulas and fonts arriving afterwards push the question down: until they settle (and unless the
 * learner scrolls first) it is brought back into view.
 */
function useScrollToLinkedQuestion() {
  useEffect(() => {
    const match = /^#question-(\d+)$/.exec(window.location.hash);
    if (!match) return;
    const card = document.getElementById(`question-${match[1]}`);
    if (!card || card.hidden) return;
    const align = () => card.scrollIntoView({ block: 'start' });
    align();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(align);
    observer?.observe(document.body);
    const stop = () => observer?.disconnect();
    const timer = setTimeout(stop, SETTLE_MS);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
    return () => {
      stop();
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, stop);
    };
  }, []);
}
