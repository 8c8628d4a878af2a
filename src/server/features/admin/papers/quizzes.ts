// What a weekly quiz adds to a paper: its exam, its window (a quiz closes after it opens, and a
// published quiz given a new window is judged as one being published), its own marks and its slug.
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../http-errors.ts';
import type { AdminQuiz, QuizInput, QuizPatch } from '../../../../shared/api/admin-content.ts';
import * as papers from '../../catalogue/papers.service.ts';
import { slugOf, type Actor } from '../authoring.ts';
import { paperSteps, type PaperKind } from './paper.ts';
import { requireMayPublish } from './placement.ts';

function summaryOf(row: papers.QuizRecord, offeredInHindi: boolean) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    exam: row.exam,
    status: row.status,
    timeLimitSeconds: row.timeLimitSeconds,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    correctMarks: row.correctMarks,
    wrongMarks: row.wrongMarks,
    marking: row.marking,
    offeredInHindi,
  };
}

export const quizKind: PaperKind<papers.QuizRecord, papers.QuizValues, AdminQuiz> = {
  kind: 'quiz',
  name: 'weekly quiz',
  examFields: ['timeLimitSeconds', 'correctMarks', 'wrongMarks', 'marking'],
  find: papers.findQuizRecord,
  update: papers.updateQuiz,
  view: (quiz, offeredInHindi, parts) => ({ ...summaryOf(quiz, offeredInHindi), ...parts }),
  checkEdit(before, values) {
    if ((values.closesAt ?? before.closesAt) <= (values.opensAt ?? before.opensAt)) throw badRequest('A quiz closes after it opens.');
  },
  async afterEdit(tx, before, after) {
    // a published quiz given a new window is a quiz opening again: it is judged as one being published
    const moved = after.opensAt.getTime() !== before.opensAt.getTime() || after.closesAt.getTime() !== before.closesAt.getTime();
    if (before.status === 'published' && moved) await requireMayPublish(tx, { kind: 'quiz', id: after.id }, 'reschedule');
  },
};

export const quizSteps = paperSteps(quizKind);

export async function listQuizzes(db: Database) {
  const rows = await papers.listAllQuizzes(db);
  const inHindi = await papers.quizzesOfferedInHindi(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, inHindi.has(row.id)));
}

function toValues(input: QuizPatch): Partial<papers.QuizValues> {
  const { timeLimitMinutes, opensAt, closesAt, offeredInHindi: _hindi, ...rest } = input;
  return {
    ...rest,
    ...(timeLimitMinutes === undefined ? {} : { timeLimitSeconds: timeLimitMinutes * 60 }),
    ...(opensAt === undefined ? {} : { opensAt: new Date(opensAt) }),
    ...(closesAt === undefined ? {} : { closesAt: new Date(closesAt) }),
  };
}

export async function createQuiz(db: Database, actor: Actor, input: QuizInput): Promise<AdminQuiz> {
  const values = { ...(toValues(input) as papers.QuizValues), slug: slugOf(input.title), createdBy: actor.id };
  return quizSteps.create(db, actor, (tx) => papers.insertQuiz(tx, values), input.offeredInHindi);
}

export const editQuiz = (db: Database, actor: Actor, id: string, input: QuizPatch): Promise<AdminQuiz> =>
  quizSteps.edit(db, actor, id, toValues(input), input.offeredInHindi);
