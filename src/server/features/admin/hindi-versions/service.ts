// Hindi versions the model writes for bank questions, and their review (docs/decisions/034): a job
// for the selected questions, the proposals waiting beside their English, and approving (written
// onto the question as an edit writes it: a new version whose `changed` says hindi) or rejecting.
import { and, asc, eq } from 'drizzle-orm';
import { hindiProblem, type HindiVersion } from '../../../../shared/api/hindi.ts';
import type { HindiJobStart } from '../../../../shared/api/hindi-proposals.ts';
import type { Database } from '../../../db/client.ts';
import { hindiProposals } from '../../../db/hindi-proposals-schema.ts';
import { badRequest, conflict, notFound } from '../../../http-errors.ts';
import { recordChange } from '../../audit/service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import type { Actor } from '../authoring.ts';
import { announceJob, queueJob } from '../bank-jobs/service.ts';
import { permissionMessages, permissionReason } from '../bulk/service.ts';
import { forgetPapers } from '../papers/service.ts';
import { recordVersion } from '../questions/service.ts';
import { HINDI_MAX, type HindiJobInput } from './job.ts';

// the work the bank's runner runs for a Hindi job (bank-jobs/start.ts)
export { hindiWork } from './job.ts';

const MISSING = 'No longer in the bank.';

/**
 * Starts the job for the questions the caller may change, in this order, and names the others with
 * why: a Hindi version is a change to the question, so the bank's bulk actions' rule decides (a
 * creator asks only for their own drafts). None left: no job starts. Its progress is the bank job's.
 */
export async function createHindiJob(db: Database, actor: Actor, ids: string[]): Promise<HindiJobStart> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw badRequest('Select the questions to write Hindi versions of.');
  if (unique.length > HINDI_MAX) throw badRequest(`Select at most ${HINDI_MAX} questions at a time.`);
  const rows = new Map((await bank.findQuestionRecords(db, unique)).map((row) => [row.id, row]));
  const taken: string[] = [];
  const leftOut: HindiJobStart['leftOut'] = [];
  for (const id of unique) {
    const row = rows.get(id);
    const reason = row ? permissionReason(actor, row) : 'missing';
    if (reason === null) taken.push(id);
    else leftOut.push({ id, reason, message: reason === 'missing' ? MISSING : permissionMessages[reason] });
  }
  if (taken.length === 0) return { jobId: null, leftOut };
  const input: HindiJobInput = { ids: taken };
  const row = await queueJob(db, { kind: 'hindi', createdBy: actor.id, input, total: taken.length });
  const after = { ...input, leftOut: leftOut.map(({ id, reason }) => ({ id, reason })) };
  await recordChange(db, { actorId: actor.id, action: 'question.hindi.request', entity: 'bank-job', entityId: row.id, before: null, after });
  announceJob(db);
  return { jobId: row.id, leftOut };
}

export interface HindiProposalView {
  id: string;
  questionId: string;
  english: { text: string; options: { text: string }[]; explanation: string };
  /** the Hindi the question has now, which approving replaces */
  current: HindiVersion | null;
  hindi: HindiVersion;
  createdAt: string;
}

/** The proposals waiting for review, oldest first, each beside its question's English. */
export async function pendingProposals(db: Database, limit = 50): Promise<HindiProposalView[]> {
  const rows = await db.select().from(hindiProposals).where(eq(hindiProposals.status, 'pending')).orderBy(asc(hindiProposals.createdAt)).limit(limit);
  const ids = rows.map((row) => row.questionId);
  const [questions, current] = await Promise.all([bank.findQuestionRecords(db, ids), bank.hindiOfQuestions(db, ids)]);
  const byId = new Map(questions.map((question) => [question.id, question]));
  return rows.flatMap((row) => {
    const question = byId.get(row.questionId);
    if (!question) return [];
    const english = { text: question.text, options: question.options.map((option) => ({ text: option.text })), explanation: question.explanation };
    return [
      {
        id: row.id,
        questionId: row.questionId,
        english,
        current: current.get(row.questionId) ?? null,
        hindi: row.hindi,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

async function lockedPending(tx: Database, id: string) {
  const [row] = await tx.select().from(hindiProposals).where(eq(hindiProposals.id, id)).for('update');
  if (!row) throw notFound('No such Hindi proposal.');
  if (row.status !== 'pending') throw conflict(`This Hindi version was already ${row.status}.`, 'already-decided');
  return row;
}

const decide = (tx: Database, actor: Actor, id: string, status: 'approved' | 'rejected') =>
  tx
    .update(hindiProposals)
    .set({ status, decidedBy: actor.id, decidedAt: new Date() })
    .where(and(eq(hindiProposals.id, id), eq(hindiProposals.status, 'pending')));

/** Writes the proposal onto its question as its Hindi version: the question's next version. */
export async function approveProposal(db: Database, actor: Actor, id: string): Promise<{ questionId: string; version: number }> {
  const { moved, questionId, version } = await db.transaction(async (tx) => {
    const proposal = await lockedPending(tx, id);
    const before = await bank.findQuestionRecord(tx, proposal.questionId, true);
    if (!before) throw notFound('No such question.');
    // the English may have changed since the model wrote it
    const problem = hindiProblem(before, proposal.hindi);
    if (problem) throw conflict(`The question has changed since: ${problem.message}`, 'already-decided');
    const hindiBefore = (await bank.hindiOfQuestions(tx, [before.id])).get(before.id) ?? null;
    // the database checks the Hindi has as many options as the English: cleared first, written after
    if (hindiBefore) await bank.setQuestionHindi(tx, before.id, null);
    const after = await bank.updateQuestion(tx, before.id, { version: before.version + 1 });
    await bank.setQuestionHindi(tx, before.id, proposal.hindi);
    const papers = await recordVersion(tx, actor, { ...after, hindi: proposal.hindi }, ['hindi'], 'Hindi version written by the model, approved in review');
    await decide(tx, actor, id, 'approved');
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.hindi.approve',
      entity: 'question',
      entityId: before.id,
      before: { hindi: hindiBefore },
      after: { hindi: proposal.hindi, proposalId: id, version: after.version },
    });
    return { moved: papers, questionId: before.id, version: after.version };
  });
  await forgetPapers(db, moved);
  return { questionId, version };
}

/** Discards the proposal; the question is untouched. */
export async function rejectProposal(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const proposal = await lockedPending(tx, id);
    await decide(tx, actor, id, 'rejected');
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.hindi.reject',
      entity: 'question',
      entityId: proposal.questionId,
      before: { proposalId: id, hindi: proposal.hindi },
      after: null,
    });
  });
}
