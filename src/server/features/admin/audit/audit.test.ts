// Issue 26 point 4: the audit log on screen. Masters and gods page through every change, newest
// first, filtered by actor, action, entity (and id) and dates, each with its actor's name, the
// entity's name and page, and the before and after as a readable diff. A creator is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';

type Person = AdminCaller & { user: { id: string; name: string; email: string } };
let t: TestApp;
let api: AdminApi;
let creator: Person;
let master: Person;
let god: Person;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator', name: 'Meera Nair' });
  master = await signIn(t.app, { role: 'master', name: 'Kabir Das' });
  god = await signIn(t.app, { role: 'god', name: 'Asha Rao' });
});
afterAll(() => t.close());

const list = async (who: AdminCaller, query: string) => {
  const response = await api.call(who, 'GET', `/api/admin/audit?${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json();
};

describe('GET /api/admin/audit', () => {
  it('pages 60 entries 25 at a time: 25, 25, 10, newest first, in a stable order', async () => {
    // written directly, a minute apart, some sharing a time (as one transaction's entries do)
    const base = Date.parse('2026-03-01T06:00:00Z');
    await t.app.db.insert(auditLog).values(
      Array.from({ length: 60 }, (_, n) => ({
        actorId: master.user.id,
        action: 'paging.test',
        entity: 'paging',
        entityId: `item-${n}`,
        detail: { before: { n: n - 1 }, after: { n } },
        createdAt: new Date(base + Math.floor(n / 2) * 60_000),
      })),
    );
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list(master, `action=paging.test&page=${page}&pageSize=25`));
    expect(pages.map((page) => page.entries.length)).toEqual([25, 25, 10]);
    expect(pages.every((page) => page.total === 60)).toBe(true);
    const ids = pages.flatMap((page) => page.entries.map((entry: { entityId: string }) => entry.entityId));
    expect(ids).toEqual(Array.from({ length: 60 }, (_, n) => `item-${59 - n}`));
    // the same page twice is the same page
    expect((await list(master, 'action=paging.test&page=2&pageSize=25')).entries).toEqual(pages[1].entries);
    expect((await list(master, 'action=paging.test&page=4&pageSize=25')).entries).toEqual([]);
    expect(pages[0].entries[0]).toMatchObject({
      actor: { id: master.user.id, name: 'Kabir Das', email: master.user.email },
      action: 'paging.test',
      changes: [{ field: 'N', kind: 'changed', before: '58', after: '59', text: null }],
    });
  });

  it('filters by actor, action, entity, entity id and India-time dates', async () => {
    const mine = idOf(await api.createQuestion(creator, { text: 'Filtered: what is $3 + 4$?', exam: 'AUDIT FILTERS' }), 'question');
    await api.call(creator, 'POST', `/api/admin/review/${mine}/submit`, { note: 'Check it' });
    const series = idOf(await api.createSeries(master, { title: 'Audit series' }), 'series');

    const byActor = await list(master, `actor=${creator.user.id}`);
    expect(byActor.entries.map((entry: { action: string }) => entry.action)).toEqual(['question.submit', 'question.create']);
    expect(byActor.entries.every((entry: { actor: { id: string } }) => entry.actor.id === creator.user.id)).toBe(true);

    const byAction = await list(master, 'action=series.create');
    expect(byAction.entries.map((entry: { entityId: string }) => entry.entityId)).toEqual([series]);
    expect(byAction.entries[0]).toMatchObject({ entity: 'test_series', entityName: 'Audit series', target: { page: 'series', id: series, parentId: null } });

    const byEntity = await list(master, 'entity=question');
    expect(byEntity.total).toBe(2);
    const history = await list(master, `entity=question&entityId=${mine}`);
    expect(history.entries.map((entry: { action: string }) => entry.action)).toEqual(['question.submit', 'question.create']);
    expect(history.entries[0]).toMatchObject({
      entityName: 'Filtered: what is $3 + 4$?',
      target: { page: 'question', id: mine },
      changes: [
        { field: 'Review state', kind: 'changed', before: 'writing', after: 'submitted' },
        { field: 'Comment', kind: 'added', before: null, after: 'Check it' },
      ],
    });

    // the 60 paging entries are on 1 March 2026 (India time); everything else is today
    expect((await list(master, 'from=2026-03-01&to=2026-03-01&pageSize=100')).total).toBe(60);
    expect((await list(master, 'to=2026-02-28')).total).toBe(0);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await list(master, `from=${today}&entity=question`)).total).toBe(2);
    // filters combine
    expect((await list(master, `actor=${master.user.id}&entity=question`)).total).toBe(0);
  });

  it('offers the filter choices the log holds', async () => {
    const response = await api.call(god, 'GET', '/api/admin/audit/facets');
    expect(response.statusCode).toBe(200);
    const facets = response.json();
    expect(facets.actors.map((actor: { name: string }) => actor.name)).toEqual(['Kabir Das', 'Meera Nair']);
    expect(facets.actions).toEqual(expect.arrayContaining(['paging.test', 'question.create', 'question.submit', 'series.create']));
    expect(facets.entities).toEqual(expect.arrayContaining(['paging', 'question', 'test_series']));
  });

  it('shows a long text that changed as the words taken out and put in', async () => {
    const long = 'In a graph with $n$ vertices and $m$ edges, depth-first search visits every vertex once and every edge at most twice, so it runs in';
    const id = idOf(await api.createQuestion(creator, { text: `${long} linear time. What is its complexity?` }), 'question');
    const edited = await api.call(creator, 'PUT', `/api/admin/questions/${id}`, {
      text: `${long} time proportional to $n + m$. What is its complexity?`,
      options: [{ text: '3' }, { text: '4' }, { text: '5' }, { text: '22' }],
      correctIndex: 1,
      section: 'Aptitude',
      marks: 1,
    });
    expect(edited.statusCode).toBe(200);
    const [entry] = (await list(master, `entity=question&entityId=${id}&action=question.edit`)).entries;
    const text = entry.changes.find((change: { field: string }) => change.field === 'Text');
    expect(text.kind).toBe('changed');
    expect(text.text).toEqual([
      { kind: 'same', text: '… most twice, so it runs in ' },
      { kind: 'removed', text: 'linear time. ' },
      { kind: 'added', text: 'time proportional to $n + m$. ' },
      { kind: 'same', text: 'What is its complexity?' },
    ]);
  });

  it('refuses bad filters (400) and a creator (403)', async () => {
    for (const query of ['actor=someone', 'from=2026-02-30', 'from=2026-03-02&to=2026-03-01', 'page=0', 'pageSize=101']) {
      const response = await api.call(master, 'GET', `/api/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('invalid-input');
    }
    for (const url of ['/api/admin/audit', '/api/admin/audit/facets']) {
      const response = await api.call(creator, 'GET', url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: 'This needs the master role or higher.' });
    }
    const learner = await signIn(t.app);
    expect((await api.call(learner, 'GET', '/api/admin/audit')).statusCode).toBe(403);
  });
});
