// The steps of the review conversation (shared/review-states.ts): submit, approve, reject, ask for
// changes, reply. Each locks the question, checks the step against the one table of transitions,
// moves the state, adds the step's comment to the thread and is audited, in one transaction.
import type { Database } from '../../../db/client.ts';
import { conflict, forbidden, notFound } from '../../../http-errors.ts';
import type { AdminQuestion } from '../../../../shared/api/admin-questions.ts';
import type { SubmitManyInput } from '../../../../shared/api/review.ts';
import { can } from '../../../../shared/admin-permissions.ts';
import { canTakeStep, reviewStateOf, reviewStepProblem, stateAfter, type ReviewStep } from '../../../../shared/review-states.ts';
import { recordChange, recordChanges } from '../../audit/service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { requireCanChange, type Actor } from '../authoring.ts';
import { getQuestion } from '../questions/service.ts';
import { insertComments } from './repository.ts';

type QuestionRecord = bank.QuestionRecord;

/** What the audit entry keeps of the question: the fields a step changes, not the whole row. */
const reviewFields = (row: QuestionRecord) => ({ status: row.status, reviewState: row.reviewState, needsReview: row.needsReview });

/** Refuses the step unless the question's state allows it: a reviewer who lost a race is told so. */
function requireStep(step: ReviewStep, row: QuestionRecord) {
  const problem = reviewStepProblem(step, reviewStateOf(row));
  if (problem) throw conflict(problem.message, problem.reviewed ? 'already-reviewed' : 'wrong-review-state');
}

/** The author replies in their own thread; anyone else needs to be a reviewer. */
function requireMayReply(actor: Actor, row: QuestionRecord) {
  if (row.createdBy !== null && row.createdBy === actor.id) return;
  if (!can(actor.role, 'questions.review')) throw forbidden("Only the question's author or a master can reply in its review thread.");
}

/** What each step changes besides the review state. */
const changesOf: Record<ReviewStep, Partial<Pick<QuestionRecord, 'status' | 'needsReview'>>> = {
  submit: {},
  approve: { status: 'published', needsReview: false },
  reject: { status: 'archived' },
  'request-changes': {},
  reply: {},
};

/**
 * Takes one step on one question: the row is locked, so of two reviewers at once the second sees
 * the first one's state and is refused. `body` is the step's words (a note, a reason, a comment).
 */
async function takeStep(db: Database, actor: Actor, id: string, step: ReviewStep, body: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await bank.findQuestionRecord(tx, id, true);
    if (!before) throw notFound('No such question.');
    if (step === 'submit') await requireCanChange(tx, actor, before);
    if (step === 'reply') requireMayReply(actor, before);
    requireStep(step, before);
    const reviewState = stateAfter(step, reviewStateOf(before));
    const after = step === 'reply' ? before : await bank.updateQuestion(tx, id, { ...changesOf[step], reviewState });
    await insertComments(tx, [{ questionId: id, authorId: actor.id, kind: step, body }]);
    // a rejection's reason is read back by the papers that still hold the question (papers/publish-checks.ts)
    const words = step === 'reject' ? { reason: body } : { comment: body };
    await recordChange(tx, {
      actorId: actor.id,
      action: `question.${step}`,
      entity: 'question',
      entityId: id,
      before: reviewFields(before),
      after: { ...reviewFields(after), ...words },
    });
  });
}

const stepThen = async (db: Database, actor: Actor, id: string, step: ReviewStep, body: string): Promise<AdminQuestion> => {
  await takeStep(db, actor, id, step, body);
  return getQuestion(db, id);
};

/** Into the review queue, with an optional note for the reviewer. */
export const submitDraft = (db: Database, actor: Actor, id: string, note: string) => stepThen(db, actor, id, 'submit', note);

/** Publishes the draft: learners may now meet it in any published test or quiz that shows it. */
export const approveDraft = (db: Database, actor: Actor, id: string) => stepThen(db, actor, id, 'approve', '');

/** Archives the draft with the reason: it never reached learners and leaves the queue. */
export const rejectDraft = (db: Database, actor: Actor, id: string, reason: string) => stepThen(db, actor, id, 'reject', reason);

/** Back to its author with what to change; it stays a draft and leaves the queue until submitted again. */
export const requestChanges = (db: Database, actor: Actor, id: string, comment: string) => stepThen(db, actor, id, 'request-changes', comment);

/** A word in the thread, in any state; the state stays. */
export const replyTo = (db: Database, actor: Actor, id: string, body: string) => takeStep(db, actor, id, 'reply', body);

/**
 * Submits a batch at once (an import's, a generation's): every question to submit must be the
 * actor's to change, or nothing is submitted; those already waiting or past review are left as they are.
 */
export async function submitMany(db: Database, actor: Actor, input: SubmitManyInput): Promise<{ submitted: number; skipped: number }> {
  return db.transaction(async (tx) => {
    const ids = input.importBatchId ? null : [...new Set(input.ids ?? [])];
    const rows = await bank.lockQuestionRecords(tx, ids ? { ids } : { importBatchId: input.importBatchId! });
    if (ids) {
      const found = new Set(rows.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0)
        throw notFound(`No such question: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}.`);
    } else if (rows.length === 0) {
      throw notFound('This import wrote no question.');
    }
    // what waits already, or was reviewed, is left alone: a batch partly reviewed is still submitted whole
    const ready = rows.filter((row) => canTakeStep('submit', reviewStateOf(row)));
    for (const row of ready) await requireCanChange(tx, actor, row);
    await bank.setReviewState(
      tx,
      ready.map((row) => row.id),
      'submitted',
    );
    await insertComments(
      tx,
      ready.map(({ id: questionId }) => ({ questionId, authorId: actor.id, kind: 'submit' as const, body: '' })),
    );
    await recordChanges(
      tx,
      ready.map((row) => ({
        actorId: actor.id,
        action: 'question.submit',
        entity: 'question',
        entityId: row.id,
        before: reviewFields(row),
        after: { ...reviewFields(row), reviewState: 'submitted', comment: '' },
      })),
    );
    return { submitted: ready.length, skipped: rows.length - ready.length };
  });
}
