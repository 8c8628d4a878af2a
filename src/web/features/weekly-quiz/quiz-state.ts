// What a quiz card offers, from the quiz's window and the learner's own state: pure, so every
// combination is unit-tested.
import type { TFunction } from '../../i18n/messages.ts';
import type { QuizCard, WeeklyQuizzesResponse } from '../../../shared/api/quiz.ts';
import type { AppLocale } from '../../i18n/languages.ts';

export type QuizAction =
  | { kind: 'start' } // open, not started (signed out: Start asks to sign in first)
  | { kind: 'resume'; deadline: number }
  | { kind: 'result'; score: number; maxScore: number; rank: number; takers: number; percentile: number | null }
  | { kind: 'upcoming' }
  | { kind: 'missed' }; // closed before the learner took it (or signed out on a closed quiz)

export function quizAction(card: Pick<QuizCard, 'state' | 'mine'>): QuizAction {
  const mine = card.mine;
  if (mine?.status === 'attempted') {
    const { score, maxScore, standing } = mine;
    return { kind: 'result', score, maxScore, rank: standing.rank, takers: standing.takers, percentile: standing.percentile };
  }
  // an attempt still running resumes even a minute after the window closed: its deadline is its own
  if (mine?.status === 'in-progress') return { kind: 'resume', deadline: Date.parse(mine.deadline) };
  if (card.state === 'upcoming') return { kind: 'upcoming' };
  if (card.state === 'closed') return { kind: 'missed' };
  return { kind: 'start' };
}

/** A quiz has a leaderboard once someone took it. */
export const hasLeaderboard = (card: Pick<QuizCard, 'takers'>): boolean => card.takers > 0;

/** The quizzes whose leaderboards the list shows open from the start: a past week's, once someone took it (QuizWeek). */
export function leaderboardsOpenAtOnce(list: Pick<WeeklyQuizzesResponse, 'pastWeeks'>): QuizCard[] {
  return list.pastWeeks.flatMap((week) => week.quizzes).filter(hasLeaderboard);
}

// India time, the quiz schedule's own (with its zone named): the server renders these pages, and its
// clock and a learner's browser must print the same words
function windowFormat(locale: AppLocale) {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    timeZoneName: 'short',
  });
}

const windowFormats = { 'en-IN': windowFormat('en-IN'), 'hi-IN': windowFormat('hi-IN') };
const dayFormats = {
  'en-IN': new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
};

/** A quiz's time limit in the interface's language: '10 min', '1 h 30 min'; '10 मिनट', '1 घंटे 30 मिनट'. */
export function timeLimitIn(t: TFunction<'quiz'>, seconds: number): string {
  if (seconds < 60) return t('time.s', { seconds });
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  if (hours === 0) return t('time.m', { minutes });
  return minutes === 0 ? t('time.h', { hours }) : t('time.hm', { hours, minutes });
}

/** When a quiz window opens or closes, in the interface's locale and India time: 'Mon, 16 Nov, 6:00 pm IST'. */
export function windowTimeIn(locale: AppLocale, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : windowFormats[locale].format(date);
}

/** A week's name in the interface's language: 'Week of 16 Nov 2026' / '16 नव॰ 2026 से शुरू सप्ताह'. */
export function weekLabelIn(t: TFunction<'quiz'>, locale: AppLocale, startsAt: string): string {
  const date = new Date(startsAt);
  if (Number.isNaN(date.getTime())) return startsAt;
  return t('week.label', { date: dayFormats[locale].format(date) });
}
