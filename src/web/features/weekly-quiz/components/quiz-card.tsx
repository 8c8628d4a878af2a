import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, ChevronDown, Hourglass, ListOrdered, Medal, Play, RotateCcw, Timer, Trophy, Users } from 'lucide-react';
import clsx from 'clsx';
import type { QuizCard as Quiz } from '../../../../shared/api/quiz.ts';
import { buttonClasses } from '../../../components/button.tsx';
import { Trans, useFormat, useTranslation } from '../../../i18n/index.ts';
import { rankWordsIn } from '../../../lib/result-words.ts';
import { weeklyQuizAttemptPath } from '../../../lib/paths.ts';
import { useCountdownWords } from '../../../lib/countdown-words.ts';
import { formatNumber, formatScore } from '../../../../shared/number-format.ts';
import { hasLeaderboard, quizAction, timeLimitIn, windowTimeIn, type QuizAction } from '../quiz-state.ts';
import { Leaderboard } from './leaderboard.tsx';

interface QuizCardProps {
  quiz: Quiz;
  now: number; // the server's time, ticking
  userId: string | null; // null: signed out
  onSignInToStart: (path: string) => void;
  /** past weeks show the leaderboard at once; this week's opens on request */
  leaderboardOpen?: boolean;
}

function WindowLine({ quiz, now }: { quiz: Quiz; now: number }) {
  const { t } = useTranslation('quiz');
  const { locale } = useFormat();
  const formatCountdown = useCountdownWords();
  const opens = Date.parse(quiz.opensAt);
  const closes = Date.parse(quiz.closesAt);
  let countdown: { label: string; tone: string } | null = null;
  if (now < opens) countdown = { label: t('card.opensIn', { time: formatCountdown(opens - now) }), tone: 'bg-sky-100 text-sky-900' };
  else if (now < closes)
    countdown = {
      label: t('card.closesIn', { time: formatCountdown(closes - now) }),
      tone: closes - now < 3_600_000 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
    };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span>
          <time dateTime={quiz.opensAt}>{windowTimeIn(locale, quiz.opensAt)}</time> –{' '}
          <time dateTime={quiz.closesAt}>{windowTimeIn(locale, quiz.closesAt)}</time>
        </span>
      </span>
      {countdown ? (
        // the server's second and the browser's differ: the clock text may, nothing else
        <span role="timer" suppressHydrationWarning className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums', countdown.tone)}>
          {countdown.label}
        </span>
      ) : (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">{t('card.closed')}</span>
      )}
    </div>
  );
}

function ActionArea({ action, quiz, now, userId, onSignInToStart }: { action: QuizAction } & Omit<QuizCardProps, 'leaderboardOpen'>) {
  const { t } = useTranslation('quiz');
  const { t: tResult } = useTranslation('result');
  const { locale } = useFormat();
  const formatCountdown = useCountdownWords();
  const path = weeklyQuizAttemptPath(quiz.exam, userId, quiz._id);
  switch (action.kind) {
    case 'start':
      return userId ? (
        <Link to={path} className={buttonClasses('primary', 'md')} aria-label={t('card.startLabel', { title: quiz.title })}>
          <Play aria-hidden="true" className="size-4" />
          {t('card.start')}
        </Link>
      ) : (
        <button
          type="button"
          className={buttonClasses('primary', 'md')}
          aria-label={t('card.startLabel', { title: quiz.title })}
          onClick={() => onSignInToStart(path)}
        >
          <Play aria-hidden="true" className="size-4" />
          {t('card.start')}
        </button>
      );
    case 'resume':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-amber-800">
            <Trans
              t={t}
              i18nKey="card.inProgress"
              values={{ time: formatCountdown(action.deadline - now) }}
              components={[<span key="time" className="tabular-nums" suppressHydrationWarning />]}
            />
          </p>
          <Link to={path} className={buttonClasses('primary', 'md')} aria-label={t('card.resumeLabel', { title: quiz.title })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('card.resume')}
          </Link>
        </div>
      );
    case 'result':
      return (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{t('card.score')}</dt>
              <dd className="font-semibold text-navy-900 tabular-nums">{formatScore(action.score, action.maxScore)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{t('card.rank')}</dt>
              <Medal aria-hidden="true" className="size-4 text-amber-500" />
              <dd className="font-semibold text-navy-900 tabular-nums">{rankWordsIn(tResult, action.rank, action.takers)}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{t('card.percentile')}</dt>
              {/* a sole taker has none yet: the result says why */}
              <dd className="font-semibold text-navy-900 tabular-nums">
                {action.percentile === null ? t('card.notYet') : formatNumber(action.percentile, locale)}
              </dd>
            </div>
          </dl>
          <Link to={path} className={buttonClasses('secondary', 'sm')} aria-label={t('card.viewResultLabel', { title: quiz.title })}>
            {t('card.viewResult')}
          </Link>
        </div>
      );
    case 'upcoming':
      return <p className="text-sm text-slate-600">{t('card.upcoming')}</p>;
    case 'missed':
      return <p className="text-sm text-slate-600">{userId ? t('card.missed') : t('card.closedQuiz')}</p>;
  }
}

/** One quiz: what it is, when it runs, and what the learner can do with it now. */
export function QuizCard({ quiz, now, userId, onSignInToStart, leaderboardOpen = false }: QuizCardProps) {
  const { t } = useTranslation('quiz');
  const [showBoard, setShowBoard] = useState(leaderboardOpen);
  const action = quizAction(quiz);
  return (
    <article aria-labelledby={`quiz-${quiz._id}`} className="flex flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`quiz-${quiz._id}`} className="min-w-0 text-lg font-semibold text-navy-900">
            {quiz.title}
          </h3>
          <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-800 ring-1 ring-brand-200">{quiz.exam}</span>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li className="inline-flex items-center gap-1.5">
            <ListOrdered aria-hidden="true" className="size-4 text-slate-400" />
            {t('card.questions', { count: quiz.questionCount })}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Timer aria-hidden="true" className="size-4 text-slate-400" />
            {timeLimitIn(t, quiz.timeLimit)}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-slate-400" />
            {t('card.takers', { count: quiz.takers })}
          </li>
        </ul>
        <WindowLine quiz={quiz} now={now} />
        {quiz.winner ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-slate-700">
            <Trophy aria-hidden="true" className="size-4 text-amber-500" />
            <Trans t={t} i18nKey="card.winner" values={{ name: quiz.winner.name }} components={[<span key="name" className="font-semibold" />]} />
          </p>
        ) : quiz.winnerPending ? (
          // rank 1 waits for a master's confirmation (issue 39): no name until then
          <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Hourglass aria-hidden="true" className="size-4 text-slate-400" />
            {t('card.winnerPending')}
          </p>
        ) : null}
        <div className="mt-1 border-t border-slate-100 pt-3">
          <ActionArea action={action} quiz={quiz} now={now} userId={userId} onSignInToStart={onSignInToStart} />
        </div>
      </div>
      {hasLeaderboard(quiz) ? (
        <div className="border-t border-slate-100">
          <button
            type="button"
            aria-expanded={showBoard}
            onClick={() => setShowBoard((open) => !open)}
            className="flex w-full items-center justify-between px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-slate-50 sm:px-5"
          >
            {t('card.leaderboard')}
            <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', showBoard && 'rotate-180')} />
          </button>
          {showBoard ? <Leaderboard quizId={quiz._id} quizTitle={quiz.title} /> : null}
        </div>
      ) : null}
    </article>
  );
}
