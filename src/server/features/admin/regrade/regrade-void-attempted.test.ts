// A master voids a question of a UGC NET paper by NTA's rule: those who answered it, right or wrong,
// get its marks; those who left it get nothing. The dry run shows exactly what the regrade does,
// ranks follow, and the regrade screen says which void the paper's exam publishes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { loadTestFixtures } from '../../../../test/e2e-fixtures.ts';
import { examApi } from '../../../../test/exam-api.ts';
import { attempts, tests } from '../../../db/schema.ts';
import { paperRegrades, userNotices } from '../../../db/review-schema.ts';
import { insertTest, regradeApi, regradeWrites, takeTest } from './test-support.ts';

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

/** A test of the e2e series set for UGC NET Computer Science: 2 marks each, no negative marking. */
async function insertNetTest() {
  const paper = await insertTest(t.app, seriesId);
  // before anyone reads it: the paper's profile is read (and kept a minute) with the paper
  await t.app.db.update(tests).set({ profileCode: 'ugc-net-cs', marking: 'ugc-net' }).where(eq(tests.id, paper.testId));
  return { seriesId, ...paper };
}

describe("voiding a question of a UGC NET paper for those who attempted it (NTA's rule)", () => {
  it('gives its marks to those who answered it, right or wrong, not to those who left it; ranks follow', async () => {
    const paper = await insertNetTest();
    const tech2 = paper.ids['e2e-tech-2']!;
    const asha = await takeTest(t.app, paper, 'Asha Iyer', allRight); // 12 of 12
    const bala = await takeTest(t.app, paper, 'Bala Krishnan', { ...allRight, 'e2e-tech-2': 1 }); // wrong on it: 10
    const chitra = await takeTest(t.app, paper, 'Chitra Sen', { ...allRight, 'e2e-tech-2': null }); // left it: 10
    const dev = await takeTest(t.app, paper, 'Dev Malhotra', { 'e2e-apt-1': 1, 'e2e-tech-2': 0 }); // wrong on it: 2

    const view = (await api.paper(master, 'test', paper.testId)).json();
    expect(view.paper.voidRule).toBe('attempted');

    const body = { kind: 'test' as const, paperId: paper.testId, questionId: tech2, action: 'void-attempted' as const, reason: 'NTA dropped the question' };
    const before = await regradeWrites(t.app);
    const dry = await api.dryRun(master, body);
    expect(dry.statusCode).toBe(200);
    const preview = dry.json().preview;
    expect(await regradeWrites(t.app)).toEqual(before);
    expect(preview).toMatchObject({ attempts: 4, openAttempts: 0, changed: 2, ranksMoved: 2, maxScore: { before: 12, after: 12 }, rankOne: null });
    const change = (userId: string) => preview.changes.find((item: { user: { id: string } }) => item.user.id === userId);
    expect(change(bala.userId)).toMatchObject({ before: { score: 10, rank: 2, percentile: 50 }, after: { score: 12, rank: 1, percentile: 83.33 } });
    expect(change(dev.userId)).toMatchObject({ before: { score: 2, rank: 4 }, after: { score: 4, rank: 4, percentile: 0 } });
    // Chitra left it: her score stays, and Bala's moves past her
    expect(change(chitra.userId)).toBeUndefined();
    expect(change(asha.userId)).toBeUndefined();

    const done = await api.regrade(master, body);
    expect(done.statusCode).toBe(200);
    const record = done.json().regrade;
    expect(record.summary).toEqual(preview);
    expect(record).toMatchObject({ questionNumber: 5, action: 'void-attempted', key: null });
    expect({
      asha: await scoreOf(asha.attemptId),
      bala: await scoreOf(bala.attemptId),
      chitra: await scoreOf(chitra.attemptId),
      dev: await scoreOf(dev.attemptId),
    }).toEqual({
      asha: 12,
      bala: 12,
      chitra: 10,
      dev: 4,
    });
    const [row] = await t.app.db.select().from(paperRegrades).where(eq(paperRegrades.testId, paper.testId));
    expect(row).toMatchObject({ questionId: tech2, action: 'void-attempted', correctIndex: null });

    // the learners' results: the answered wrong one is correct with its marks; the one left is not
    const exam = examApi(t.app, seriesId);
    const balaResult = (await exam.getTest(bala, paper.testId)).json();
    expect(balaResult.standing).toEqual({ rank: 1, takers: 4, percentile: 83.33 });
    expect(balaResult.attemptedData.analyzedData.questionAnalysis[4]).toMatchObject({
      questionId: tech2,
      selectedAnswer: 1,
      status: 'correct',
      marks: 2,
      voided: 'attempted',
    });
    const chitraResult = (await exam.getTest(chitra, paper.testId)).json();
    expect(chitraResult.standing).toEqual({ rank: 3, takers: 4, percentile: 33.33 });
    expect(chitraResult.attemptedData.analyzedData.basicMetrics).toMatchObject({ score: 10, maxPossibleMarks: 12, totalQuestions: 6 });
    expect(chitraResult.attemptedData.analyzedData.questionAnalysis[4]).toMatchObject({ selectedAnswer: null, status: 'other', marks: 0, voided: 'attempted' });
    expect(chitraResult.test.questions[4].regrade).toMatchObject({ action: 'void-attempted', reason: 'NTA dropped the question', previousKey: null });

    // told: the two whose score changed
    const [notice] = await noticesOf(bala.userId);
    expect(notice!.body).toContain('The question was voided: everyone who attempted it gets its full marks.');
    expect(notice!.body).toContain('Your score went from 10 to 12 (out of 12).');
    expect(await noticesOf(dev.userId)).toHaveLength(1);
    expect(await noticesOf(chitra.userId)).toHaveLength(0);
    expect(await noticesOf(asha.userId)).toHaveLength(0);

    const after = (await api.paper(master, 'test', paper.testId)).json();
    expect(after.paper.questions[4]).toMatchObject({ id: tech2, voided: 'attempted' });

    // the same void again is refused; the void for everyone is another regrade, and gives Chitra its marks
    const again = await api.dryRun(master, body);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 409,
      message: 'Question 5 is already voided (full marks to those who attempted it).',
    });
    const forEveryone = await api.dryRun(master, { ...body, action: 'void-full' });
    expect(forEveryone.json().preview).toMatchObject({ changed: 1, changes: [{ user: { id: chitra.userId }, before: { score: 10 }, after: { score: 12 } }] });
  });

  it("answers each paper's exam rule for a dropped question: GATE's full marks to everyone", async () => {
    // a test of the GATE CS series not yet given a profile reads as the one it will be given
    const gate = { seriesId, ...(await insertTest(t.app, seriesId)) };
    expect((await api.paper(master, 'test', gate.testId)).json().paper.voidRule).toBe('everyone');
    const net = await insertNetTest();
    expect((await api.paper(master, 'test', net.testId)).json().paper.voidRule).toBe('attempted');
  });
});
