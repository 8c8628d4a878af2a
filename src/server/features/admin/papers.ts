// What tests and weekly quizzes share in authoring: their ordered question list, its totals, and the
// rule that the list is fixed once a learner has started the paper (docs/decisions/013).
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { anyAttemptsOf, forgetTarget, TARGET_TTL_MS } from '../attempts/service.ts';
import type { NotReviewedQuestion, NotReviewedReason } from '../../../shared/api/admin-content.ts';
import { latestActionsOn, recordChange, type AuditRow } from '../audit/service.ts';
import * as papers from '../catalogue/papers.service.ts';
import type { Actor } from './authoring.ts';
import { requireMayEnter } from './paper-placement.ts';

export type PaperQuestion = Awaited<ReturnType<typeof papers.paperQuestions>>[number];
const sectionOrder = ['Aptitude', 'Technical'] as const;

export const PAPER_STARTED = 'Learners have started this paper, so its questions and marking can no longer change.';

export const hasAttempts = (db: Database, paper: papers.PaperRef) =>
  anyAttemptsOf(db, paper.kind === 'test' ? [paper.id] : [], paper.kind === 'quiz' ? [paper.id] : []);

export async function requireNotStarted(db: Database, paper: papers.PaperRef): Promise<void> {
  if (await hasAttempts(db, paper)) throw conflict(PAPER_STARTED, 'paper-started');
}

export const PAPER_PUBLISHED = 'This paper is published, so learners may be taking it: unpublish it before changing its questions, marking or time limit.';

/**
 * What an attempt is graded and shown by (questions, marking, time limit) changes only while the
 * paper cannot be started, and never after anyone has started it (docs/decisions/013).
 */
export async function requireChangeable(db: Database, paper: papers.PaperRef, status: 'draft' | 'published' | 'archived'): Promise<void> {
  if (status === 'published') throw conflict(PAPER_PUBLISHED, 'paper-published');
  await requireNotStarted(db, paper);
}

/**
 * A paper that was live may be cached by any server for the cache's lifetime; republishing waits
 * until every copy from before the last change has expired, so no learner starts on an old one.
 */
export async function requireSettled(db: Database, paper: papers.PaperRef, status: 'draft' | 'published' | 'archived'): Promise<void> {
  if (status !== 'archived') return;
  const wait = Math.ceil(TARGET_TTL_MS / 1000 - (await papers.secondsSinceChange(db, paper)));
  if (wait > 0) {
    throw conflict(
      `This paper changed moments ago; every server shows the new version within ${TARGET_TTL_MS / 1000} s: publish it again in ${wait} s.`,
      'paper-settling',
    );
  }
}

export function totalsOf(questions: PaperQuestion[], durationSeconds: number) {
  return {
    questions: questions.length,
    marks: questions.reduce((sum, question) => sum + question.marks, 0),
    durationSeconds,
    sections: sectionOrder.map((section) => {
      const inSection = questions.filter((question) => question.section === section);
      return { section, questions: inSection.length, marks: inSection.reduce((sum, question) => sum + question.marks, 0) };
    }),
  };
}

/**
 * Stores the list Aptitude first, then Technical, each in the order given: the exam view groups
 * questions by section, so storing them grouped keeps the learner's numbering and ours the same.
 * Call inside the transaction that locked the paper's row.
 */
export async function replaceQuestions(
  tx: Database,
  actor: Actor,
  paper: papers.PaperRef & { status: 'draft' | 'published' | 'archived' },
  questionIds: string[],
): Promise<void> {
  const { before, ordered } = await writeQuestions(tx, paper, questionIds);
  await recordChange(tx, {
    actorId: actor.id,
    action: `${paper.kind}.questions`,
    entity: paper.kind,
    entityId: paper.id,
    before: { questionIds: before },
    after: { questionIds: ordered },
  });
}

/** replaceQuestions without its audit entry, for a change audited as a whole (a bulk action): the list before and after. */
export async function writeQuestions(tx: Database, paper: papers.PaperRef & { status: 'draft' | 'published' | 'archived' }, questionIds: string[]) {
  await requireChangeable(tx, paper, paper.status);
  const sections = await papers.sectionsOfQuestions(tx, questionIds);
  const unknown = questionIds.filter((id) => !sections.has(id));
  if (unknown.length) throw badRequest(`No such question: ${unknown.join(', ')}.`);
  const ordered = sectionOrder.flatMap((section) => questionIds.filter((id) => sections.get(id) === section));
  const before = (await papers.paperQuestions(tx, paper)).map((question) => question.id);
  // only those joining: a question the paper holds already is judged when the paper is published
  const held = new Set(before);
  await requireMayEnter(
    tx,
    paper,
    ordered.filter((id) => !held.has(id)),
  );
  await papers.replacePaperQuestions(tx, paper, ordered);
  await papers.touchPapers(tx, paper.kind === 'test' ? [paper.id] : [], paper.kind === 'quiz' ? [paper.id] : []);
  return { before, ordered };
}

/** After the change is committed: no instance serves its cached copy any more. */
export async function forgetPapers(db: Database, list: papers.PaperRef[]): Promise<void> {
  await Promise.all(list.map((paper) => forgetTarget(db, paper)));
}

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
export async function offerInHindi(tx: Database, paper: papers.PaperRef, status: 'draft' | 'published' | 'archived', offered: boolean | undefined) {
  const before = await papers.offeredInHindi(tx, paper);
  if (offered === undefined || offered === before) return { before: { offeredInHindi: before }, after: { offeredInHindi: before } };
  if (offered && status === 'published') await requireHindiComplete(tx, paper, 'offer');
  await papers.setOfferedInHindi(tx, paper, offered);
  return { before: { offeredInHindi: before }, after: { offeredInHindi: offered } };
}
