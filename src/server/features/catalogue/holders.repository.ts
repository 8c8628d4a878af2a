// SQL of which other papers hold some questions, for the rule that keeps a weekly quiz's answer key
// from reaching learners through another paper (admin/papers/placement.ts).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizQuestions, quizzes, testQuestions, tests, testSeries } from '../../db/schema.ts';

export interface QuizHolding {
  questionId: string;
  quizId: string;
  title: string;
  closesAt: Date;
}

export interface TestHolding {
  questionId: string;
  testId: string;
  title: string;
  seriesTitle: string;
  status: 'draft' | 'published' | 'archived';
}

/**
 * The quizzes, of any status, holding any of these questions that have not settled by the
 * database's clock (decision 009): quizSettlesAt of shared/exam/disclosure.ts, close + time limit +
 * the in-flight allowance, in SQL, so the moment is the one attempts are written by. Latest close first.
 */
export async function unsettledQuizzesHolding(db: Database, questionIds: string[], inFlightSeconds: number, exceptQuizId?: string): Promise<QuizHolding[]> {
  if (questionIds.length === 0) return [];
  return db
    .select({ questionId: quizQuestions.questionId, quizId: quizzes.id, title: quizzes.title, closesAt: quizzes.closesAt })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(
      and(
        inArray(quizQuestions.questionId, questionIds),
        exceptQuizId === undefined ? undefined : ne(quizzes.id, exceptQuizId),
        sql`${quizzes.closesAt} + make_interval(secs => ${quizzes.timeLimitSeconds} + ${inFlightSeconds}) > now()`,
      ),
    )
    .orderBy(sql`${quizzes.closesAt} desc`, asc(quizzes.title));
}

/** The tests, of any status, holding any of these questions, with their series' title. */
export async function testsHolding(db: Database, questionIds: string[], exceptTestId?: string): Promise<TestHolding[]> {
  if (questionIds.length === 0) return [];
  return db
    .select({ questionId: testQuestions.questionId, testId: tests.id, title: tests.title, seriesTitle: testSeries.title, status: tests.status })
    .from(testQuestions)
    .innerJoin(tests, eq(tests.id, testQuestions.testId))
    .innerJoin(testSeries, eq(testSeries.id, tests.seriesId))
    .where(and(inArray(testQuestions.questionId, questionIds), exceptTestId === undefined ? undefined : ne(tests.id, exceptTestId)))
    .orderBy(asc(testSeries.title), asc(tests.title));
}
