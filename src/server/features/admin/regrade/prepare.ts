// The part of a regrade that the dry run and the regrade share: the request checked against the
// paper as it is, every submitted attempt graded again in memory (compute.ts), and the summary a
// master reads before confirming. Run with the regrade's transaction, it is what the regrade writes.
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../http-errors.ts';
import type { AnalyzedData } from '../../../../shared/api/exam.ts';
import { CHANGES_LISTED, type RegradeInput, type RegradeSummary } from '../../../../shared/api/admin-regrade.ts';
import { keyLabel, keyProblem, QUESTION_TYPE_NAMES, type AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { VOID_KIND_OF_ACTION, type PaperRegrade, type VoidKind } from '../../../../shared/exam/regrade.ts';
import { quizSettlesAt } from '../../../../shared/exam/disclosure.ts';
import { findPublicProfiles } from '../../accounts/service.ts';
import * as attempts from '../../attempts/service.ts';
import { findWinners, passedOver } from '../../weekly-quiz/service.ts';
import { planRegradeInSlices, type RegradePlan } from './compute.ts';

export type PaperRef = { kind: 'test' | 'quiz'; id: string };
export const paperWord = (kind: PaperRef['kind']) => (kind === 'test' ? 'test' : 'weekly quiz');

export const PAPER_NOT_TAKEN = (kind: PaperRef['kind']) =>
  `Nobody has taken this ${paperWord(kind)} yet: correct the question itself in the question bank instead of regrading.`;

export interface PreparedRegrade {
  ref: PaperRef;
  before: attempts.Target;
  after: attempts.Target;
  question: attempts.Target['questions'][number];
  /** its number in the paper, from 1 */
  number: number;
  proposed: PaperRegrade;
  plan: RegradePlan;
  /** the closed quiz's new rank 1 who wins the prize too, if any */
  newWinner: string | null;
  summary: RegradeSummary;
}

/** MSQ options in any order, a NAT range to its decimals: the same key is refused as no change. */
const sameKey = (a: AnswerKey, b: AnswerKey) => keyLabel(a) === keyLabel(b) && (a.type !== 'NAT' || b.type !== 'NAT' || a.decimals === b.decimals);

const VOID_WORDS: Record<VoidKind, string> = {
  full: 'full marks to everyone',
  attempted: 'full marks to those who attempted it',
  none: 'it counts for nobody',
};

function checkRequest(question: attempts.Target['questions'][number], number: number, input: RegradeInput): void {
  if (input.action === 'rekey') {
    const key = input.key!;
    if (key.type !== question.key.type) {
      throw badRequest(`Question ${number} is a ${QUESTION_TYPE_NAMES[question.key.type].toLowerCase()} question: give its new key as one.`);
    }
    const problem = keyProblem(key, question.optionCount);
    if (problem) throw badRequest(problem);
    if (!question.voided && sameKey(key, question.key)) throw conflict(`${keyLabel(key)} is already the key of question ${number}.`, 'already-regraded');
    return;
  }
  if (question.voided === VOID_KIND_OF_ACTION[input.action]) {
    throw conflict(`Question ${number} is already voided (${VOID_WORDS[question.voided]}).`, 'already-regraded');
  }
}

// masters are in India: the moment is told in their time, as the quiz's window is
const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
export const quizNotSettledMessage = (settlesAt: number) =>
  `This quiz may still be running for someone: a regrade now would tell its takers the key early. Regrade it once its last attempt has ended, at ${istTime.format(settlesAt)} IST (before confirming its winner).`;

/**
 * Checks the request and grades every submitted attempt again with it, changing nothing. `db` is
 * the regrade's transaction (holding the paper's lock) or, for a dry run, the database.
 */
export async function prepareRegrade(db: Database, input: RegradeInput, at: Date): Promise<PreparedRegrade> {
  const ref: PaperRef = { kind: input.kind, id: input.paperId };
  const before = await attempts.readTarget(db, ref);
  if (!before) throw notFound(`No such ${paperWord(ref.kind)}.`);
  const index = before.questions.findIndex((question) => question.id === input.questionId);
  const question = before.questions[index];
  if (!question) throw badRequest(`That question is not in this ${paperWord(ref.kind)}.`);
  checkRequest(question, index + 1, input);
  if (!(await attempts.anyAttemptsOf(db, ref.kind === 'test' ? [ref.id] : [], ref.kind === 'quiz' ? [ref.id] : []))) {
    throw conflict(PAPER_NOT_TAKEN(ref.kind), 'paper-not-taken');
  }
  // a regrade tells the takers what changed and moves their scores: while the quiz may still be
  // running for someone, that is its key told early (decision 039). It waits for the quiz to settle.
  if (before.placement.kind === 'quiz') {
    const settlesAt = quizSettlesAt({ closesAt: before.placement.closesAt, timeLimitSeconds: before.timeLimitSeconds });
    if (at.getTime() < settlesAt) throw conflict(quizNotSettledMessage(settlesAt), 'quiz-not-settled');
  }

  const proposed: PaperRegrade = {
    questionId: question.id,
    action: input.action,
    key: input.action === 'rekey' ? input.key! : null,
    reason: input.reason,
    at: at.toISOString(),
  };
  const after = (await attempts.readTarget(db, ref, null, [proposed]))!;
  // one after the other: inside a transaction there is one connection to ask
  const graded = await attempts.listGradedAttempts(db, ref);
  const { open } = await attempts.countAttemptsOf(db, ref);
  // an attempt kept at the versions it was served (the paper moved on) is regraded at those
  const served = new Map<string, attempts.Target>();
  for (const row of graded) {
    const key = JSON.stringify(row.servedVersions);
    if (attempts.servesAttempt(after, row.servedVersions) || served.has(key)) continue;
    served.set(key, (await attempts.readTarget(db, ref, row.servedVersions, [proposed]))!);
  }
  const plan = await planRegradeInSlices(
    before,
    after,
    graded.map((row) => ({
      paper: served.get(JSON.stringify(row.servedVersions)),
      id: row.id,
      userId: row.userId,
      answers: row.answers,
      score: row.score ?? 0,
      analysis: row.analysis as AnalyzedData,
      submittedAt: row.submittedAt!,
    })),
    ref.kind,
  );

  // a closed quiz whose winner was announced: a new rank 1 without a prize of theirs wins it too
  let newWinner: string | null = null;
  const top = plan.rankOne?.after;
  if (ref.kind === 'quiz' && top) {
    const winners = await findWinners(db, [ref.id]);
    // before the confirmation (a pending review) nothing is awarded: the review's candidates follow the new scores
    const confirmed = winners.some((row) => row.reason === 'closing') && !winners.some((row) => row.userId === top.userId);
    if (confirmed && !(await passedOver(db, ref.id)).has(top.userId)) newWinner = top.userId;
  }

  const listed = plan.changed.slice(0, CHANGES_LISTED);
  const named = [...listed.map((result) => result.userId), ...(plan.rankOne ? [plan.rankOne.before?.userId, top?.userId] : [])].filter(
    (id): id is string => typeof id === 'string',
  );
  const profiles = await findPublicProfiles(db, [...new Set(named)]);
  const learner = (userId: string) => ({ id: userId, name: profiles.get(userId)?.name ?? 'Deleted learner' });
  const rankOneOf = (entry: { userId: string; score: number } | null) => (entry ? { user: learner(entry.userId), score: entry.score } : null);

  const summary: RegradeSummary = {
    attempts: plan.results.length,
    openAttempts: open,
    changed: plan.changed.length,
    ranksMoved: plan.ranksMoved,
    maxScore: plan.maxScore,
    changes: listed.map((result) => ({ attemptId: result.attemptId, user: learner(result.userId), before: result.before, after: result.after })),
    rankOne: plan.rankOne ? { before: rankOneOf(plan.rankOne.before), after: rankOneOf(plan.rankOne.after) } : null,
    newWinner: newWinner ? learner(newWinner) : null,
  };
  return { ref, before, after, question, number: index + 1, proposed, plan, newWinner, summary };
}
