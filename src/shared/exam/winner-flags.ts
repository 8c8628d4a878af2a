// The signs of an impossible finish that a master weighs before confirming a weekly quiz's rank 1
// (issue 39): a second account that knew the answers finishes with full marks in seconds. Pure, so
// the page and the server read the same rules, and the numbers are unit-tested.

/** An honest learner reads a question before answering it: fewer seconds than this per answer, on average, is a flag. */
export const MIN_SECONDS_PER_ANSWER = 5;
/** Started to submitted in less than this is a flag, whatever the number of answers: not even the paper was read. */
export const MIN_ATTEMPT_SECONDS = 30;
/** Full marks in less than this is a flag: every answer right at a glance. */
export const FULL_MARKS_MIN_SECONDS = 60;

export const winnerFlags = ['fast-answers', 'fast-finish', 'fast-full-marks'] as const;
export type WinnerFlag = (typeof winnerFlags)[number];

/** What the page says of each flag. */
export const winnerFlagLabels: Record<WinnerFlag, string> = {
  'fast-answers': `Under ${MIN_SECONDS_PER_ANSWER} s per answered question on average`,
  'fast-finish': `Started to submitted in under ${MIN_ATTEMPT_SECONDS} s`,
  'fast-full-marks': `Full marks in under ${FULL_MARKS_MIN_SECONDS} s`,
};

export interface Finish {
  score: number;
  maxScore: number;
  /** questions answered (right or wrong) */
  answered: number;
  /** the seconds the grader recorded for the attempt */
  secondsTaken: number;
  /** the server's start and submission times: the learner's browser cannot move them */
  startedAt: string | Date;
  submittedAt: string | Date;
}

const seconds = (from: string | Date, to: string | Date) => (new Date(to).getTime() - new Date(from).getTime()) / 1000;

/**
 * The flags of one finish, in the order of `winnerFlags`. The shorter of the two times counts: the
 * grader's and the server's clock agree on an honest attempt, and either being short is suspicious.
 */
export function impossibleFinish(finish: Finish): WinnerFlag[] {
  const elapsed = Math.min(finish.secondsTaken, seconds(finish.startedAt, finish.submittedAt));
  const flags: WinnerFlag[] = [];
  if (finish.answered > 0 && elapsed / finish.answered < MIN_SECONDS_PER_ANSWER) flags.push('fast-answers');
  if (elapsed < MIN_ATTEMPT_SECONDS) flags.push('fast-finish');
  if (finish.maxScore > 0 && finish.score >= finish.maxScore && elapsed < FULL_MARKS_MIN_SECONDS) flags.push('fast-full-marks');
  return flags;
}
