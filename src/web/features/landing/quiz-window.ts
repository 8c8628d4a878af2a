// What the landing page says about one of this week's quizzes, by the server's clock: pure, so each
// moment of the week is unit-tested.
import type { QuizCard } from '../../../shared/api/quiz.ts';

/** `left`: the milliseconds until the window opens (upcoming) or closes (open), for 'Opens in 2d 4h' and 'Closes in 3h 05m'. */
export type QuizMoment = { kind: 'upcoming'; left: number } | { kind: 'open'; left: number; closingSoon: boolean } | { kind: 'closed' };

const HOUR = 3_600_000;

/** Where the quiz's window stands at `now` (the window's own times decide, not the state of the last answer). */
export function quizMoment(quiz: Pick<QuizCard, 'opensAt' | 'closesAt'>, now: number): QuizMoment {
  const opens = Date.parse(quiz.opensAt);
  const closes = Date.parse(quiz.closesAt);
  if (now < opens) return { kind: 'upcoming', left: opens - now };
  if (now < closes) return { kind: 'open', left: closes - now, closingSoon: closes - now < HOUR };
  return { kind: 'closed' };
}

export type LandingQuizAction = 'start' | 'resume' | 'result' | 'none';

/** What the learner can do from the landing page: the quiz page itself is one click away. */
export function landingQuizAction(quiz: Pick<QuizCard, 'mine'>, moment: QuizMoment): LandingQuizAction {
  if (quiz.mine?.status === 'attempted') return 'result';
  if (quiz.mine?.status === 'in-progress') return 'resume';
  return moment.kind === 'open' ? 'start' : 'none';
}

/** Open quizzes first (the soonest to close first), then the ones still to open. */
export function quizzesToFeature<T extends Pick<QuizCard, 'opensAt' | 'closesAt'>>(quizzes: readonly T[], now: number, limit = 3): T[] {
  const rank = (quiz: T) => ({ open: 0, upcoming: 1, closed: 2 })[quizMoment(quiz, now).kind];
  return [...quizzes]
    .filter((quiz) => quizMoment(quiz, now).kind !== 'closed')
    .sort((a, b) => rank(a) - rank(b) || Date.parse(a.closesAt) - Date.parse(b.closesAt))
    .slice(0, limit);
}
