// What a weekly quiz adds to a paper: its exam, its window (a quiz closes after it opens, and a
// published quiz given a new window is judged as one being published), its own marks and its slug.
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../http-errors.ts';
import type { AdminQuiz, QuizInput, QuizPatch } from '../../../../shared/api/admin-content.ts';
import * as papers from '../../catalogue/papers.service.ts';
import { slugOf, type Actor } from '../authoring.ts';
import { paperSteps, type PaperKind } from './paper.ts';
import { requireMayPublish } from './placement.ts';
import { examSetting, requireProfileExists } from './profile-check.ts';
import { markingOf } from '../../../../shared/exam/marking.ts';
import { defaultProfileCode } from '../../../../shared/exam/paper-exam.ts';

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
    profileCode: profileCodeOf(row),
  };
}

/** The quiz's profile: its own, else the one its exam points to (it is given it at the next start). */
const profileCodeOf = (row: papers.QuizRecord) => row.profileCode ?? defaultProfileCode({ exam: row.exam, marking: row.marking, title: row.title });

export const quizKind: PaperKind<papers.QuizRecord, papers.QuizValues, AdminQuiz> = {
  kind: 'quiz',
  name: 'weekly quiz',
  examFields: ['timeLimitSeconds', 'correctMarks', 'wrongMarks', 'marking'],
  fitFields: ['marking', 'profileCode'],
  marksEach: (quiz) => markingOf(quiz.marking, { quiz: { correct: quiz.correctMarks, wrong: quiz.wrongMarks } }).marksEach,
  find: papers.findQuizRecord,
  update: papers.updateQuiz,
  // a short paper in its exam's style (its types and sections), marked as the spec's weekly quiz unless set as an exam's
  examOf: (db, quiz) =>
    examSetting(
      db,
      profileCodeOf(quiz),
      'subject',
      quiz.marking === 'weekly' ? null : markingOf(quiz.marking, { quiz: { correct: quiz.correctMarks, wrong: quiz.wrongMarks } }),
      // drawn from the whole sitting: a UGC NET quiz may ask Paper 1 and Paper 2 questions
      true,
    ),
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
  const profileCode = input.profileCode ?? defaultProfileCode({ exam: input.exam, marking: input.marking, title: input.title });
  await requireProfileExists(db, profileCode);
  const values = { ...(toValues(input) as papers.QuizValues), profileCode, slug: slugOf(input.title), createdBy: actor.id };
  return quizSteps.create(db, actor, (tx) => papers.insertQuiz(tx, values), input.offeredInHindi);
}

export async function editQuiz(db: Database, actor: Actor, id: string, input: QuizPatch): Promise<AdminQuiz> {
  if (input.profileCode !== undefined) await requireProfileExists(db, input.profileCode);
  return quizSteps.edit(db, actor, id, toValues(input), input.offeredInHindi);
}
