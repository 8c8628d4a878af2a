// What a test or weekly quiz needs before learners may see it: every question published and reviewed,
// and, when it is offered in Hindi, a Hindi version of every question it serves (docs/decisions/034).
import type { Database } from '../../../db/client.ts';
import { conflict } from '../../../http-errors.ts';
import type { NotReviewedQuestion, NotReviewedReason } from '../../../../shared/api/admin-content.ts';
import { latestActionsOn, type AuditRow } from '../../audit/service.ts';
import * as papers from '../../catalogue/papers.service.ts';
import type { PaperQuestion } from './questions.ts';

type Status = 'draft' | 'published' | 'archived';

const EXCERPT_CHARS = 160;

const excerpt = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text);

/** Why the question may not be shown to learners yet, or null when it is published and reviewed. */
function reasonOf(question: PaperQuestion, archivedBy: Map<string, AuditRow>): NotReviewedReason | null {
  if (question.status === 'archived') return archivedBy.get(question.id)?.action === 'question.reject' ? 'rejected' : 'unpublished';
  const reviewable = question.needsReview || question.source === 'ai-generated' || question.importBatchId !== null;
  if (question.status === 'draft') return reviewable ? 'waiting-for-review' : 'draft';
  return question.needsReview ? 'waiting-for-review' : null;
}

function rejectionOf(entry: AuditRow | undefined): string | null {
  if (entry?.action !== 'question.reject') return null;
  const after = (entry.detail as { after?: { reason?: unknown } } | null)?.after;
  return typeof after?.reason === 'string' ? after.reason : null;
}

/** The paper's questions that are not published and reviewed, in the paper's order, each with why. */
export async function notReviewedQuestions(db: Database, paper: papers.PaperRef): Promise<NotReviewedQuestion[]> {
  const list = await papers.paperQuestions(db, paper);
  const archived = list.filter((question) => question.status === 'archived').map((question) => question.id);
  const archivedBy = await latestActionsOn(db, 'question', archived, ['question.reject', 'question.unpublish']);
  return list.flatMap((question, index) => {
    const reason = reasonOf(question, archivedBy);
    if (!reason) return [];
    const { id, text, status } = question;
    return [{ id, number: index + 1, text: excerpt(text), status, reason, rejectedFor: rejectionOf(archivedBy.get(id)) }];
  });
}

/**
 * Publishing a paper shows learners exactly the questions it holds, as they are: it changes none of
 * them. It is refused while any of them is not published and reviewed (rejected, unpublished, or a
 * draft from a person, an import or the model), naming each, so a master reviews them first.
 */
export async function requireReviewed(tx: Database, paper: papers.PaperRef): Promise<void> {
  const waiting = await notReviewedQuestions(tx, paper);
  if (waiting.length === 0) return;
  const which = waiting.map((question) => `${question.number}`).join(', ');
  const noun = waiting.length === 1 ? `Question ${which} is` : `Questions ${which} are`;
  throw conflict(
    `${noun} not published and reviewed yet: review ${waiting.length === 1 ? 'it' : 'them'} (or take ${waiting.length === 1 ? 'it' : 'them'} out of the ${paper.kind}), then publish again.`,
    'questions-not-reviewed',
    { questions: waiting },
  );
}

/**
 * A paper offered in Hindi shows every question in Hindi too (docs/decisions/034): publishing it, or
 * offering a published one in Hindi, is refused while any question's version it serves has no Hindi
 * version, naming each, so its author adds them (or takes the questions out) first.
 */
export async function requireHindiComplete(tx: Database, paper: papers.PaperRef, action: 'publish' | 'offer' | 'serve'): Promise<void> {
  const missing = await papers.servedWithoutHindi(tx, paper);
  if (missing.length === 0) return;
  const texts = new Map((await papers.paperQuestions(tx, paper)).map((question) => [question.id, question.text]));
  const withoutHindi = missing.map((question) => ({ ...question, text: excerpt(texts.get(question.id) ?? '') }));
  const numbers = withoutHindi.map((question) => question.number);
  const which = numbers.length === 1 ? `question ${numbers[0]} has` : `questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} have`;
  const then = { publish: 'publish again', offer: 'offer it in Hindi again', serve: 'serve the latest version again' }[action];
  throw conflict(
    `This ${paper.kind} is offered in Hindi, but ${which} no Hindi version: add ${numbers.length === 1 ? 'one' : 'them'} in the question editor (or take ${numbers.length === 1 ? 'it' : 'them'} out of the ${paper.kind}), then ${then}.`,
    'questions-without-hindi',
    { withoutHindi },
  );
}

/**
 * An edit's 'Offered in Hindi' (undefined: left as it is). A published paper is offered in Hindi only
 * when every question it serves has a Hindi version. Answers with the value before and after, for the
 * edit's audit entry. Call inside the transaction that locked the paper's row.
 */
export async function offerInHindi(tx: Database, paper: papers.PaperRef, status: Status, offered: boolean | undefined) {
  const before = await papers.offeredInHindi(tx, paper);
  if (offered === undefined || offered === before) return { before: { offeredInHindi: before }, after: { offeredInHindi: before } };
  if (offered && status === 'published') await requireHindiComplete(tx, paper, 'offer');
  await papers.setOfferedInHindi(tx, paper, offered);
  return { before: { offeredInHindi: before }, after: { offeredInHindi: offered } };
}
