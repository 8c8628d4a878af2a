import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { attempts, questions, quizQuestions, quizzes } from '../../db/schema.ts';
import { e2eQuestions, e2eTests, loadTestFixtures, type E2eFixtureIds } from '../../../test/e2e-fixtures.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS, type AnalyzedData, type AttemptState } from '../../../shared/api/exam.ts';
import { startAttempt, submitAttempt, saveAnswers } from './service.ts';
import { startAttemptSweeper, sweepOnce } from './sweeper.ts';
import { answered, enrolledLearner, examApi, paperQuestionIds, questionIdsByKey, type Learner } from '../../../test/exam-api.ts';

let t: TestApp;
let ids: E2eFixtureIds;
let api: ReturnType<typeof examApi>;
let q: Record<string, string>;
const quick = () => ids.tests['Quick Timer Test']!;
const easy = () => ids.tests['Easy Subject Test']!;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadTestFixtures(t.app.db);
  api = examApi(t.app, ids.seriesId);
  // the paper itself goes only to a started attempt, and a start would count as a taker: the ids come from the database
  q = questionIdsByKey(await paperQuestionIds(t.app, { kind: 'test', id: easy() }));
});
afterAll(() => t.close());

async function start(learner: Learner, testId: string): Promise<AttemptState> {
  return (await api.start(learner, testId)).json().attempt as AttemptState;
}

/** Moves an attempt back in time so that its deadline passed `secondsAgo` seconds ago. */
async function expire(attemptId: string, secondsAgo: number, timeLimitSeconds = 25) {
  await t.app.db
    .update(attempts)
    .set({
      startedAt: sql`now() - make_interval(secs => ${secondsAgo + timeLimitSeconds})`,
      deadline: sql`now() - make_interval(secs => ${secondsAgo})`,
    })
    .where(eq(attempts.id, attemptId));
}

const rowOf = async (attemptId: string) => (await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;

describe('the e2e fixtures', () => {
  it('load once: a second call finds the series by its slug and returns the same ids', async () => {
    const again = await loadTestFixtures(t.app.db);
    expect(again).toEqual(ids);
    expect(Object.keys(ids.tests)).toEqual(e2eTests.map((test) => test.title));
  });
});

describe('an attempt whose time ran out without a submit', () => {
  it('is finalised from its saved answers when next read', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await start(learner, quick());
    await api.save(learner, attemptId, { [q['e2e-apt-1']!]: answered(1), [q['e2e-tech-1']!]: answered(2) });
    await expire(attemptId, 5);

    const response = await api.getTest(learner, quick());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.attempted).toBe(true);
    const result = body.attemptedData.analyzedData as AnalyzedData;
    expect(result).toMatchObject({ quizTitle: 'Quick Timer Test', endedBy: 'deadline' });
    expect(result.basicMetrics).toMatchObject({ score: 0.67, timeTaken: 25, totalQuestions: 2, maxPossibleMarks: 2 });
    const row = await rowOf(attemptId);
    expect(row.submittedAt).toEqual(row.deadline);
    expect(result.submittedAt).toBe(row.deadline.toISOString());
  });

  it('is finalised by one sweep once the in-flight allowance is over, and only then', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const other = await enrolledLearner(t.app, ids.seriesId);
    const third = await enrolledLearner(t.app, ids.seriesId);
    const expired = await start(learner, quick());
    const inGrace = await start(other, quick());
    const open = await start(third, quick());
    await api.save(learner, expired.attemptId, { [q['e2e-apt-1']!]: answered(1) });
    // past the allowance no save sent in time can still be on its way; 2 s after the deadline one can
    await expire(expired.attemptId, IN_FLIGHT_ALLOWANCE_SECONDS + 5);
    await expire(inGrace.attemptId, 2);

    expect(await sweepOnce(t.app.db)).toBe(1);
    const swept = await rowOf(expired.attemptId);
    expect(swept).toMatchObject({ endedBy: 'deadline', score: 1, submittedAt: swept.deadline });
    expect((swept.analysis as AnalyzedData).performanceMetrics).toMatchObject({ correctAnswers: 1, unattemptedQuestions: 1 });
    expect((await rowOf(inGrace.attemptId)).submittedAt).toBeNull();
    expect((await rowOf(open.attemptId)).submittedAt).toBeNull();
    expect(await sweepOnce(t.app.db)).toBe(0);

    // the learner who comes back sees the swept result; the submit returns it too
    const submitted = await api.submit(learner, quick());
    expect(submitted.json().analyzedData).toEqual(swept.analysis);
  });

  it('is swept on a timer started by startAttemptSweeper until it is stopped', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await start(learner, quick());
    await expire(attemptId, 60);
    const stop = startAttemptSweeper(t.app, { intervalMs: 20 });
    try {
      await expect.poll(async () => (await rowOf(attemptId)).submittedAt, { timeout: 5000 }).not.toBeNull();
    } finally {
      await stop();
    }
  });

  it.runIf(process.env.DATABASE_URL)('is left to the instance that holds the sweep lock', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await start(learner, easy());
    await expire(attemptId, 60, 1200);
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242002)`);
      // another connection of the pool plays the second app instance: the outer handle is the point here
      // eslint-disable-next-line prepverse/no-outer-db-in-transaction
      expect(await sweepOnce(t.app.db)).toBe(0);
    });
    expect(await sweepOnce(t.app.db)).toBe(1);
  });
});

describe('rank, percentile and share correct', () => {
  it('ranks three takers of the same test, ties sharing a rank', async () => {
    const stats = examApi(t.app, ids.seriesId);
    const keyAnswers = Object.fromEntries(e2eQuestions.map((question) => [question.key, question.correctIndex]));
    const take = async (chosen: Record<string, number>) => {
      const learner = await enrolledLearner(t.app, ids.seriesId);
      await start(learner, ids.tests['Full Subject Test']!);
      const answers = Object.fromEntries(Object.entries(chosen).map(([key, answer]) => [q[key]!, answered(answer)]));
      await stats.submit(learner, ids.tests['Full Subject Test']!, { answers });
      return learner;
    };
    const top = await take(keyAnswers); // 7
    const tiedA = await take({ 'e2e-apt-1': 1, 'e2e-apt-2': 0 }); // 1 - 1/3
    const tiedB = await take({ 'e2e-apt-1': 1, 'e2e-tech-1': 3 }); // 1 - 1/3

    const view = async (learner: Learner) => (await stats.getTest(learner, ids.tests['Full Subject Test']!)).json();
    const [topView, aView, bView] = await Promise.all([view(top), view(tiedA), view(tiedB)]);
    expect(topView.standing).toEqual({ rank: 1, takers: 3, percentile: 100 });
    expect(aView.standing).toEqual({ rank: 2, takers: 3, percentile: 25 });
    expect(bView.standing).toEqual({ rank: 2, takers: 3, percentile: 25 });
    expect(aView.attemptedData.analyzedData.basicMetrics.score).toBe(0.67);
    expect(topView.questionStats).toEqual({
      [q['e2e-apt-1']!]: 100,
      [q['e2e-apt-2']!]: 33.33,
      [q['e2e-apt-3']!]: 33.33,
      [q['e2e-tech-1']!]: 33.33,
      [q['e2e-tech-2']!]: 33.33,
      [q['e2e-tech-3']!]: 33.33,
    });
  });
});

describe('the same engine for a weekly quiz', () => {
  it('starts, saves and grades a quiz attempt with +1 / -0.33 / 0 whatever the questions are worth', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const [quiz] = await t.app.db
      .insert(quizzes)
      .values({
        slug: 'engine-quiz',
        title: 'Weekly Quiz 1',
        exam: 'GATE CS',
        timeLimitSeconds: 600,
        opensAt: new Date(Date.now() - 3_600_000),
        closesAt: new Date(Date.now() + 3_600_000),
        status: 'published',
      })
      .returning();
    const keys = ['e2e-tech-2', 'e2e-apt-1', 'e2e-apt-2', 'e2e-apt-3']; // the first is a 2-mark question in tests
    const rows = await t.app.db.select({ id: questions.id, key: questions.key }).from(questions).where(inArray(questions.key, keys));
    const idOf = new Map(rows.map((row) => [row.key, row.id]));
    await t.app.db.insert(quizQuestions).values(keys.map((key, position) => ({ quizId: quiz!.id, questionId: idOf.get(key)!, position })));

    const ref = { kind: 'quiz', id: quiz!.id } as const;
    const attempt = await startAttempt(t.app.db, t.app.clock.now(), learner.userId, ref);
    expect(attempt.deadline.getTime() - attempt.startedAt.getTime()).toBe(600_000);
    expect((await startAttempt(t.app.db, t.app.clock.now(), learner.userId, ref)).id).toBe(attempt.id);
    await saveAnswers(t.app.db, learner.userId, attempt.id, { [idOf.get('e2e-tech-2')!]: answered(2), [idOf.get('e2e-apt-1')!]: answered(0) });
    const result = await submitAttempt(t.app.db, attempt, { [idOf.get('e2e-apt-2')!]: answered(2) });

    expect(result.quizTitle).toBe('Weekly Quiz 1');
    expect(result.questionAnalysis.map((row) => row.marks)).toEqual([1, -0.33, -0.33, 0]);
    expect(result.basicMetrics).toMatchObject({ score: 0.34, maxPossibleMarks: 4, totalQuestions: 4 });
  });
});
