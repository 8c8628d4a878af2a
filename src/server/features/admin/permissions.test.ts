// One table of (action -> request, expected status per role), walked for every role: each role can
// do exactly its actions, and a learner none (DESIGN.md 'Roles', src/shared/admin-permissions.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../test/admin-api.ts';
import type { Role } from '../../../shared/roles.ts';

let t: TestApp;
let api: AdminApi;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-permissions-'));
  // a 500 in this long walk prints its cause (the other files keep the server silent)
  // a model address where nothing listens: a job keeps retrying, so it is still running when cancelled
  t = await createTestApp({ UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'error', LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
  api = adminApi(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const aiken = 'What is 2 + 2?\nA. 3\nB. 4\nANSWER: B';
const generation = { exam: 'GATE CS', section: 'Technical', topic: 'Graphs', difficulty: 'medium', marks: 1, count: 2 };

/** Fresh content for each request, made by a god, so no request depends on what another did. */
async function fixtures() {
  // a god of its own each time: the per-session write limits are not what this test is about
  const god = await signIn(t.app, { role: 'god' });
  const draftSeries = idOf(await api.createSeries(god), 'series');
  const liveSeries = idOf(await api.createSeries(god), 'series');
  await api.publish(god, 'series', liveSeries);
  const question = idOf(await api.createQuestion(god), 'question');
  const liveQuestion = idOf(await api.createQuestion(god), 'question');
  await api.publish(god, 'questions', liveQuestion);
  // published, and in no paper: only the question's own status decides who may edit it
  const bankQuestion = idOf(await api.createQuestion(god), 'question');
  await api.publish(god, 'questions', bankQuestion);
  const draftTest = idOf(await api.createTest(god, liveSeries), 'test');
  await api.setQuestions(god, 'tests', draftTest, [question]);
  const liveTest = idOf(await api.createTest(god, liveSeries, { difficulty: 'hard' }), 'test');
  await api.setQuestions(god, 'tests', liveTest, [liveQuestion]);
  await api.publish(god, 'tests', liveTest);
  const archivedTest = idOf(await api.createTest(god, liveSeries, { difficulty: 'medium' }), 'test');
  await api.setQuestions(god, 'tests', archivedTest, [liveQuestion]);
  await api.publish(god, 'tests', archivedTest);
  await api.unpublish(god, 'tests', archivedTest);
  const draftQuiz = idOf(await api.createQuiz(god), 'quiz');
  await api.setQuestions(god, 'quizzes', draftQuiz, [question]);
  const liveQuiz = idOf(await api.createQuiz(god), 'quiz');
  await api.setQuestions(god, 'quizzes', liveQuiz, [liveQuestion]);
  await api.publish(god, 'quizzes', liveQuiz);
  const note = (await api.call(god, 'POST', '/api/admin/notifications', { title: `Note ${Date.now()}`, body: 'Text.' })).json().notification.id as string;
  const liveNote = (await api.call(god, 'POST', '/api/admin/notifications', { title: `Live note ${Date.now()}`, body: 'Text.' })).json().notification.id as string;
  await api.call(god, 'POST', `/api/admin/notifications/${liveNote}/publish`);
  const generationJob = idOf(await api.call(god, 'POST', '/api/admin/generation/jobs', generation), 'job');
  const cancelledJob = idOf(await api.call(god, 'POST', '/api/admin/generation/jobs', generation), 'job');
  await api.call(god, 'POST', `/api/admin/generation/jobs/${cancelledJob}/cancel`);
  const { user: someone } = await signIn(t.app);
  await api.call(god, 'POST', `/api/admin/users/${someone.id}/enrolments`, { seriesId: draftSeries, reason: 'Fixture grant' });
  return {
    ...{ someone: someone.id, draftSeries, liveSeries, question, liveQuestion, bankQuestion, draftTest, liveTest, archivedTest, draftQuiz, liveQuiz },
    ...{ note, liveNote, generationJob, cancelledJob },
  };
}
type Fixtures = Awaited<ReturnType<typeof fixtures>>;
type Call = (who: AdminCaller, f: Fixtures) => ReturnType<AdminApi['call']>;

const reader = { learner: 403, creator: 200, master: 200, god: 200 } as const;
const author = reader; // draft.create, draft.edit
const masterOnly = { learner: 403, creator: 403, master: 200, god: 200 } as const;
const godOnly = { learner: 403, creator: 403, master: 403, god: 200 } as const;

const table: [string, Call, Record<Role, number>][] = [
  ['list series', (who) => api.call(who, 'GET', '/api/admin/series'), reader],
  ['read a series', (who, f) => api.call(who, 'GET', `/api/admin/series/${f.draftSeries}`), reader],
  ['create a series', (who) => api.createSeries(who), author],
  ['edit a draft series', (who, f) => api.call(who, 'PATCH', `/api/admin/series/${f.draftSeries}`, { title: 'New' }), author],
  ['edit a published series', (who, f) => api.call(who, 'PATCH', `/api/admin/series/${f.liveSeries}`, { title: 'New' }), masterOnly],
  ['publish a series', (who, f) => api.publish(who, 'series', f.draftSeries), masterOnly],
  ['unpublish a series', (who, f) => api.unpublish(who, 'series', f.liveSeries), masterOnly],
  ['delete a series', (who, f) => api.call(who, 'DELETE', `/api/admin/series/${f.draftSeries}`), masterOnly],
  ['create a test', (who, f) => api.createTest(who, f.draftSeries), author],
  ['read a test', (who, f) => api.call(who, 'GET', `/api/admin/tests/${f.draftTest}`), reader],
  ['edit a draft test', (who, f) => api.call(who, 'PATCH', `/api/admin/tests/${f.draftTest}`, { title: 'New' }), author],
  ['edit a published test', (who, f) => api.call(who, 'PATCH', `/api/admin/tests/${f.liveTest}`, { title: 'New' }), masterOnly],
  ['set a draft test\'s questions', (who, f) => api.setQuestions(who, 'tests', f.draftTest, [f.liveQuestion]), author],
  ['set an unpublished test\'s questions', (who, f) => api.setQuestions(who, 'tests', f.archivedTest, [f.question]), masterOnly],
  ['publish a test', (who, f) => api.publish(who, 'tests', f.draftTest), masterOnly],
  ['unpublish a test', (who, f) => api.unpublish(who, 'tests', f.liveTest), masterOnly],
  ['list quizzes', (who) => api.call(who, 'GET', '/api/admin/quizzes'), reader],
  ['create a quiz', (who) => api.createQuiz(who), author],
  ['edit a draft quiz', (who, f) => api.call(who, 'PATCH', `/api/admin/quizzes/${f.draftQuiz}`, { title: 'New' }), author],
  ['edit a published quiz', (who, f) => api.call(who, 'PATCH', `/api/admin/quizzes/${f.liveQuiz}`, { title: 'New' }), masterOnly],
  ['set a draft quiz\'s questions', (who, f) => api.setQuestions(who, 'quizzes', f.draftQuiz, [f.liveQuestion]), author],
  ['publish a quiz', (who, f) => api.publish(who, 'quizzes', f.draftQuiz), masterOnly],
  ['unpublish a quiz', (who, f) => api.unpublish(who, 'quizzes', f.liveQuiz), masterOnly],
  ['list questions', (who) => api.call(who, 'GET', '/api/admin/questions'), reader],
  ['create a question', (who) => api.createQuestion(who), author],
  ['edit a draft question', (who, f) => editQuestion(who, f.question), author],
  ['edit a published question', (who, f) => editQuestion(who, f.bankQuestion), masterOnly],
  ['duplicate a question', (who, f) => api.call(who, 'POST', `/api/admin/questions/${f.liveQuestion}/duplicate`), author],
  ['publish a question', (who, f) => api.publish(who, 'questions', f.question), masterOnly],
  ['unpublish a question', (who, f) => api.unpublish(who, 'questions', f.liveQuestion), masterOnly],
  ['read the bank\'s filter values', (who) => api.call(who, 'GET', '/api/admin/questions/facets'), reader],
  ['preview a question as a learner', (who, f) => api.call(who, 'GET', `/api/admin/questions/${f.question}/preview`), reader],
  ['upload an image', (who) => t.app.inject({ method: 'POST', url: '/api/admin/uploads', payload: png, headers: { cookie: who.cookie, 'content-type': 'image/png' } }), author],
  ['dry-run an import', (who) => api.call(who, 'POST', '/api/admin/questions/import/preview', { format: 'aiken', text: aiken }), author],
  ['import questions', (who) => api.call(who, 'POST', '/api/admin/questions/import', { format: 'aiken', text: aiken }), author],
  ['read the AI generation settings', (who) => api.call(who, 'GET', '/api/admin/generation/settings'), author],
  ['list generation jobs', (who) => api.call(who, 'GET', '/api/admin/generation/jobs'), author],
  ['generate questions', (who) => api.call(who, 'POST', '/api/admin/generation/jobs', generation), author],
  ['read a generation job', (who, f) => api.call(who, 'GET', `/api/admin/generation/jobs/${f.generationJob}`), author],
  ['cancel a generation job', (who, f) => api.call(who, 'POST', `/api/admin/generation/jobs/${f.generationJob}/cancel`), author],
  ["regenerate a job's failures", (who, f) => api.call(who, 'POST', `/api/admin/generation/jobs/${f.cancelledJob}/regenerate`), author],
  ['read the review queue', (who) => api.call(who, 'GET', '/api/admin/review'), masterOnly],
  ['approve a draft in the review queue', (who, f) => api.call(who, 'POST', `/api/admin/review/${f.question}/approve`), masterOnly],
  ['reject a draft in the review queue', (who, f) => api.call(who, 'POST', `/api/admin/review/${f.question}/reject`, { reason: 'Wrong answer key' }), masterOnly],
  ['list notifications', (who) => api.call(who, 'GET', '/api/admin/notifications'), masterOnly],
  ['create a notification', (who) => api.call(who, 'POST', '/api/admin/notifications', { title: 'Permissions', body: 'Text.' }), masterOnly],
  ['read a notification', (who, f) => api.call(who, 'GET', `/api/admin/notifications/${f.note}`), masterOnly],
  ['edit a notification', (who, f) => api.call(who, 'PATCH', `/api/admin/notifications/${f.note}`, { body: 'New.' }), masterOnly],
  ['publish a notification', (who, f) => api.call(who, 'POST', `/api/admin/notifications/${f.note}/publish`), masterOnly],
  [
    'schedule a notification',
    (who, f) => api.call(who, 'POST', `/api/admin/notifications/${f.note}/schedule`, { publishAt: new Date(Date.now() + 86_400_000).toISOString() }),
    masterOnly,
  ],
  ['unpublish a notification', (who, f) => api.call(who, 'POST', `/api/admin/notifications/${f.liveNote}/unpublish`), masterOnly],
  ['list the site pages', (who) => api.call(who, 'GET', '/api/admin/pages'), masterOnly],
  ['read a site page', (who) => api.call(who, 'GET', '/api/admin/pages/about'), masterOnly],
  ['edit a site page', (who) => api.call(who, 'PUT', '/api/admin/pages/about', { title: 'About', body: 'Text.' }), masterOnly],
  ['list people', (who) => api.call(who, 'GET', '/api/admin/users?q=learner'), masterOnly],
  ['read a person', (who, f) => api.call(who, 'GET', `/api/admin/users/${f.someone}`), masterOnly],
  ['grant access', (who, f) => api.call(who, 'POST', `/api/admin/users/${f.someone}/enrolments`, { seriesId: f.liveSeries, reason: 'Scholarship' }), masterOnly],
  [
    'revoke a grant',
    (who, f) => api.call(who, 'POST', `/api/admin/users/${f.someone}/enrolments/${f.draftSeries}/revoke`, { reason: 'Granted by mistake' }),
    masterOnly,
  ],
  ['list payments', (who) => api.call(who, 'GET', '/api/admin/payments?status=paid'), masterOnly],
  ['reconcile payments', (who) => api.call(who, 'POST', '/api/admin/payments/reconcile'), masterOnly],
  ['list weekly winners', (who) => api.call(who, 'GET', '/api/admin/winners'), reader],
  ['assign a role', (who, f) => api.call(who, 'PUT', `/api/admin/users/${f.someone}/role`, { role: 'creator' }), godOnly],
];

function editQuestion(who: AdminCaller, id: string) {
  return api.call(who, 'PUT', `/api/admin/questions/${id}`, {
    text: 'Edited',
    options: [{ text: 'a' }, { text: 'b' }],
    correctIndex: 0,
    section: 'Technical',
    marks: 2,
  });
}

describe.each(['learner', 'creator', 'master', 'god'] as const)('as a %s', (role) => {
  it('gets exactly the statuses of the permissions table for every admin action', async () => {
    const who = await signIn(t.app, { role });
    const got: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [action, call, statuses] of table) {
      const response = await call(who, await fixtures());
      got[action] = response.statusCode;
      expected[action] = statuses[role];
      if (response.statusCode === 403) {
        // a learner is stopped at the admin guard; an admin by the action's own permission
        expect(response.json().code, action).toBe(role === 'learner' ? 'admin-only' : 'forbidden');
      }
    }
    expect(got).toEqual(expected);
  }, 120_000);
});
