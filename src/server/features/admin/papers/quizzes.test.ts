import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;
let master: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
  master = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

describe('weekly quiz authoring', () => {
  it('marks +1 / -0.33 by default and keeps the window', async () => {
    const opensAt = '2026-11-30T10:00:00.000Z';
    const closesAt = '2026-12-06T18:00:00.000Z';
    const quiz = (await api.createQuiz(creator, { opensAt, closesAt, timeLimitMinutes: 15 })).json().quiz;
    expect(quiz).toMatchObject({ status: 'draft', correctMarks: 1, opensAt, closesAt, timeLimitSeconds: 900, questions: [] });
    expect(quiz.wrongMarks).toBeCloseTo(0.33);
    expect(quiz.marking).toBe('weekly');
  });

  it('may be marked as GATE or UGC NET instead, and says so in the list', async () => {
    const quiz = (await api.createQuiz(creator, { title: 'NET-style quiz', marking: 'ugc-net' })).json().quiz;
    expect(quiz.marking).toBe('ugc-net');
    expect((await api.call(creator, 'PATCH', `/api/admin/quizzes/${quiz.id}`, { marking: 'gate' })).json().quiz.marking).toBe('gate');
    const listed = (await api.call(creator, 'GET', '/api/admin/quizzes')).json().quizzes;
    expect(listed).toContainEqual(expect.objectContaining({ id: quiz.id, marking: 'gate' }));
    expect((await api.createQuiz(creator, { marking: 'cbse' })).statusCode).toBe(400);
  });

  it('refuses a window that closes before it opens', async () => {
    const response = await api.createQuiz(creator, { opensAt: '2026-12-02T10:00:00Z', closesAt: '2026-12-01T10:00:00Z' });
    expect(response.statusCode).toBe(400);
    const quizId = idOf(await api.createQuiz(creator), 'quiz');
    const patch = await api.call(creator, 'PATCH', `/api/admin/quizzes/${quizId}`, { closesAt: '2000-01-01T00:00:00Z' });
    expect(patch.statusCode).toBe(400);
  });

  it('cannot be published with no questions; with questions a master publishes it', async () => {
    const quizId = idOf(await api.createQuiz(creator), 'quiz');
    const empty = await api.publish(master, 'quizzes', quizId);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'paper-empty' });
    const question = idOf(await api.createQuestion(creator, { section: 'Technical' }), 'question');
    expect((await api.setQuestions(creator, 'quizzes', quizId, [question])).json().quiz.totals).toMatchObject({ questions: 1, marks: 1 });
    expect((await api.publish(creator, 'quizzes', quizId)).statusCode).toBe(403);
    expect((await api.publish(master, 'questions', question)).statusCode).toBe(200);
    expect((await api.publish(master, 'quizzes', quizId)).json().quiz.status).toBe('published');
    const listed = (await api.call(creator, 'GET', '/api/admin/quizzes')).json().quizzes;
    expect(listed).toContainEqual(expect.objectContaining({ id: quizId, status: 'published' }));
  });
});
