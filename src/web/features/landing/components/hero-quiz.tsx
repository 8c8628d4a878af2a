import { LatestWinner } from './latest-winner.tsx';
import { ThisWeekQuiz } from './this-week-quiz.tsx';

/** The hero's second column: this week's quiz and last week's rank 1. */
export function HeroQuiz() {
  return (
    <>
      <ThisWeekQuiz />
      <LatestWinner />
    </>
  );
}
