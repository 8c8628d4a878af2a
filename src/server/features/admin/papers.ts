// What tests and weekly quizzes share in authoring: their ordered question list, its totals, and the
// rule that the list is fixed once a learner has started the paper (docs/decisions/013).
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { anyAttemptsOf, forgetTarget, TARGET_TTL_MS } from '../attempts/service.ts';
import { recordChange } from '../audit/service.ts';
import * as papers from '../catalogue/papers.service.ts';
import * as bank from '../catalogue/questions.service.ts';
import type { Actor } from './authoring.ts';

export type PaperQuestion = Awaited<ReturnType<typeof papers.paperQuestions>>[number];
const sectionOrder = ['Aptitude', 'Technical'] as const;

export const PAPER_STARTED = 'Learners have started this paper, so its questions and marking can no longer change.';

export const hasAttempts = (db: Database, paper: papers.PaperRef) =>
  anyAttemptsOf(db, paper.kind === 'test' ? [paper.id] : [], paper.kind === 'quiz' ? [paper.id] : []);

export async function requireNotStarted(db: Database, paper: papers.PaperRef): Promise<void> {
  if (await hasAttempts(db, paper)) throw conflict(PAPER_STARTED, 'paper-started');
}

export const PAPER_PUBLISHED =
  'This paper is published, so learners may be taking it: unpublish it before changing its questions, marking or time limit.';

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
    throw conflict(`This paper changed moments ago; every server shows the new version within ${TARGET_TTL_MS / 1000} s: publish it again in ${wait} s.`, 'paper-settling');
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
  await requireChangeable(tx, paper, paper.status);
  const sections = await papers.sectionsOfQuestions(tx, questionIds);
  const unknown = questionIds.filter((id) => !sections.has(id));
  if (unknown.length) throw badRequest(`No such question: ${unknown.join(', ')}.`);
  const ordered = sectionOrder.flatMap((section) => questionIds.filter((id) => sections.get(id) === section));
  const before = (await papers.paperQuestions(tx, paper)).map((question) => question.id);
  await papers.replacePaperQuestions(tx, paper, ordered);
  await papers.touchPapers(tx, paper.kind === 'test' ? [paper.id] : [], paper.kind === 'quiz' ? [paper.id] : []);
  await recordChange(tx, {
    actorId: actor.id,
    action: `${paper.kind}.questions`,
    entity: paper.kind,
    entityId: paper.id,
    before: { questionIds: before },
    after: { questionIds: ordered },
  });
}

/** After the change is committed: no instance serves its cached copy any more. */
export async function forgetPapers(db: Database, list: papers.PaperRef[]): Promise<void> {
  await Promise.all(list.map((paper) => forgetTarget(db, paper)));
}

/**
 * Publishing a paper is the master's review of what it shows: its questions that are still drafts
 * (or were unpublished) are published with it, each audited, in the paper's own transaction.
 */
export async function publishPaperQuestions(tx: Database, actor: Actor, paper: papers.PaperRef): Promise<void> {
  for (const question of await papers.paperQuestions(tx, paper)) {
    if (question.status === 'published') continue;
    const before = await bank.findQuestionRecord(tx, question.id, true);
    const after = await bank.updateQuestion(tx, question.id, { status: 'published', needsReview: false });
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.publish',
      entity: 'question',
      entityId: question.id,
      before,
      after: { ...after, publishedWith: paper },
    });
  }
}
