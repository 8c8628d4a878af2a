import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarClock, ListOrdered, Medal, Play, RotateCcw, Timer, Users } from 'lucide-react';
import clsx from 'clsx';
import type { QuizCard } from '../../../../shared/api/quiz.ts';
import { formatScore } from '../../../../shared/number-format.ts';
import { buttonClasses } from '../../../components/button.tsx';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { useCountdownWords } from '../../../lib/countdown-words.ts';
import { rankWordsIn } from '../../../lib/result-words.ts';
import { routePatterns, weeklyQuizAttemptPath } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useSignInDialog } from '../../../lib/sign-in-dialog.ts';
import { useServerNow } from '../../../lib/use-server-now.ts';
import { weeklyQuizzesQuery } from '../../../lib/weekly-quiz.ts';
import { landingQuizAction, quizMoment, quizzesToFeature } from '../quiz-window.ts';

function QuizAction({ quiz, now, userId }: { quiz: QuizCard; now: number; userId: string | null }) {
  const signIn = useSignInDialog();
  const { t } = useTranslation('landing');
  const { t: tResult } = useTranslation('result');
  const path = weeklyQuizAttemptPath(quiz.exam, userId, quiz._id);
  const moment = quizMoment(quiz, now);
  switch (landingQuizAction(quiz, moment)) {
    case 'start':
      return userId ? (
        <Link to={path} className={buttonClasses('primary', 'md')} aria-label={t('quiz.startLabel', { title: quiz.title })}>
          <Play aria-hidden="true" className="size-4" />
          {t('quiz.start')}
        </Link>
      ) : (
        <button
          type="button"
          className={buttonClasses('primary', 'md')}
          aria-label={t('quiz.startLabel', { title: quiz.title })}
          onClick={() => signIn.open(path, t('quiz.signInToStart'))}
        >
          <Play aria-hidden="true" className="size-4" />
          {t('quiz.start')}
        </button>
      );
    case 'resume':
      return (
        <Link to={path} className={buttonClasses('primary', 'md')} aria-label={t('quiz.resumeLabel', { title: quiz.title })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('quiz.resume')}
        </Link>
      );
    case 'result': {
      const mine = quiz.mine?.status === 'attempted' ? quiz.mine : null;
      const rank = mine ? rankWordsIn(tResult, mine.standing.rank, mine.standing.takers) : '';
      return (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {mine ? (
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-900 tabular-nums">
              <Medal aria-hidden="true" className="size-4 text-amber-500" />
              {formatScore(mine.score, mine.maxScore)} · {rank}
            </p>
          ) : null}
          <Link to={path} className={buttonClasses('secondary', 'sm')} aria-label={t('quiz.viewResultLabel', { title: quiz.title })}>
            {t('quiz.viewResult')}
          </Link>
        </div>
      );
    }
    case 'none':
      return <p className="text-sm text-slate-600">{t('quiz.whenOpens')}</p>;
  }
}

function QuizRow({ quiz, now, userId }: { quiz: QuizCard; now: number; userId: string | null }) {
  const moment = quizMoment(quiz, now);
  const { t } = useTranslation('landing');
  const countdown = useCountdownWords();
  return (
    <li className="flex flex-col gap-2.5 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-800 ring-1 ring-brand-200">{quiz.exam}</span>
        {moment.kind === 'closed' ? null : (
          <span
            role="timer"
            suppressHydrationWarning
            className={clsx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
              moment.kind === 'upcoming' ? 'bg-sky-100 text-sky-900' : moment.closingSoon ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
            )}
          >
            {moment.kind === 'upcoming' ? t('quiz.opensIn', { time: countdown(moment.left) }) : t('quiz.closesIn', { time: countdown(moment.left) })}
          </span>
        )}
      </div>
      <h3 className="text-base leading-snug font-semibold text-navy-900">{quiz.title}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="inline-flex items-center gap-1.5">
          <ListOrdered aria-hidden="true" className="size-4 text-slate-400" />
          {t('quiz.questions', { count: quiz.questionCount })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Timer aria-hidden="true" className="size-4 text-slate-400" />
          {t('quiz.minutes', { count: Math.round(quiz.timeLimit / 60) })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 text-slate-400" />
          {t('quiz.takers', { count: quiz.takers })}
        </li>
      </ul>
      <div className="mt-1">
        <QuizAction quiz={quiz} now={now} userId={userId} />
      </div>
    </li>
  );
}

function Skeleton() {
  const { t } = useTranslation('landing');
  return (
    <div role="status" aria-label={t('quiz.loading')} className="flex flex-col gap-3 px-5 py-5 sm:px-6">
      {[0, 1].map((row) => (
        <div key={row} className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none">
          <div className="h-4 w-16 rounded bg-slate-200" />
          <div className="h-5 w-4/5 rounded bg-slate-200" />
          <div className="h-4 w-1/2 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** This week's quizzes with their countdowns, by the server's clock, and what the learner can do now. */
export function ThisWeekQuiz({ className }: { className?: string }) {
  const query = useQuery(weeklyQuizzesQuery(null));
  const now = useServerNow(query.data?.serverTime, query.dataUpdatedAt);
  const session = useSession();
  const { t } = useTranslation('landing');
  const format = useFormat();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const data = query.data;
  const quizzes = data ? quizzesToFeature(data.thisWeek.quizzes, now) : [];

  return (
    <section aria-labelledby="this-week-title" className={clsx('overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/20', className)}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 bg-slate-50 px-5 py-3.5 sm:px-6">
        <div className="flex min-w-0 items-center gap-2.5">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <div className="min-w-0">
            <h2 id="this-week-title" className="text-sm font-bold text-navy-900">
              {t('quiz.title')}
            </h2>
            {data ? (
              <p className="text-xs text-slate-600" suppressHydrationWarning>
                {t('quiz.weekOf', { date: format.date(data.thisWeek.startsAt) })}
              </p>
            ) : null}
          </div>
        </div>
        <Link to={routePatterns.weeklyQuiz} className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
          {t('quiz.all')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {query.isPending ? (
        <Skeleton />
      ) : !data ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          {t('quiz.notLoaded')}{' '}
          <Link to={routePatterns.weeklyQuiz} className="font-semibold text-brand-700 underline underline-offset-2">
            {t('quiz.openPage')}
          </Link>
        </p>
      ) : quizzes.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">{t('quiz.noneOpen')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {quizzes.map((quiz) => (
            <QuizRow key={quiz._id} quiz={quiz} now={now} userId={userId} />
          ))}
        </ul>
      )}
    </section>
  );
}
