// The disclosure policy (src/shared/exam/disclosure.ts) applied to the engine's own things: a target
// and the learner's attempt of it. Every route and page that sends a paper, a result or anything
// derived from one asks here (docs/decisions/039).
import type { AnalyzedData } from '../../../shared/api/exam.ts';
import { disclosureFor, type AttemptStage, type DisclosedPaper, type Disclosure } from '../../../shared/exam/disclosure.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../http-errors.ts';
import { findQuizzes } from '../catalogue/service.ts';
import type { AttemptRow } from './repository.ts';
import type { Target } from './targets.ts';

export { solutionsDisclosed, type Disclosure } from '../../../shared/exam/disclosure.ts';

export const stageOf = (attempt: Pick<AttemptRow, 'submittedAt'> | null | undefined): AttemptStage =>
  !attempt ? 'none' : attempt.submittedAt ? 'submitted' : 'open';

/** The paper as the policy sees it: a quiz with its window's close and time limit, or a test. */
export function disclosedPaper(target: Pick<Target, 'placement' | 'timeLimitSeconds'>): DisclosedPaper {
  return target.placement.kind === 'quiz' ? { kind: 'quiz', closesAt: target.placement.closesAt, timeLimitSeconds: target.timeLimitSeconds } : { kind: 'test' };
}

export const disclosureOf = (
  target: Pick<Target, 'placement' | 'timeLimitSeconds'>,
  attempt: Pick<AttemptRow, 'submittedAt'> | null,
  now: number,
): Disclosure => disclosureFor(disclosedPaper(target), stageOf(attempt), now);

export const PAPER_BEFORE_START = 'Start the test to read its questions: the clock runs from the moment they are shown.';

/** The paper's questions go only to a learner whose attempt has started (decision 039): refused before. */
export function requirePaperDisclosed(target: Pick<Target, 'placement' | 'timeLimitSeconds'>, started: boolean, now: number): void {
  const disclosure = disclosureFor(disclosedPaper(target), started ? 'open' : 'none', now);
  if (!disclosure.parts.has('questions')) throw forbidden(PAPER_BEFORE_START, 'not-started');
}

/** A result without what the policy holds back: each question's verdict and marks go with the solutions. */
export type WithheldAnalysis = Omit<AnalyzedData, 'questionAnalysis'> & { questionAnalysis?: AnalyzedData['questionAnalysis'] };

export function analysisAsDisclosed(analysis: AnalyzedData, disclosure: Disclosure): WithheldAnalysis {
  if (disclosure.parts.has('correctness')) return analysis;
  const { questionAnalysis: _perQuestion, ...totals } = analysis;
  return totals;
}

/**
 * A learner's own attempts as their pages and their data export may show them: the analysis of a
 * quiz whose solutions are still held back loses each question's verdict (the dashboard's accuracy
 * by type and by topic would otherwise tell them question by question). One query for the quizzes.
 */
export async function analysesAsDisclosed<Row extends Pick<AttemptRow, 'quizId' | 'submittedAt' | 'analysis'>>(
  db: Database,
  rows: Row[],
  now: number,
): Promise<Row[]> {
  const quizIds = [...new Set(rows.flatMap((row) => (row.quizId && row.analysis ? [row.quizId] : [])))];
  if (quizIds.length === 0) return rows;
  const windows = new Map((await findQuizzes(db, quizIds)).map((quiz) => [quiz.id, quiz]));
  return rows.map((row) => {
    const quiz = row.quizId ? windows.get(row.quizId) : undefined;
    if (!quiz || !row.analysis) return row;
    const disclosure = disclosureFor({ kind: 'quiz', closesAt: quiz.closesAt, timeLimitSeconds: quiz.timeLimitSeconds }, stageOf(row), now);
    return disclosure.parts.has('correctness') ? row : { ...row, analysis: analysisAsDisclosed(row.analysis as AnalyzedData, disclosure) };
  });
}
