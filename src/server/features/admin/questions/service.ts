// Authoring the question bank. A question that a started test or quiz shows is locked: editing it
// is refused and a duplicate is edited instead (docs/decisions/013-question-integrity.md).
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import type { AdminQuestion, QuestionInput, QuestionListQuery } from '../../../../shared/api/admin-questions.ts';
import { anyAttemptsOf } from '../../attempts/service.ts';
import { recordChange } from '../../audit/service.ts';
import { papersUsingQuestion, touchPapers } from '../../catalogue/papers.service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { editActionFor, requireCan, type Actor } from '../authoring.ts';
import { forgetPaper } from '../papers.ts';

export const QUESTION_IN_USE =
  'This question is in a test or quiz that is published or has been started, so it cannot change: duplicate it and edit the copy.';

export function toAdminQuestion(row: bank.QuestionRecord): AdminQuestion {
  return {
    id: row.id,
    text: row.text,
    options: row.options.map((option) => ({ text: option.text })),
    correctIndex: row.correctIndex,
    explanation: row.explanation,
    section: row.section,
    marks: row.marks,
    topic: row.topic,
    type: row.type,
    source: row.source,
    remarks: row.remarks,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listQuestions(db: Database, query: QuestionListQuery) {
  const { page, pageSize, ...filter } = query;
  const { rows, total } = await bank.listQuestions(db, filter, (page - 1) * pageSize, pageSize);
  return { questions: rows.map(toAdminQuestion), page, pageSize, total };
}

export async function getQuestion(db: Database, id: string): Promise<AdminQuestion> {
  const row = await bank.findQuestionRecord(db, id);
  if (!row) throw notFound('No such question.');
  return toAdminQuestion(row);
}

export async function createQuestion(db: Database, actor: Actor, input: QuestionInput): Promise<AdminQuestion> {
  return db.transaction(async (tx) => {
    const row = await bank.insertQuestion(tx, { ...input, createdBy: actor.id });
    await recordChange(tx, { actorId: actor.id, action: 'question.create', entity: 'question', entityId: row.id, before: null, after: row });
    return toAdminQuestion(row);
  });
}

async function lockedQuestion(tx: Database, id: string) {
  const row = await bank.findQuestionRecord(tx, id, true);
  if (!row) throw notFound('No such question.');
  return row;
}

export async function editQuestion(db: Database, actor: Actor, id: string, input: QuestionInput): Promise<AdminQuestion> {
  const { question, papers } = await db.transaction(async (tx) => {
    const before = await lockedQuestion(tx, id);
    requireCan(actor, editActionFor(before.status));
    const used = await papersUsingQuestion(tx, id);
    if (used.anyPublished || (await anyAttemptsOf(tx, used.testIds, used.quizIds))) throw conflict(QUESTION_IN_USE, 'question-in-use');
    const after = await bank.updateQuestion(tx, id, input);
    await touchPapers(tx, used.testIds, used.quizIds);
    await recordChange(tx, { actorId: actor.id, action: 'question.edit', entity: 'question', entityId: id, before, after });
    return { question: after, papers: used };
  });
  for (const testId of papers.testIds) forgetPaper(db, { kind: 'test', id: testId });
  for (const quizId of papers.quizIds) forgetPaper(db, { kind: 'quiz', id: quizId });
  return toAdminQuestion(question);
}

/** A new draft with the same content, in no paper yet: how a used question is corrected. */
export async function duplicateQuestion(db: Database, actor: Actor, id: string): Promise<AdminQuestion> {
  return db.transaction(async (tx) => {
    const source = await lockedQuestion(tx, id);
    const { text, options, correctIndex, explanation, section, marks, topic, type, remarks } = source;
    const row = await bank.insertQuestion(tx, {
      ...{ text, options, correctIndex, explanation, section, marks, topic, type, remarks, source: source.source },
      image: source.image,
      explanationImage: source.explanationImage,
      createdBy: actor.id,
    });
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.duplicate',
      entity: 'question',
      entityId: row.id,
      before: { duplicateOf: id },
      after: row,
    });
    return toAdminQuestion(row);
  });
}

export async function setQuestionStatus(db: Database, actor: Actor, id: string, status: 'published' | 'archived'): Promise<AdminQuestion> {
  return db.transaction(async (tx) => {
    const before = await lockedQuestion(tx, id);
    const after = await bank.updateQuestion(tx, id, { status });
    const action = status === 'published' ? 'question.publish' : 'question.unpublish';
    await recordChange(tx, { actorId: actor.id, action, entity: 'question', entityId: id, before, after });
    return toAdminQuestion(after);
  });
}
