// Authoring weekly quizzes: window, marking and questions; never published empty, fixed once started.
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../http-errors.ts';
import type { AdminQuiz, QuizInput, QuizPatch } from '../../../../shared/api/admin-content.ts';
import { recordChange } from '../../audit/service.ts';
import * as papers from '../../catalogue/papers.service.ts';
import { requireMayPublish } from '../paper-placement.ts';
import { serveLatest } from '../paper-versions.ts';
import { authorOf, requireCanChange, slugOf, type Actor } from '../authoring.ts';
import {
  forgetPapers,
  hasAttempts,
  notReviewedQuestions,
  replaceQuestions,
  requireChangeable,
  offerInHindi,
  requireHindiComplete,
  requireReviewed,
  requireSettled,
  totalsOf,
} from '../papers.ts';

const EMPTY_QUIZ = 'A weekly quiz needs at least one question before it is published.';

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

export async function listQuizzes(db: Database) {
  const rows = await papers.listAllQuizzes(db);
  const inHindi = await papers.quizzesOfferedInHindi(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, inHindi.has(row.id)));
}

export async function getQuiz(db: Database, id: string): Promise<AdminQuiz> {
  const quiz = await papers.findQuizRecord(db, id);
  if (!quiz) throw notFound('No such quiz.');
  const ref = { kind: 'quiz', id } as const;
  const [questions, started, notReviewed, author, offeredInHindi] = await Promise.all([
    papers.paperQuestions(db, ref),
    hasAttempts(db, ref),
    notReviewedQuestions(db, ref),
    authorOf(db, quiz.createdBy),
    papers.offeredInHindi(db, ref),
  ]);
  return { ...summaryOf(quiz, offeredInHindi), questions, totals: totalsOf(questions, quiz.timeLimitSeconds), hasAttempts: started, notReviewed, author };
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
  const id = await db.transaction(async (tx) => {
    const row = await papers.insertQuiz(tx, { ...(toValues(input) as papers.QuizValues), slug: slugOf(input.title), createdBy: actor.id });
    if (input.offeredInHindi) await papers.setOfferedInHindi(tx, { kind: 'quiz', id: row.id }, true);
    await recordChange(tx, {
      actorId: actor.id,
      action: 'quiz.create',
      entity: 'quiz',
      entityId: row.id,
      before: null,
      after: { ...row, offeredInHindi: input.offeredInHindi },
    });
    return row.id;
  });
  return getQuiz(db, id);
}

async function lockedQuiz(tx: Database, id: string) {
  const row = await papers.findQuizRecord(tx, id, true);
  if (!row) throw notFound('No such quiz.');
  return row;
}

export async function editQuiz(db: Database, actor: Actor, id: string, input: QuizPatch): Promise<AdminQuiz> {
  await db.transaction(async (tx) => {
    const before = await lockedQuiz(tx, id);
    await requireCanChange(tx, actor, before);
    const values = toValues(input);
    const opensAt = values.opensAt ?? before.opensAt;
    const closesAt = values.closesAt ?? before.closesAt;
    if (closesAt <= opensAt) throw badRequest('A quiz closes after it opens.');
    // marking and time limit are what started attempts are graded and timed by
    const changesExam = (['timeLimitSeconds', 'correctMarks', 'wrongMarks', 'marking'] as const).some(
      (key) => values[key] !== undefined && values[key] !== before[key],
    );
    if (changesExam) await requireChangeable(tx, { kind: 'quiz', id }, before.status);
    const hindi = await offerInHindi(tx, { kind: 'quiz', id }, before.status, input.offeredInHindi);
    const after = await papers.updateQuiz(tx, id, values);
    // a published quiz given a new window is a quiz opening again: it is judged as one being published
    const moved = after.opensAt.getTime() !== before.opensAt.getTime() || after.closesAt.getTime() !== before.closesAt.getTime();
    if (before.status === 'published' && moved) await requireMayPublish(tx, { kind: 'quiz', id }, 'reschedule');
    await recordChange(tx, {
      actorId: actor.id,
      action: 'quiz.edit',
      entity: 'quiz',
      entityId: id,
      before: { ...before, ...hindi.before },
      after: { ...after, ...hindi.after },
    });
  });
  await forgetPapers(db, [{ kind: 'quiz', id }]);
  return getQuiz(db, id);
}

export async function setQuizQuestions(db: Database, actor: Actor, id: string, questionIds: string[]): Promise<AdminQuiz> {
  await db.transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, id);
    await requireCanChange(tx, actor, quiz);
    await replaceQuestions(tx, actor, { kind: 'quiz', id, status: quiz.status }, questionIds);
  });
  await forgetPapers(db, [{ kind: 'quiz', id }]);
  return getQuiz(db, id);
}

export async function setQuizStatus(db: Database, actor: Actor, id: string, status: 'published' | 'archived'): Promise<AdminQuiz> {
  await db.transaction(async (tx) => {
    const before = await lockedQuiz(tx, id);
    if (status === 'published' && (await papers.paperQuestions(tx, { kind: 'quiz', id })).length === 0) {
      throw conflict(EMPTY_QUIZ, 'paper-empty');
    }
    if (status === 'published') await requireSettled(tx, { kind: 'quiz', id }, before.status);
    if (status === 'published') await requireReviewed(tx, { kind: 'quiz', id });
    if (status === 'published' && (await papers.offeredInHindi(tx, { kind: 'quiz', id }))) await requireHindiComplete(tx, { kind: 'quiz', id }, 'publish');
    if (status === 'published') await requireMayPublish(tx, { kind: 'quiz', id });
    const after = await papers.updateQuiz(tx, id, { status });
    const action = status === 'published' ? 'quiz.publish' : 'quiz.unpublish';
    await recordChange(tx, { actorId: actor.id, action, entity: 'quiz', entityId: id, before, after });
  });
  // who may open the paper changed: every instance reads it afresh
  await forgetPapers(db, [{ kind: 'quiz', id }]);
  return getQuiz(db, id);
}

/** The quiz serves the latest version of one question, or of every question that has a newer one. */
export async function serveLatestInQuiz(db: Database, actor: Actor, id: string, questionId: string | undefined): Promise<AdminQuiz> {
  await db.transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, id);
    await serveLatest(tx, actor, { kind: 'quiz', id, status: quiz.status, createdBy: quiz.createdBy }, questionId);
  });
  await forgetPapers(db, [{ kind: 'quiz', id }]);
  return getQuiz(db, id);
}
