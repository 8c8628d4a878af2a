// What a learner may be sent of a paper, and when: one rule for every route and every server-rendered
// page (docs/decisions/039). A test's solutions are the learner's once they have submitted; a weekly
// quiz's stay on the server until the last attempt that could still be running has ended, because a
// key shown to one taker while the quiz is open is a key for every second account.
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../api/exam.ts';

/** The parts of a paper and of an attempt that a response may carry. */
export const DISCLOSURE_PARTS = [
  /** the questions themselves (text and options) */
  'questions',
  /** the learner's own saved answers */
  'ownAnswers',
  /** the learner's score and the counts behind it (correct, wrong, unattempted, by section) */
  'score',
  /** the learner's rank and percentile among the takers */
  'rank',
  /** each question's answer key */
  'key',
  /** whether each of the learner's answers was right, and the marks it earned */
  'correctness',
  /** each question's worked solution */
  'explanations',
  /** the takers' statistics per question: percent right, average and topper's time */
  'takerStats',
] as const;
export type DisclosurePart = (typeof DISCLOSURE_PARTS)[number];

/** The parts that would give the answers away: a quiz holds these back until it has settled. */
export const SOLUTION_PARTS: readonly DisclosurePart[] = ['key', 'correctness', 'explanations', 'takerStats'];

type Instant = Date | string | number;
const msOf = (instant: Instant) => (instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant));

/** A paper as the policy sees it: a test, or a quiz with its window and time limit. */
export type DisclosedPaper = { kind: 'test' } | { kind: 'quiz'; closesAt: Instant; timeLimitSeconds: number };

/** Where the learner's attempt of the paper stands. */
export type AttemptStage = 'none' | 'open' | 'submitted';

export interface Disclosure {
  /** what may be sent now */
  parts: ReadonlySet<DisclosurePart>;
  /** a submitted quiz's solutions, still held back: when they open (epoch ms); null otherwise */
  solutionsOpenAt: number | null;
}

/**
 * When the last attempt of a quiz that could still be running has ended: an attempt started at the
 * last moment of the window keeps its full time limit, and a save sent in its last second may
 * arrive a few seconds later (the in-flight allowance, decision 011). Epoch ms.
 */
export function quizSettlesAt(quiz: { closesAt: Instant; timeLimitSeconds: number }): number {
  return msOf(quiz.closesAt) + (quiz.timeLimitSeconds + IN_FLIGHT_ALLOWANCE_SECONDS) * 1000;
}

/** Whether a quiz has settled at `now`: its key may be seen by anyone who took it. */
export const quizHasSettled = (quiz: { closesAt: Instant; timeLimitSeconds: number }, now: number) => now >= quizSettlesAt(quiz);

/**
 * The one rule. Nothing before the learner starts (the paper is read once the clock runs, decision
 * 039); the questions and their own answers while it runs; score and rank once submitted; the
 * solutions then too, for a quiz only once it has settled for everyone.
 */
export function disclosureFor(paper: DisclosedPaper, stage: AttemptStage, now: number): Disclosure {
  if (stage === 'none') return { parts: new Set(), solutionsOpenAt: null };
  if (stage === 'open') return { parts: new Set(['questions', 'ownAnswers']), solutionsOpenAt: null };
  const graded: DisclosurePart[] = ['questions', 'ownAnswers', 'score', 'rank'];
  if (paper.kind === 'quiz' && !quizHasSettled(paper, now)) {
    return { parts: new Set(graded), solutionsOpenAt: quizSettlesAt(paper) };
  }
  return { parts: new Set([...graded, ...SOLUTION_PARTS]), solutionsOpenAt: null };
}

/** Whether every part of the solutions may be sent (they are shown together or not at all). */
export const solutionsDisclosed = (disclosure: Disclosure) => SOLUTION_PARTS.every((part) => disclosure.parts.has(part));
