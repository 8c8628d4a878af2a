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

describe('question bank', () => {
  it('creates drafts and refuses what does not fit', async () => {
    const made = (await api.createQuestion(creator, { topic: 'Algebra', remarks: 'GATE 2019' })).json().question;
    expect(made).toMatchObject({ status: 'draft', topic: 'Algebra', remarks: 'GATE 2019', type: 'MCQ', source: 'original', correctIndex: 1 });
    for (const body of [
      { options: [{ text: 'only one' }], correctIndex: 0 },
      { options: Array.from({ length: 7 }, (_, index) => ({ text: String(index) })) },
      { correctIndex: 4 },
      { marks: 3 },
      { section: 'General' },
    ]) {
      expect((await api.createQuestion(creator, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is published by a master only, after which a creator may no longer edit it', async () => {
    const id = idOf(await api.createQuestion(creator), 'question');
    expect((await api.publish(creator, 'questions', id)).statusCode).toBe(403);
    expect((await api.publish(master, 'questions', id)).json().question.status).toBe('published');
    const body = { text: 'x', options: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, section: 'Aptitude', marks: 1 };
    expect((await api.call(creator, 'PUT', `/api/admin/questions/${id}`, body)).statusCode).toBe(403);
    expect((await api.call(master, 'PUT', `/api/admin/questions/${id}`, body)).statusCode).toBe(200);
  });

  it('lists with a text search and filters, paged', async () => {
    const marker = `zebra${Date.now()}`;
    for (let index = 0; index < 5; index += 1) {
      await api.createQuestion(creator, { text: `Count the ${marker} stripes ${index}`, section: index < 3 ? 'Technical' : 'Aptitude', topic: 'Stripes', source: 'public' });
    }
    const page1 = (await api.call(creator, 'GET', `/api/admin/questions?search=${marker}&section=Technical&pageSize=2`)).json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.questions).toHaveLength(2);
    const page2 = (await api.call(creator, 'GET', `/api/admin/questions?search=${marker}&section=Technical&pageSize=2&page=2`)).json();
    expect(page2.questions).toHaveLength(1);
    const filtered = (await api.call(creator, 'GET', `/api/admin/questions?search=${marker.toUpperCase()}&topic=stripes&source=public&status=draft`)).json();
    expect(filtered.total).toBe(5);
    expect((await api.call(creator, 'GET', `/api/admin/questions?search=${marker}&status=published`)).json().total).toBe(0);
  });
});
