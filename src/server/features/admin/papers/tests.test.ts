import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/site-schema.ts';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;
let master: AdminCaller;
let seriesId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
  master = await signIn(t.app, { role: 'master' });
  seriesId = idOf(await api.createSeries(creator), 'series');
});
afterAll(() => t.close());

describe('tests inside a series', () => {
  it("starts from the spec's presets and one third negative marking", async () => {
    const made = await Promise.all((['easy', 'medium', 'hard'] as const).map((difficulty) => api.createTest(creator, seriesId, { difficulty })));
    expect(made.map((response) => response.json().test)).toMatchObject([
      { title: 'Easy Subject Test', timeLimitSeconds: 1200, status: 'draft' },
      { title: 'Full Subject Test', timeLimitSeconds: 3000 },
      { title: 'GATE Level Test', timeLimitSeconds: 10800 },
    ]);
    expect(made[0]!.json().test.negativeRatio).toBeCloseTo(1 / 3);
    expect(made.map((response) => response.json().test.marking)).toEqual(['gate', 'gate', 'gate']);
  });

  it('is marked as GATE or as UGC NET, chosen when made and changed while nobody has started it', async () => {
    const made = (await api.createTest(creator, seriesId, { difficulty: 'medium', marking: 'ugc-net' })).json().test;
    expect(made.marking).toBe('ugc-net');
    expect((await api.call(creator, 'GET', `/api/admin/tests/${made.id}`)).json().test.marking).toBe('ugc-net');
    const changed = await api.call(creator, 'PATCH', `/api/admin/tests/${made.id}`, { marking: 'gate' });
    expect(changed.json().test.marking).toBe('gate');
    // the weekly quiz's preset is no test's
    expect((await api.createTest(creator, seriesId, { difficulty: 'easy', marking: 'weekly' })).statusCode).toBe(400);
    expect((await api.call(creator, 'PATCH', `/api/admin/tests/${made.id}`, { marking: 'weekly' })).statusCode).toBe(400);
    const audit = await t.app.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, made.id), eq(auditLog.action, 'test.edit')));
    expect(audit).toMatchObject([{ detail: { before: { marking: 'ugc-net' }, after: { marking: 'gate' } } }]);
  });

  it('lets the presets be changed', async () => {
    const response = await api.createTest(creator, seriesId, { difficulty: 'easy', title: 'Quick check', timeLimitMinutes: 15, negativeRatio: 0.25 });
    expect(response.json().test).toMatchObject({ title: 'Quick check', timeLimitSeconds: 900, negativeRatio: 0.25 });
    expect((await api.createTest(creator, seriesId, { difficulty: 'easy', negativeRatio: 1.5 })).statusCode).toBe(400);
  });

  it('keeps questions Aptitude first, then Technical, in the given order; reorders with the full list; totals per section', async () => {
    const testId = idOf(await api.createTest(creator, seriesId), 'test');
    const tech1 = idOf(await api.createQuestion(creator, { section: 'Technical', marks: 2, text: 'T1' }), 'question');
    const apt1 = idOf(await api.createQuestion(creator, { text: 'A1' }), 'question');
    const tech2 = idOf(await api.createQuestion(creator, { section: 'Technical', text: 'T2' }), 'question');
    const apt2 = idOf(await api.createQuestion(creator, { text: 'A2' }), 'question');

    const first = (await api.setQuestions(creator, 'tests', testId, [tech1, apt1, tech2, apt2])).json().test;
    expect(first.questions.map((question: { text: string }) => question.text)).toEqual(['A1', 'A2', 'T1', 'T2']);
    expect(first.totals).toEqual({
      questions: 4,
      marks: 5,
      durationSeconds: 1200,
      sections: [
        { section: 'Aptitude', questions: 2, marks: 2 },
        { section: 'Technical', questions: 2, marks: 3 },
      ],
    });

    const reordered = (await api.setQuestions(creator, 'tests', testId, [apt2, apt1, tech2, tech1])).json().test;
    expect(reordered.questions.map((question: { text: string }) => question.text)).toEqual(['A2', 'A1', 'T2', 'T1']);
    const read = (await api.call(creator, 'GET', `/api/admin/tests/${testId}`)).json().test;
    expect(read.questions.map((question: { id: string }) => question.id)).toEqual([apt2, apt1, tech2, tech1]);
  });

  it('refuses unknown and repeated questions', async () => {
    const testId = idOf(await api.createTest(creator, seriesId), 'test');
    const question = idOf(await api.createQuestion(creator), 'question');
    expect((await api.setQuestions(creator, 'tests', testId, [question, question])).statusCode).toBe(400);
    expect((await api.setQuestions(creator, 'tests', testId, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(400);
  });
});

describe('publishing a test', () => {
  it('needs a master and at least one question', async () => {
    const testId = idOf(await api.createTest(creator, seriesId), 'test');
    expect((await api.publish(creator, 'tests', testId)).statusCode).toBe(403);
    const empty = await api.publish(master, 'tests', testId);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'paper-empty' });
    const question = idOf(await api.createQuestion(creator), 'question');
    await api.setQuestions(creator, 'tests', testId, [question]);
    // its questions are reviewed first (publish-review.test.ts)
    await api.publish(master, 'questions', question);
    expect((await api.publish(master, 'tests', testId)).json().test.status).toBe('published');
    expect((await api.call(master, 'GET', `/api/admin/series/${seriesId}`)).json().tests).toContainEqual(
      expect.objectContaining({ id: testId, status: 'published', questionCount: 1 }),
    );
  });

  it('is refused for a few seconds after an unpublished test changed, so no server serves the old questions', async () => {
    const testId = idOf(await api.createTest(creator, seriesId), 'test');
    const [a, b] = [idOf(await api.createQuestion(creator), 'question'), idOf(await api.createQuestion(creator), 'question')];
    await api.setQuestions(creator, 'tests', testId, [a]);
    await api.publish(master, 'questions', a);
    await api.publish(master, 'questions', b);
    await api.publish(master, 'tests', testId);
    expect((await api.setQuestions(master, 'tests', testId, [a, b])).json()).toMatchObject({ code: 'paper-published' });
    await api.unpublish(master, 'tests', testId);
    expect((await api.setQuestions(master, 'tests', testId, [a, b])).statusCode).toBe(200);
    const response = await api.publish(master, 'tests', testId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'paper-settling' });
  });
});
