// A master regrades a test learners have taken: the dry run shows exactly what the regrade then
// does; scores, ranks, percentiles, results and the dashboard's report follow; only the learners
// whose score changed are told; refusals change nothing; a creator may not regrade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { loadTestFixtures } from '../../../../test/e2e-fixtures.ts';
import { adminApi, idOf } from '../../../../test/admin-api.ts';
import { answered, enrolledLearner, examApi } from '../../../../test/exam-api.ts';
import { attempts } from '../../../db/schema.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { paperRegrades, userNotices } from '../../../db/review-schema.ts';
import { answersOf, insertTest, regradeApi, regradeWrites, takeTest } from './test-support.ts';

let t: TestApp;
let seriesId: string;
let master: { cookie: string; user: { id: string; name: string } };
let api: ReturnType<typeof regradeApi>;

beforeAll(async () => {
  t = await createTestApp();
  ({ seriesId } = await loadTestFixtures(t.app.db));
  master = await signIn(t.app, { role: 'master', name: 'Meenakshi Rao' });
  api = regradeApi(t.app);
});
afterAll(() => t.close());

const allRight = { 'e2e-apt-1': 1, 'e2e-apt-2': 1, 'e2e-apt-3': 2, 'e2e-tech-1': 0, 'e2e-tech-2': 2, 'e2e-tech-3': 1 };
const noticesOf = (userId: string) => t.app.db.select().from(userNotices).where(eq(userNotices.userId, userId));
const scoreOf = async (attemptId: string) => (await t.app.db.select({ score: attempts.score }).from(attempts).where(eq(attempts.id, attemptId)))[0]?.score;

describe('regrading a test', () => {
  it('does in the regrade exactly what the dry run showed: scores, ranks, percentiles, results, report, notices', async () => {
    const paper = { seriesId, ...(await insertTest(t.app, seriesId)) };
    const tech2 = paper.ids['e2e-tech-2']!;
    // the key of tech-2 (2 marks) says C; the learners' challenge says B is right
    const asha = await takeTest(t.app, paper, 'Asha Iyer', allRight); // 7
    const bala = await takeTest(t.app, paper, 'Bala Krishnan', { ...allRight, 'e2e-tech-2': 1 }); // 5 - 2/3 = 4.33
    const chitra = await takeTest(t.app, paper, 'Chitra Sen', { 'e2e-apt-1': 1, 'e2e-tech-2': 1 }); // 1 - 2/3 = 0.33
    const dev = await takeTest(t.app, paper, 'Dev Malhotra', { ...allRight, 'e2e-tech-2': null }); // 5
    const body = { kind: 'test' as const, paperId: paper.testId, questionId: tech2, action: 'rekey' as const, key: { type: 'MCQ', correctIndex: 1 } };

    const before = await regradeWrites(t.app);
    const dry = await api.dryRun(master, body);
    expect(dry.statusCode).toBe(200);
    const preview = dry.json().preview;
    expect(await regradeWrites(t.app)).toEqual(before);

    expect(preview).toMatchObject({
      attempts: 4,
      openAttempts: 0,
      changed: 3,
      ranksMoved: 2,
      maxScore: { before: 7, after: 7 },
      rankOne: null,
      newWinner: null,
    });
    const change = (userId: string) => preview.changes.find((item: { user: { id: string } }) => item.user.id === userId);
    expect(change(asha.userId)).toMatchObject({
      user: { name: 'Asha Iyer' },
      before: { score: 7, rank: 1, percentile: 100 },
      after: { score: 4.33, rank: 3, percentile: 33.33 },
    });
    expect(change(bala.userId)).toMatchObject({ before: { score: 4.33, rank: 3, percentile: 33.33 }, after: { score: 7, rank: 1, percentile: 100 } });
    expect(change(chitra.userId)).toMatchObject({ before: { score: 0.33, rank: 4 }, after: { score: 3, rank: 4, percentile: 0 } });
    expect(change(dev.userId)).toBeUndefined();

    const done = await api.regrade(master, { ...body, reason: 'GATE 2027 official key, after the challenge window' });
    expect(done.statusCode).toBe(200);
    const record = done.json().regrade;
    // the regrade did what the dry run said, to the number
    expect(record.summary).toEqual(preview);
    expect(record).toMatchObject({
      questionNumber: 5,
      action: 'rekey',
      key: { type: 'MCQ', correctIndex: 1 },
      createdBy: { id: master.user.id, name: 'Meenakshi Rao' },
    });
    for (const item of preview.changes) expect(await scoreOf(item.attemptId)).toBe(item.after.score);

    // the learner's result: score, rank and percentile, the question's new key with its note
    const exam = examApi(t.app, seriesId);
    const result = (await exam.getTest(asha, paper.testId)).json();
    expect(result.attemptedData.analyzedData.basicMetrics.score).toBe(4.33);
    expect(result.standing).toEqual({ rank: 3, takers: 4, percentile: 33.33 });
    const reviewed = result.test.questions.find((question: { _id: string }) => question._id === tech2);
    expect(reviewed.answerKey).toEqual({ type: 'MCQ', correctIndex: 1 });
    expect(reviewed.regrade).toMatchObject({
      action: 'rekey',
      reason: 'GATE 2027 official key, after the challenge window',
      previousKey: { type: 'MCQ', correctIndex: 2 },
    });
    expect(result.attemptedData.analyzedData.questionAnalysis[4]).toMatchObject({ questionId: tech2, status: 'incorrect' });
    // share of takers who got it right, from the new analyses: Bala and Chitra of four
    expect(result.questionStats[tech2]).toBe(50);
    expect((await exam.getTest(bala, paper.testId)).json().standing).toEqual({ rank: 1, takers: 4, percentile: 100 });

    // the dashboard's report reads the new analysis
    const report = await t.app.inject({ method: 'GET', url: `/api/testseries/mylearning/${bala.userId}`, headers: { cookie: bala.cookie } });
    expect(report.json().performanceReport.quizDetails).toEqual([expect.objectContaining({ totalMarks: 7, score: 100, correctAnswers: 6 })]);

    // told: the three whose score changed, with what changed, why and where; not Dev
    const [notice] = await noticesOf(asha.userId);
    expect(notice).toMatchObject({ kind: 'regrade', link: `/givetest/${asha.userId}/${seriesId}/${paper.testId}` });
    expect(notice!.body).toContain('Question 5 of');
    expect(notice!.body).toContain('The key is now B (it was C).');
    expect(notice!.body).toContain('Why: GATE 2027 official key, after the challenge window.');
    expect(notice!.body).toContain('Your score went from 7 to 4.33 (out of 7).');
    expect(await noticesOf(bala.userId)).toHaveLength(1);
    expect(await noticesOf(chitra.userId)).toHaveLength(1);
    expect(await noticesOf(dev.userId)).toHaveLength(0);

    // recorded and audited
    const [row] = await t.app.db.select().from(paperRegrades).where(eq(paperRegrades.testId, paper.testId));
    expect(row).toMatchObject({ questionId: tech2, action: 'rekey', correctIndex: 1, createdBy: master.user.id });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'test'), eq(auditLog.entityId, paper.testId), eq(auditLog.action, 'test.regrade')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ before: { key: { correctIndex: 2 } }, after: { regradeId: row!.id, changed: 3 } });

    // the paper's page lists it
    const view = (await api.paper(master, 'test', paper.testId)).json();
    expect(view.paper).toMatchObject({ submitted: 4, open: 0 });
    expect(view.paper.questions[4]).toMatchObject({ id: tech2, key: { correctIndex: 1 }, originalKey: { correctIndex: 2 }, voided: null });
    expect(view.regrades).toEqual([record]);
  });

  it('grades an attempt still open at the regrade by the new key when it ends, by the learner or at the deadline', async () => {
    const paper = { seriesId, ...(await insertTest(t.app, seriesId)) };
    const tech2 = paper.ids['e2e-tech-2']!;
    await takeTest(t.app, paper, 'Finished Early', allRight);
    // both chose B for tech-2 and are still writing when the key becomes B
    const submits = await takeTest(t.app, paper, 'Submits Later', { 'e2e-tech-2': 1 }, { submit: false });
    const runsOut = await takeTest(t.app, paper, 'Runs Out Of Time', { 'e2e-tech-2': 1 }, { submit: false });
    const body = { kind: 'test' as const, paperId: paper.testId, questionId: tech2, action: 'rekey' as const, key: { type: 'MCQ', correctIndex: 1 } };
    expect((await api.regrade(master, body)).json().regrade.summary).toMatchObject({ attempts: 1, openAttempts: 2 });

    const exam = examApi(t.app, seriesId);
    const submitted = await exam.submit(submits, paper.testId, { answers: answersOf(paper.ids, { 'e2e-tech-2': 1 }) });
    expect(submitted.json().analyzedData.questionAnalysis[4]).toMatchObject({ questionId: tech2, status: 'correct', marks: 2 });
    // its time ran out: the next read finalises it, with the paper as it is now
    await t.app.db
      .update(attempts)
      .set({ startedAt: sql`now() - interval '1300 seconds'`, deadline: sql`now() - interval '100 seconds'` })
      .where(eq(attempts.id, runsOut.attemptId));
    const settled = (await exam.getTest(runsOut, paper.testId)).json();
    expect(settled.attemptedData.analyzedData).toMatchObject({ endedBy: 'deadline', basicMetrics: { score: 2 } });
  });

  it('voids a question for full marks, then for nobody: the maximum follows, and the learners are told each time', async () => {
    const paper = { seriesId, ...(await insertTest(t.app, seriesId)) };
    const tech2 = paper.ids['e2e-tech-2']!;
    const full = await takeTest(t.app, paper, 'Full Marks', allRight); // 7
    const wrong = await takeTest(t.app, paper, 'Wrong On It', { ...allRight, 'e2e-apt-1': null, 'e2e-tech-2': 0 }); // 4 - 2/3 = 3.33
    const blank = await takeTest(t.app, paper, 'Left Blank', {}); // 0

    const voidFull = await api.regrade(master, {
      kind: 'test',
      paperId: paper.testId,
      questionId: tech2,
      action: 'void-full',
      reason: 'Two options are right',
    });
    expect(voidFull.json().regrade.summary).toMatchObject({ attempts: 3, changed: 2, maxScore: { before: 7, after: 7 } });
    expect(await scoreOf(wrong.attemptId)).toBe(6);
    expect(await scoreOf(blank.attemptId)).toBe(2);
    expect(await scoreOf(full.attemptId)).toBe(7);
    expect(await noticesOf(full.userId)).toHaveLength(0);

    const voidNone = await api.regrade(master, { kind: 'test', paperId: paper.testId, questionId: tech2, action: 'void-none', reason: 'Out of the syllabus' });
    expect(voidNone.json().regrade.summary).toMatchObject({ changed: 3, maxScore: { before: 7, after: 5 } });
    expect(await scoreOf(full.attemptId)).toBe(5);
    expect(await scoreOf(wrong.attemptId)).toBe(4);
    expect(await scoreOf(blank.attemptId)).toBe(0);
    const result = (await examApi(t.app, seriesId).getTest(full, paper.testId)).json();
    expect(result.attemptedData.analyzedData.basicMetrics).toMatchObject({ score: 5, maxPossibleMarks: 5, totalQuestions: 5 });
    expect(result.attemptedData.analyzedData.questionAnalysis[4]).toMatchObject({ status: 'other', marks: 0, voided: 'none' });
    expect(result.test.questions[4].regrade).toMatchObject({ action: 'void-none', reason: 'Out of the syllabus', previousKey: null });
    expect((await noticesOf(full.userId))[0]!.body).toContain('The question was voided: it counts for nobody.');
    expect(await noticesOf(blank.userId)).toHaveLength(2);

    const history = (await api.paper(master, 'test', paper.testId)).json().regrades;
    expect(history.map((item: { action: string }) => item.action)).toEqual(['void-none', 'void-full']);
  });
});

describe('regrading a paper whose question has a newer version', () => {
  it('regrades each attempt at the version it was served', async () => {
    const admin = adminApi(t.app);
    const edit = idOf(await admin.createQuestion(master), 'question'); // v1: 4 options, 1 mark, key B
    const steady = idOf(await admin.createQuestion(master, { section: 'Technical', text: 'Unchanged' }), 'question');
    for (const id of [edit, steady]) await admin.publish(master, 'questions', id);
    const testId = idOf(await admin.createTest(master, seriesId), 'test');
    await admin.setQuestions(master, 'tests', testId, [edit, steady]);
    expect((await admin.publish(master, 'tests', testId)).statusCode).toBe(200);
    const exam = examApi(t.app, seriesId);
    const take = async (answer: number) => {
      const learner = await enrolledLearner(t.app, seriesId);
      await exam.start(learner, testId);
      expect((await exam.submit(learner, testId, { answers: { [edit]: answered(answer) } })).statusCode).toBe(200);
      return learner;
    };
    const early = await take(0); // wrong by version 1: -1/3
    // version 2: two options, 2 marks, key A; the test serves it from now on
    const v2 = { text: 'What is $3 + 3$?', options: [{ text: '6' }, { text: '9' }], correctIndex: 0, explanation: 'Six.', section: 'Aptitude', marks: 2 };
    expect((await admin.call(master, 'PUT', `/api/admin/questions/${edit}`, v2)).statusCode).toBe(200);
    expect((await admin.call(master, 'POST', `/api/admin/tests/${testId}/serve-latest`, { questionId: edit })).statusCode).toBe(200);
    const late = await take(0); // right by version 2: 2

    const done = await api.regrade(master, { kind: 'test', paperId: testId, questionId: edit, action: 'void-full', reason: 'Ambiguous wording' });
    expect(done.json().regrade.summary).toMatchObject({
      attempts: 2,
      changed: 1,
      changes: [{ user: { id: early.userId }, before: { score: -0.33 }, after: { score: 1 } }],
    });
    const earlyResult = (await exam.getTest(early, testId)).json();
    // its question's marks and maximum are version 1's
    expect(earlyResult.attemptedData.analyzedData.basicMetrics).toMatchObject({ score: 1, maxPossibleMarks: 2 });
    expect(earlyResult.test.questions[0]).toMatchObject({ questionText: 'What is $2 + 2$?', regrade: { action: 'void-full' } });
    expect((await exam.getTest(late, testId)).json().attemptedData.analyzedData.basicMetrics).toMatchObject({ score: 2, maxPossibleMarks: 3 });
  });
});

describe('a regrade refused', () => {
  it('says why, with 400, 404 or 409, and changes nothing', async () => {
    const paper = { seriesId, ...(await insertTest(t.app, seriesId)) };
    await takeTest(t.app, paper, 'Only Taker', allRight);
    const untaken = await insertTest(t.app, seriesId);
    const other = await insertTest(t.app, seriesId, ['e2e-msq-1']);
    const tech2 = paper.ids['e2e-tech-2']!;
    const base = { kind: 'test' as const, paperId: paper.testId, questionId: tech2 };
    const before = await regradeWrites(t.app);
    const [audited] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);

    const refusals: [Parameters<typeof api.regrade>[1], number, string][] = [
      [{ ...base, questionId: other.ids['e2e-msq-1']!, action: 'void-full' }, 400, 'That question is not in this test.'],
      [
        { ...base, action: 'rekey', key: { type: 'MSQ', correctIndexes: [0, 1] } },
        400,
        'Question 5 is a multiple choice (one answer) question: give its new key as one.',
      ],
      [{ ...base, action: 'rekey', key: { type: 'MCQ', correctIndex: 7 } }, 400, 'Choose which option is correct.'],
      [{ ...base, action: 'rekey' }, 400, 'Invalid key: Give the new key.'],
      [{ ...base, action: 'void-none', key: { type: 'MCQ', correctIndex: 1 } }, 400, 'Invalid key: A voided question keeps its key: send none.'],
      [{ ...base, action: 'void-none', reason: '   ' }, 400, 'Invalid reason: Say why the question is regraded: the learners whose score changes are told.'],
      [{ ...base, action: 'rekey', key: { type: 'MCQ', correctIndex: 2 } }, 409, 'C is already the key of question 5.'],
      [
        { ...base, paperId: untaken.testId, questionId: untaken.ids['e2e-tech-2']!, action: 'void-full' },
        409,
        'Nobody has taken this test yet: correct the question itself in the question bank instead of regrading.',
      ],
      [{ ...base, paperId: '00000000-0000-4000-8000-000000000000', action: 'void-full' }, 404, 'No such test.'],
    ];
    for (const [body, status, message] of refusals) {
      for (const call of [api.dryRun, api.regrade]) {
        const response = await call(master, body);
        expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
      }
    }
    expect(await regradeWrites(t.app)).toEqual(before);
    const [auditedAfter] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(auditedAfter!.n).toBe(audited!.n);
  });

  it('to a creator (a master’s decision) and to a learner; a creator may still read the history', async () => {
    const paper = { seriesId, ...(await insertTest(t.app, seriesId)) };
    await takeTest(t.app, paper, 'Taker', allRight);
    const body = { kind: 'test' as const, paperId: paper.testId, questionId: paper.ids['e2e-apt-1']!, action: 'void-full' as const };
    const creator = await signIn(t.app, { role: 'creator' });
    const learner = await signIn(t.app);
    for (const call of [api.dryRun, api.regrade]) {
      const refused = await call(creator, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This needs the master role or higher.');
      expect((await call(learner, body)).json().code).toBe('admin-only');
    }
    expect((await api.paper(creator, 'test', paper.testId)).statusCode).toBe(200);
    const god = await signIn(t.app, { role: 'god' });
    expect((await api.dryRun(god, body)).statusCode).toBe(200);
    expect(await t.app.db.select().from(paperRegrades).where(eq(paperRegrades.testId, paper.testId))).toHaveLength(0);
  });
});
