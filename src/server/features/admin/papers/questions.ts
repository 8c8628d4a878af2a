// A paper's ordered question list and its totals: the same for a test and a weekly quiz.
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../http-errors.ts';
import { recordChange } from '../../audit/service.ts';
import * as papers from '../../catalogue/papers.service.ts';
import type { Actor } from '../authoring.ts';
import { requireChangeable, touchPaper } from './changes.ts';
import { requireMayEnter } from './placement.ts';

export type PaperQuestion = Awaited<ReturnType<typeof papers.paperQuestions>>[number];
type Status = 'draft' | 'published' | 'archived';

const sectionOrder = ['Aptitude', 'Technical'] as const;

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
export async function replaceQuestions(tx: Database, actor: Actor, paper: papers.PaperRef & { status: Status }, questionIds: string[]): Promise<void> {
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
export async function writeQuestions(tx: Database, paper: papers.PaperRef & { status: Status }, questionIds: string[]) {
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
  await touchPaper(tx, paper);
  return { before, ordered };
}
