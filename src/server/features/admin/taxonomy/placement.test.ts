// Every writer places its question in the tree (the trigger questions_place_in_tree), and the bank
// filters by a node with everything under it, by the questions in no node, and by a tag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { questions } from '../../../db/schema.ts';
import { topics } from '../../../db/topics-schema.ts';
import { runImports } from '../../../../test/import-jobs.ts';
import type { Taxonomy } from '../../../../shared/api/admin-taxonomy.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
});
afterAll(() => t.close());

/** A question as a fixture, a demo or an import writes it: straight into the table, with only a topic's name. */
async function insertRaw(values: { topic: string | null; exam: string | null; text?: string }) {
  const [row] = await t.app.db
    .insert(questions)
    .values({ text: values.text ?? 'Raw question', options: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, section: 'Technical', ...values })
    .returning();
  return row!;
}

const nodeOf = async (id: string | null) => (id ? (await t.app.db.select().from(topics).where(eq(topics.id, id)))[0]! : null);
const parentName = async (id: string | null) => (await nodeOf((await nodeOf(id))?.parentId ?? null))?.name ?? null;

describe('placing questions in the tree', () => {
  it('finds the node named by the topic, whatever its case and depth, in the tree of the question’s exam', async () => {
    const os = await insertRaw({ topic: 'operating systems', exam: 'GATE CS' });
    expect(await nodeOf(os.topicId)).toMatchObject({ name: 'Operating Systems', exam: 'GATE', depth: 0 });
    expect(os.topic).toBe('Operating Systems');
    const paging = await insertRaw({ topic: 'Paging', exam: 'GATE DA' });
    expect(await nodeOf(paging.topicId)).toMatchObject({ name: 'Paging', exam: 'GATE', depth: 2 });
    // the same name in both trees: each exam's own
    const gateReasoning = await insertRaw({ topic: 'Logical Reasoning', exam: 'GATE' });
    const netReasoning = await insertRaw({ topic: 'Logical Reasoning', exam: 'UGC NET' });
    expect((await nodeOf(gateReasoning.topicId))!.exam).toBe('GATE');
    expect((await nodeOf(netReasoning.topicId))!.exam).toBe('UGC NET');
    // no exam: any tree, GATE first
    expect((await nodeOf((await insertRaw({ topic: 'Teaching Aptitude', exam: null })).topicId))!.exam).toBe('UGC NET');
    expect((await nodeOf((await insertRaw({ topic: 'Logical Reasoning', exam: null })).topicId))!.exam).toBe('GATE');
  });

  it("puts an unknown topic under its tree's Unsorted subject, made on demand and used again", async () => {
    const first = await insertRaw({ topic: 'Quantum Computing', exam: 'UGC NET' });
    expect(await nodeOf(first.topicId)).toMatchObject({ name: 'Quantum Computing', exam: 'UGC NET', depth: 1 });
    expect(await parentName(first.topicId)).toBe('Unsorted');
    const second = await insertRaw({ topic: 'quantum computing', exam: 'UGC NET' });
    expect(second.topicId).toBe(first.topicId);
    expect(second.topic).toBe('Quantum Computing');
    // without an exam, GATE's Unsorted; an exam with no tree of its own starts one
    expect((await nodeOf((await insertRaw({ topic: 'Origami', exam: null })).topicId))!.exam).toBe('GATE');
    const cat = await insertRaw({ topic: 'Para jumbles', exam: 'CAT' });
    expect(await nodeOf(cat.topicId)).toMatchObject({ exam: 'CAT', depth: 1 });
    expect(await parentName(cat.topicId)).toBe('Unsorted');
  });

  it('leaves a question without a topic unplaced, and takes a question out when its topic is cleared', async () => {
    const none = await insertRaw({ topic: null, exam: 'GATE' });
    expect(none.topicId).toBeNull();
    const blank = await insertRaw({ topic: '   ', exam: 'GATE' });
    expect([blank.topicId, blank.topic]).toEqual([null, null]);
    const placed = await insertRaw({ topic: 'Databases', exam: 'GATE' });
    const [cleared] = await t.app.db.update(questions).set({ topic: null }).where(eq(questions.id, placed.id)).returning();
    expect([cleared!.topicId, cleared!.topic]).toEqual([null, null]);
  });

  it('gives a question its chosen node’s name, and moves it to its new exam’s tree by name', async () => {
    const sql = (await t.app.db.select().from(topics).where(eq(topics.name, 'SQL'))).find((node) => node.exam === 'GATE')!;
    const row = await insertRaw({ topic: 'whatever it said', exam: 'GATE' });
    const [chosen] = await t.app.db.update(questions).set({ topicId: sql.id }).where(eq(questions.id, row.id)).returning();
    expect(chosen!.topic).toBe('SQL');
    const [moved] = await t.app.db.update(questions).set({ exam: 'UGC NET' }).where(eq(questions.id, row.id)).returning();
    expect(await nodeOf(moved!.topicId)).toMatchObject({ name: 'SQL', exam: 'UGC NET' });
  });

  it('places imported questions, which name only a topic', async () => {
    const file = [
      '$CATEGORY: GATE/Compiler Design',
      '',
      '::q1:: Which phase builds the parse tree? {=Syntax analysis ~Lexical analysis ~Code generation}',
    ].join('\n');
    const response = await api.call(creator, 'POST', '/api/admin/questions/import', { format: 'gift', text: file, exam: 'GATE CS', source: 'public' });
    // the import is a job: its id is the batch id its questions carry
    const job = JSON.parse(response.body) as { job: { id: string } };
    await runImports(t.app);
    const [imported] = await t.app.db.select().from(questions).where(eq(questions.importBatchId, job.job.id));
    expect(await nodeOf(imported!.topicId)).toMatchObject({ name: 'Compiler Design', exam: 'GATE', depth: 0 });
  });
});

describe('the bank by node and tag', () => {
  const list = async (query: string) => (await api.call(creator, 'GET', `/api/admin/questions?pageSize=100&${query}`)).json();

  it('lists the questions at a node and every node under it, those in no node, and those with a tag', async () => {
    const marker = `kestrel${Date.now()}`;
    const { trees } = (await api.call(creator, 'GET', '/api/admin/taxonomy')).json() as Taxonomy;
    const node = (name: string) => trees[0]!.nodes.find((one) => one.name === name)!;
    const atSubject = idOf(
      await api.createQuestion(creator, { text: `${marker} 1`, exam: 'GATE', topicId: node('Databases').id, tags: ['PYQ 2021', 'normal forms'] }),
      'question',
    );
    const atSubtopic = idOf(
      await api.createQuestion(creator, { text: `${marker} 2`, exam: 'GATE', topicId: node('SQL').id, tags: ['pyq 2021', 'PYQ 2021 '] }),
      'question',
    );
    const elsewhere = idOf(await api.createQuestion(creator, { text: `${marker} 3`, exam: 'GATE', topicId: node('Paging').id }), 'question');
    const unplaced = idOf(await api.createQuestion(creator, { text: `${marker} 4`, exam: 'GATE' }), 'question');

    const ids = (body: { questions: { id: string }[] }) => body.questions.map((question) => question.id).sort();
    expect(ids(await list(`search=${marker}&topicId=${node('Databases').id}`))).toEqual([atSubject, atSubtopic].sort());
    expect(ids(await list(`search=${marker}&topicId=${node('Relational Model').id}`))).toEqual([atSubtopic]);
    expect(ids(await list(`search=${marker}&topicId=${node('Operating Systems').id}`))).toEqual([elsewhere]);
    expect(ids(await list(`search=${marker}&unplaced=true`))).toEqual([unplaced]);
    expect(ids(await list(`search=${marker}&tag=pyq%202021`))).toEqual([atSubject, atSubtopic].sort());
    expect(ids(await list(`search=${marker}&tag=normal%20forms&topicId=${node('Databases').id}`))).toEqual([atSubject]);
    // a node no longer in the tree holds nothing
    expect((await list(`search=${marker}&topicId=00000000-0000-4000-8000-000000000000`)).total).toBe(0);

    const one = (await api.call(creator, 'GET', `/api/admin/questions/${atSubtopic}`)).json().question;
    expect(one).toMatchObject({ topic: 'SQL', topicId: node('SQL').id, tags: ['pyq 2021'] });
    const facets = (await api.call(creator, 'GET', '/api/admin/questions/facets')).json();
    expect(facets.tags).toEqual(
      expect.arrayContaining([
        { tag: expect.stringMatching(/^(PYQ|pyq) 2021$/), count: 2 },
        { tag: 'normal forms', count: 1 },
      ]),
    );
  });

  it('sets, keeps and clears a question’s tags in the editor, refusing too many or too long', async () => {
    const id = idOf(await api.createQuestion(creator, { tags: ['graphs', 'Graphs', ' trees '] }), 'question');
    const body = { text: 'What is $2 + 2$?', options: [{ text: '3' }, { text: '4' }], correctIndex: 1, section: 'Aptitude', marks: 1 };
    expect((await api.call(creator, 'GET', `/api/admin/questions/${id}`)).json().question.tags).toEqual(['graphs', 'trees']);
    const edited = await api.call(creator, 'PUT', `/api/admin/questions/${id}`, { ...body, tags: ['heaps'] });
    expect(edited.json().question.tags).toEqual(['heaps']);
    for (const tags of [Array.from({ length: 21 }, (_, index) => `tag ${index}`), ['x'.repeat(51)], ['']]) {
      const refused = await api.call(creator, 'PUT', `/api/admin/questions/${id}`, { ...body, tags });
      expect(refused.statusCode).toBe(400);
    }
    expect((await api.call(creator, 'PUT', `/api/admin/questions/${id}`, { ...body, tags: [] })).json().question.tags).toEqual([]);
  });

  it('refuses a node from another exam’s tree, and one no longer there', async () => {
    const { trees } = (await api.call(creator, 'GET', '/api/admin/taxonomy')).json() as Taxonomy;
    const teaching = trees[1]!.nodes.find((one) => one.name === 'Teaching Aptitude')!;
    const refused = await api.createQuestion(creator, { exam: 'GATE CS', topicId: teaching.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('is in the UGC NET tree');
    const gone = await api.createQuestion(creator, { exam: 'GATE CS', topicId: '00000000-0000-4000-8000-000000000000' });
    expect(gone.json().message).toContain('no longer in the syllabus tree');
  });
});
