// Issue 23 point 5: a draft has an author. A creator changes, reorders and duplicates only their own
// drafts; masters and gods change anyone's; the bank says who wrote each question and filters by it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../test/admin-api.ts';
import { questions, tests } from '../../db/schema.ts';
import { auditLog } from '../../db/site-schema.ts';

let t: TestApp;
let api: AdminApi;
type Person = AdminCaller & { user: { id: string } };
let meera: Person;
let ravi: Person;
let master: Person;
let seriesId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  meera = await signIn(t.app, { role: 'creator', name: 'Meera Nair' });
  ravi = await signIn(t.app, { role: 'creator', name: 'Ravi Kumar' });
  master = await signIn(t.app, { role: 'master', name: 'Anil Master' });
  seriesId = idOf(await api.createSeries(meera), 'series');
});
afterAll(() => t.close());

const edited = { text: 'Edited by someone', options: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, section: 'Technical', marks: 2 };
const NOT_YOURS = 'This draft belongs to Meera Nair; only its author or a master can change it.';
const auditCount = async () => (await t.app.db.select().from(auditLog)).length;

describe("another creator's draft question", () => {
  it('cannot be edited or duplicated by another creator (403 naming the author), and nothing changes', async () => {
    const id = idOf(await api.createQuestion(meera, { text: "Meera's draft" }), 'question');
    const before = await t.app.db.select().from(questions).where(eq(questions.id, id));
    const [questionCount, audited] = [(await t.app.db.select().from(questions)).length, await auditCount()];

    const edit = await api.call(ravi, 'PUT', `/api/admin/questions/${id}`, edited);
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ success: false, code: 'forbidden', message: NOT_YOURS });
    const duplicate = await api.call(ravi, 'POST', `/api/admin/questions/${id}/duplicate`);
    expect(duplicate.statusCode).toBe(403);
    expect(duplicate.json().message).toBe(NOT_YOURS);

    expect(await t.app.db.select().from(questions).where(eq(questions.id, id))).toEqual(before);
    expect((await t.app.db.select().from(questions)).length).toBe(questionCount);
    expect(await auditCount()).toBe(audited);
  });

  it('is changed and duplicated by its author and by a master', async () => {
    const id = idOf(await api.createQuestion(meera, { text: "Meera's second draft" }), 'question');
    expect((await api.call(meera, 'PUT', `/api/admin/questions/${id}`, edited)).statusCode).toBe(200);
    expect((await api.call(meera, 'POST', `/api/admin/questions/${id}/duplicate`)).statusCode).toBe(200);
    expect((await api.call(master, 'PUT', `/api/admin/questions/${id}`, { ...edited, text: 'Fixed by a master' })).statusCode).toBe(200);
    const copy = await api.call(master, 'POST', `/api/admin/questions/${id}/duplicate`);
    expect(copy.json().question).toMatchObject({ status: 'draft', author: { id: master.user.id, name: 'Anil Master' } });
  });

  it('may be duplicated by anyone once it is published: the copy is theirs', async () => {
    const id = idOf(await api.createQuestion(meera, { text: 'Published, anyone may copy it' }), 'question');
    await api.publish(master, 'questions', id);
    const copy = await api.call(ravi, 'POST', `/api/admin/questions/${id}/duplicate`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().question.author).toEqual({ id: ravi.user.id, name: 'Ravi Kumar' });
  });

  it("with no recorded author is a master's to change", async () => {
    const id = idOf(await api.createQuestion(meera, { text: 'Written before authors were kept' }), 'question');
    await t.app.db.update(questions).set({ createdBy: null }).where(eq(questions.id, id));
    const edit = await api.call(meera, 'PUT', `/api/admin/questions/${id}`, edited);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Nobody is recorded as the author of this draft; only a master can change it.');
    expect((await api.call(master, 'PUT', `/api/admin/questions/${id}`, edited)).json().question.author).toBeNull();
  });
});

describe.each(['tests', 'quizzes'] as const)("another creator's draft %s", (kind) => {
  const create = async (who: Person) => (kind === 'tests' ? idOf(await api.createTest(who, seriesId), 'test') : idOf(await api.createQuiz(who), 'quiz'));

  it('cannot be edited or reordered by another creator, and nothing changes; its author and a master can', async () => {
    const id = await create(meera);
    const [a, b] = [idOf(await api.createQuestion(meera, { text: 'A' }), 'question'), idOf(await api.createQuestion(meera, { text: 'B' }), 'question')];
    expect((await api.setQuestions(meera, kind, id, [a, b])).statusCode).toBe(200);
    const read = async () => (await api.call(master, 'GET', `/api/admin/${kind}/${id}`)).json()[kind === 'tests' ? 'test' : 'quiz'];
    const before = await read();
    expect(before.author).toEqual({ id: meera.user.id, name: 'Meera Nair' });
    const audited = await auditCount();

    const rename = await api.call(ravi, 'PATCH', `/api/admin/${kind}/${id}`, { title: 'Taken over' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe(NOT_YOURS);
    const reorder = await api.setQuestions(ravi, kind, id, [b, a]);
    expect(reorder.statusCode).toBe(403);
    expect(reorder.json().message).toBe(NOT_YOURS);
    expect(await read()).toEqual(before);
    expect(await auditCount()).toBe(audited);

    expect((await api.setQuestions(meera, kind, id, [b, a])).statusCode).toBe(200);
    expect((await api.call(master, 'PATCH', `/api/admin/${kind}/${id}`, { title: 'Renamed by a master' })).statusCode).toBe(200);
    expect((await api.setQuestions(master, kind, id, [a])).statusCode).toBe(200);
  });
});

describe('a draft series', () => {
  it('is changed by its author and a master, not by another creator', async () => {
    const before = (await api.call(master, 'GET', `/api/admin/series/${seriesId}`)).json().series;
    expect(before.createdBy).toBe(meera.user.id);
    const refused = await api.call(ravi, 'PATCH', `/api/admin/series/${seriesId}`, { title: 'Taken over' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOURS);
    expect((await api.call(master, 'GET', `/api/admin/series/${seriesId}`)).json().series).toEqual(before);
    expect((await api.call(meera, 'PATCH', `/api/admin/series/${seriesId}`, { title: 'GATE CSE 2027 (Meera)' })).statusCode).toBe(200);
  });

  it('gets new tests from its author and a master, not from another creator', async () => {
    const testsIn = async () => (await t.app.db.select().from(tests).where(eq(tests.seriesId, seriesId))).length;
    const [count, audited] = [await testsIn(), await auditCount()];
    const refused = await api.createTest(ravi, seriesId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOURS);
    expect([await testsIn(), await auditCount()]).toEqual([count, audited]);
    expect((await api.createTest(meera, seriesId)).statusCode).toBe(200);
    expect((await api.createTest(master, seriesId)).statusCode).toBe(200);
  });
});

describe("a new test's author", () => {
  it('is whoever created it', async () => {
    const ownSeries = idOf(await api.createSeries(ravi), 'series');
    const id = idOf(await api.createTest(ravi, ownSeries), 'test');
    const [row] = await t.app.db.select({ createdBy: tests.createdBy }).from(tests).where(eq(tests.id, id));
    expect(row?.createdBy).toBe(ravi.user.id);
  });
});

describe('the bank', () => {
  it("names each question's author, filters by author (author=me is the caller's own) and offers the authors", async () => {
    const marker = `owned-${Date.now()}`;
    const mine = idOf(await api.createQuestion(ravi, { text: `${marker} by Ravi` }), 'question');
    const theirs = idOf(await api.createQuestion(meera, { text: `${marker} by Meera` }), 'question');

    const all = (await api.call(ravi, 'GET', `/api/admin/questions?search=${marker}`)).json();
    expect(Object.fromEntries(all.questions.map((q: { id: string; author: unknown }) => [q.id, q.author]))).toEqual({
      [mine]: { id: ravi.user.id, name: 'Ravi Kumar' },
      [theirs]: { id: meera.user.id, name: 'Meera Nair' },
    });
    const own = (await api.call(ravi, 'GET', `/api/admin/questions?search=${marker}&author=me&status=draft`)).json();
    expect(own.questions.map((q: { id: string }) => q.id)).toEqual([mine]);
    const byMeera = (await api.call(ravi, 'GET', `/api/admin/questions?search=${marker}&author=${meera.user.id}`)).json();
    expect(byMeera.questions.map((q: { id: string }) => q.id)).toEqual([theirs]);
    expect((await api.call(ravi, 'GET', '/api/admin/questions?author=someone')).statusCode).toBe(400);

    const facets = (await api.call(ravi, 'GET', '/api/admin/questions/facets')).json();
    expect(facets.authors).toEqual(
      expect.arrayContaining([
        { id: meera.user.id, name: 'Meera Nair' },
        { id: ravi.user.id, name: 'Ravi Kumar' },
      ]),
    );
  });
});
