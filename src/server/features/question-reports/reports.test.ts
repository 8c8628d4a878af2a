// Issue 26 point 5, the learner's side: a report of a question of one's own submitted attempt, once
// per question, a few a day; a refused report writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, questions } from '../../db/schema.ts';
import { questionReports } from '../../db/review-schema.ts';
import { loadTestFixtures, type E2eFixtureIds } from '../../../test/e2e-fixtures.ts';
import { enrolledLearner, examApi } from '../../../test/exam-api.ts';
import { insertQuiz, quizApi, settleQuiz } from '../../../test/quiz-api.ts';
import { reportOf, submittedTest } from '../../../test/reports-api.ts';
import { ALREADY_REPORTED, REPORT_NOTE_MAX, reportLimitMessage, REPORTS_PER_DAY } from '../../../shared/api/question-reports.ts';

let t: TestApp;
let ids: E2eFixtureIds;
const easy = () => ids.tests['Easy Subject Test']!;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadTestFixtures(t.app.db);
});
afterAll(() => t.close());

const reportsOfUser = (userId: string) => t.app.db.select().from(questionReports).where(eq(questionReports.userId, userId));

describe('reporting a question of a submitted attempt', () => {
  it('is accepted with the attempt and the version served, and the solutions then list the question as reported', async () => {
    const { learner, attemptId, questionIds } = await submittedTest(t.app, ids.seriesId, easy());
    const questionId = questionIds[2]!;
    const response = await reportOf(t.app, learner, attemptId, { questionId, reason: 'wrong-key', note: '  Option B is right: 56 is 7 × 8.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, report: { questionId, reason: 'wrong-key' }, remainingToday: REPORTS_PER_DAY - 1 });

    const [row] = await reportsOfUser(learner.userId);
    expect(row).toMatchObject({ questionId, attemptId, questionVersion: 1, reason: 'wrong-key', note: 'Option B is right: 56 is 7 × 8.', status: 'open' });
    expect(row!.resolution).toBeNull();

    const result = (await examApi(t.app, ids.seriesId).getTest(learner, easy())).json();
    expect(result).toMatchObject({ attempted: true, attemptId, reportedQuestionIds: [questionId] });
  });

  it('keeps a note optional and records the version the attempt kept when the paper has moved on', async () => {
    const { learner, attemptId, questionIds } = await submittedTest(t.app, ids.seriesId, easy());
    const questionId = questionIds[0]!;
    // as the versions work records it: this attempt was served version 3 of the question
    await t.app.db
      .update(attempts)
      .set({ servedVersions: { [questionId]: 3 } })
      .where(eq(attempts.id, attemptId));
    const response = await reportOf(t.app, learner, attemptId, { questionId, reason: 'typo' });
    expect(response.statusCode).toBe(200);
    const [row] = await reportsOfUser(learner.userId);
    expect(row).toMatchObject({ note: '', questionVersion: 3, reason: 'typo' });
  });

  it('refuses a second report of the same question with 409 and changes nothing, also when two are sent at once', async () => {
    const { learner, attemptId, questionIds } = await submittedTest(t.app, ids.seriesId, easy());
    const first = await reportOf(t.app, learner, attemptId, { questionId: questionIds[1]!, reason: 'unclear', note: 'First words.' });
    expect(first.statusCode).toBe(200);
    const again = await reportOf(t.app, learner, attemptId, { questionId: questionIds[1]!, reason: 'typo', note: 'Second words.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'already-reported', message: ALREADY_REPORTED });
    expect((await reportsOfUser(learner.userId)).map((row) => [row.reason, row.note])).toEqual([['unclear', 'First words.']]);

    const racing = await Promise.all([0, 1, 2].map(() => reportOf(t.app, learner, attemptId, { questionId: questionIds[4]!, reason: 'out-of-syllabus' })));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await reportsOfUser(learner.userId)).toHaveLength(2);
  });

  it(`refuses more than ${REPORTS_PER_DAY} reports in 24 hours with 429, and counts only the last 24 hours`, async () => {
    const { learner, attemptId, questionIds } = await submittedTest(t.app, ids.seriesId, easy());
    // the day's reports so far, on questions of other papers
    const others = await t.app.db
      .insert(questions)
      .values(
        Array.from({ length: REPORTS_PER_DAY }, (_, index) => ({
          text: `Limit question ${index}`,
          options: [{ text: 'a' }, { text: 'b' }],
          correctIndex: 0,
          explanation: '',
          section: 'Aptitude' as const,
          marks: 1,
          status: 'published' as const,
        })),
      )
      .returning({ id: questions.id });
    await t.app.db.insert(questionReports).values(others.map(({ id }) => ({ questionId: id, userId: learner.userId, reason: 'typo' as const })));

    const refused = await reportOf(t.app, learner, attemptId, { questionId: questionIds[0]!, reason: 'wrong-key' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'rate-limited', message: reportLimitMessage, reason: 'report-limit', limit: REPORTS_PER_DAY });
    expect(await reportsOfUser(learner.userId)).toHaveLength(REPORTS_PER_DAY);

    // a day later the oldest no longer counts
    await t.app.db
      .update(questionReports)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(questionReports.questionId, others[0]!.id));
    const accepted = await reportOf(t.app, learner, attemptId, { questionId: questionIds[0]!, reason: 'wrong-key' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().remainingToday).toBe(0);
  });

  it("refuses another learner's attempt (403), an attempt still open (409), a question not in its paper (400) and bad input (400)", async () => {
    const { learner, attemptId, questionIds } = await submittedTest(t.app, ids.seriesId, easy());
    const intruder = await enrolledLearner(t.app, ids.seriesId);
    const notYours = await reportOf(t.app, intruder, attemptId, { questionId: questionIds[0]!, reason: 'typo' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().code).toBe('not-yours');

    const api = examApi(t.app, ids.seriesId);
    const open = (await api.start(learner, ids.tests['Full Subject Test']!)).json().attempt.attemptId as string;
    const early = await reportOf(t.app, learner, open, { questionId: questionIds[0]!, reason: 'typo' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'attempt-open' });

    const [stray] = await t.app.db
      .insert(questions)
      .values({ text: 'Not in the paper', options: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, explanation: '', section: 'Aptitude', marks: 1 })
      .returning({ id: questions.id });
    const elsewhere = await reportOf(t.app, learner, attemptId, { questionId: stray!.id, reason: 'typo' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('This question is not in the paper of this attempt.');

    for (const body of [
      { questionId: questionIds[0]!, reason: 'boring' },
      { questionId: questionIds[0]!, reason: 'typo', note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
      { questionId: 'not-a-question', reason: 'typo' },
    ]) {
      const bad = await reportOf(t.app, learner, attemptId, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(bad.json().code).toBe('invalid-input');
    }
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${attemptId}/reports`,
      payload: { questionId: questionIds[0], reason: 'typo' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await reportsOfUser(learner.userId)).toEqual([]);
    expect(await reportsOfUser(intruder.userId)).toEqual([]);
  });

  it('works for a weekly quiz too: its result names the attempt and the questions reported', async () => {
    const quiz = await insertQuiz(t.app);
    const { user, cookie } = await signIn(t.app);
    const learner = { userId: user.id, cookie };
    const quizzes = quizApi(t.app);
    const attemptId = (await quizzes.start(learner, quiz.quizId)).json().attempt.attemptId as string;
    expect((await quizzes.submit(learner, quiz.quizId)).statusCode).toBe(200);
    // the result that lists reports is the review, shown once the quiz has settled (decision 039)
    await settleQuiz(t.app, quiz.quizId);
    const before = (await quizzes.getQuiz(learner, quiz.quizId)).json();
    expect(before).toMatchObject({ attempted: true, solutions: 'open', attemptId, reportedQuestionIds: [] });

    const questionId = quiz.questionIds['e2e-tech-1']!;
    expect((await reportOf(t.app, learner, attemptId, { questionId, reason: 'out-of-syllabus' })).statusCode).toBe(200);
    expect((await quizzes.getQuiz(learner, quiz.quizId)).json().reportedQuestionIds).toEqual([questionId]);
  });
});
