import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { attempts } from '../../db/schema.ts';
import { loadTestFixtures, type E2eFixtureIds } from '../../../test/e2e-fixtures.ts';
import type { AnalyzedData, AttemptState, QuestionTime, SavedAnswer } from '../../../shared/api/exam.ts';
import { answered, enrolledLearner, examApi, paperQuestionIds, questionIdsByKey, type Learner } from '../../../test/exam-api.ts';

let t: TestApp;
let ids: E2eFixtureIds;
let api: ReturnType<typeof examApi>;
let q: Record<string, string>; // question id by fixture key
const easy = () => ids.tests['Easy Subject Test']!;
const full = () => ids.tests['Full Subject Test']!;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadTestFixtures(t.app.db);
  api = examApi(t.app, ids.seriesId);
  // the paper itself goes only to a started attempt, and a start would count as a taker: the ids come from the database
  q = questionIdsByKey(await paperQuestionIds(t.app, { kind: 'test', id: easy() }));
});
afterAll(() => t.close());

interface SaveBody {
  answers?: Record<string, SavedAnswer>;
  visited?: string[];
  seconds?: Record<string, number>;
}

const save = (learner: Learner, attemptId: string, body: SaveBody) =>
  t.app.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/answers`, headers: { cookie: learner.cookie }, payload: { answers: {}, ...body } });

/** A started attempt that began ten minutes ago: time on a question is bounded by how long the attempt has run. */
async function startedTenMinutesAgo(learner: Learner, testId: string): Promise<AttemptState> {
  const attempt = (await api.start(learner, testId)).json().attempt as AttemptState;
  await t.app.db
    .update(attempts)
    .set({ startedAt: sql`now() - interval '10 minutes'` })
    .where(eq(attempts.id, attempt.attemptId));
  return attempt;
}

async function savedOf(learner: Learner, attemptId: string): Promise<AttemptState> {
  return (await api.attempt(learner, attemptId)).json().attempt as AttemptState;
}

const timeOf = (analysis: AnalyzedData, questionId: string) => analysis.questionAnalysis.find((question) => question.questionId === questionId)?.timeSpent;

describe('time per question', () => {
  it('keeps the time of each question across saves and visits, beside its answer, and grades it into the analysis', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await startedTenMinutesAgo(learner, full());
    const q1 = q['e2e-apt-1']!;
    const q2 = q['e2e-apt-2']!;
    const q3 = q['e2e-apt-3']!;

    // first visit of q1 with its first 80 s; q2 only opened
    expect((await save(learner, attemptId, { visited: [q1, q2], seconds: { [q1]: 80 } })).statusCode).toBe(200);
    expect((await savedOf(learner, attemptId)).answers).toEqual({
      [q1]: { answer: null, status: 'not-answered', seconds: 80 },
      [q2]: { answer: null, status: 'not-answered' },
    });
    // an answer saved without time keeps the time
    await save(learner, attemptId, { answers: { [q1]: answered(0) } });
    expect((await savedOf(learner, attemptId)).answers[q1]).toEqual({ ...answered(0), seconds: 80 });
    // a second visit: the total grows; a time-only save leaves answer and status alone
    await save(learner, attemptId, { seconds: { [q1]: 200, [q2]: 15 } });
    // a late, older total never lowers it; a visit passing through never clears the time or answer
    await save(learner, attemptId, { seconds: { [q1]: 150 }, visited: [q1] });
    // marked for review on a later visit: the status changes, the time stays
    await save(learner, attemptId, { answers: { [q2]: { answer: 1, status: 'marked-for-review' } }, seconds: { [q2]: 45 } });
    const state = await savedOf(learner, attemptId);
    expect(state.answers).toEqual({
      [q1]: { ...answered(0), seconds: 200 },
      [q2]: { answer: 1, status: 'marked-for-review', seconds: 45 },
    });

    // the submit's own last save carries a question's time too
    const submitted = await api.submit(learner, full(), { seconds: { [q3]: 30 } });
    expect(submitted.statusCode).toBe(200);
    const analysis = submitted.json().analyzedData as AnalyzedData;
    expect(timeOf(analysis, q1)).toBe(200);
    expect(timeOf(analysis, q2)).toBe(45);
    expect(timeOf(analysis, q3)).toBe(30);
    expect(timeOf(analysis, q['e2e-tech-1']!)).toBeUndefined();
    expect(analysis.questionAnalysis.find((question) => question.questionId === q1)?.status).toBe('incorrect');
  });

  it('refuses a negative, fractional or huge time, or one for a question not in the test, with a 400 and nothing changed', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await startedTenMinutesAgo(learner, full());
    const q1 = q['e2e-apt-1']!;
    await save(learner, attemptId, { seconds: { [q1]: 20 } });
    const before = await savedOf(learner, attemptId);
    const cases: [Record<string, number>, string][] = [
      [{ [q1]: -5 }, 'Time on a question cannot be negative.'],
      [{ [q1]: 12.5 }, 'Time on a question is a whole number of seconds.'],
      [{ [q1]: 30_000 }, 'Time on a question cannot be longer than 6 hours.'],
    ];
    for (const [seconds, message] of cases) {
      const response = await save(learner, attemptId, { seconds });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'invalid-input' });
      expect(response.json().message).toContain(message);
    }
    const stranger = await save(learner, attemptId, { seconds: { '00000000-0000-4000-8000-000000000000': 5 } });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('A time names a question that is not in this test.');
    expect(await savedOf(learner, attemptId)).toEqual(before);
  });

  it('never stores more time on a question than the attempt has run', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = (await api.start(learner, ids.tests['GATE Level Test']!)).json().attempt as AttemptState;
    const q1 = q['e2e-apt-1']!;
    expect((await save(learner, attemptId, { seconds: { [q1]: 3000 } })).statusCode).toBe(200);
    const stored = (await savedOf(learner, attemptId)).answers[q1]?.seconds ?? Infinity;
    expect(stored).toBeLessThan(60);
  });

  it("shows each question's time beside the average taker's and the topper's (three learners, worked out by hand)", async () => {
    const a = await enrolledLearner(t.app, ids.seriesId);
    const b = await enrolledLearner(t.app, ids.seriesId);
    const c = await enrolledLearner(t.app, ids.seriesId);
    const q1 = q['e2e-apt-1']!; // key: option 1
    const q2 = q['e2e-apt-2']!; // key: option 1
    const q3 = q['e2e-apt-3']!; // key: option 2
    const q4 = q['e2e-tech-1']!; // nobody spends time on it
    // A, the topper: all three right (3 marks); B: one right, one wrong (1 − 1/3); C: one right, two wrong (1 − 2/3)
    const plan: [Learner, Record<string, SavedAnswer>, Record<string, number>][] = [
      [a, { [q1]: answered(1), [q2]: answered(1), [q3]: answered(2) }, { [q1]: 40, [q2]: 30, [q3]: 50 }],
      [b, { [q1]: answered(1), [q2]: answered(0) }, { [q1]: 60, [q2]: 120 }],
      [c, { [q1]: answered(3), [q2]: answered(1), [q3]: answered(0) }, { [q1]: 200, [q2]: 30, [q3]: 20 }],
    ];
    for (const [learner, answers, seconds] of plan) {
      const { attemptId } = await startedTenMinutesAgo(learner, easy());
      // the time arrives in two visits, the answers between them
      const firstVisit = Object.fromEntries(Object.entries(seconds).map(([id, value]) => [id, Math.floor(value / 2)]));
      expect((await save(learner, attemptId, { visited: Object.keys(seconds), seconds: firstVisit })).statusCode).toBe(200);
      expect((await save(learner, attemptId, { answers })).statusCode).toBe(200);
      expect((await save(learner, attemptId, { seconds })).statusCode).toBe(200);
      expect((await api.submit(learner, easy())).statusCode).toBe(200);
    }

    const result = (await api.getTest(c, easy())).json();
    expect(result.attempted).toBe(true);
    const analysis = result.attemptedData.analyzedData as AnalyzedData;
    expect([q1, q2, q3, q4].map((id) => timeOf(analysis, id))).toEqual([200, 30, 20, undefined]);
    const times = result.questionTimes as Record<string, QuestionTime>;
    // averages over the takers who spent time on it: q1 (40+60+200)/3, q2 (30+120+30)/3, q3 (50+20)/2
    expect(times[q1]).toEqual({ average: 100, topper: 40 });
    expect(times[q2]).toEqual({ average: 60, topper: 30 });
    expect(times[q3]).toEqual({ average: 35, topper: 50 });
    expect(times[q4]).toEqual({ average: null, topper: null });
    expect(Object.keys(times)).toHaveLength(6);
  });
});
