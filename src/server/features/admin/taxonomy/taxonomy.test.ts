import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';
import type { Taxonomy, TopicNode } from '../../../../shared/api/admin-taxonomy.ts';

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

const tree = async (): Promise<Taxonomy> => (await api.call(creator, 'GET', '/api/admin/taxonomy')).json();
const nodeNamed = (taxonomy: Taxonomy, exam: string, name: string): TopicNode => {
  const node = taxonomy.trees.find((one) => one.exam === exam)?.nodes.find((one) => one.name === name);
  if (!node) throw new Error(`no node ${name} in ${exam}`);
  return node;
};
const create = (who: AdminCaller, body: Record<string, unknown>) => api.call(who, 'POST', '/api/admin/taxonomy/nodes', body);
const move = (id: string, parentId: string | null, position = 0) => api.call(master, 'POST', `/api/admin/taxonomy/nodes/${id}/move`, { parentId, position });
const audited = async (id: string, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'topic'), eq(auditLog.entityId, id), eq(auditLog.action, action)));

describe('the syllabus tree', () => {
  it('loads the GATE CS and UGC NET Computer Science syllabi, subjects first, each node before its children', async () => {
    const { trees } = await tree();
    expect(trees.map((one) => one.exam).slice(0, 2)).toEqual(['GATE', 'UGC NET']);
    const gate = trees[0]!.nodes;
    expect(gate.filter((node) => node.depth === 0).map((node) => node.name)).toEqual(
      expect.arrayContaining(['Verbal Ability', 'Numerical Ability', 'Logical Reasoning', 'Spatial Aptitude', 'Algorithms', 'Operating Systems', 'Databases']),
    );
    const net = trees[1]!.nodes.filter((node) => node.depth === 0).map((node) => node.name);
    expect(net).toEqual(expect.arrayContaining(['Teaching Aptitude', 'Research Aptitude', 'Higher Education System', 'Artificial Intelligence']));
    for (const [index, node] of gate.entries()) {
      if (node.parentId) expect(gate.findIndex((one) => one.id === node.parentId)).toBeLessThan(index);
    }
  });

  it('counts the questions at each node and under it, and those in no node', async () => {
    const before = await tree();
    const paging = nodeNamed(before, 'GATE', 'Paging');
    await api.createQuestion(creator, { exam: 'GATE CS', topicId: paging.id });
    await api.createQuestion(creator, { exam: 'GATE CS', topic: 'memory management and virtual memory' });
    await api.createQuestion(creator, { exam: 'GATE CS', topic: 'Operating Systems' });
    await api.createQuestion(creator, { exam: 'GATE CS', topic: null });
    const after = await tree();
    const delta = (name: string, field: 'direct' | 'total') => nodeNamed(after, 'GATE', name)[field] - nodeNamed(before, 'GATE', name)[field];
    expect([delta('Paging', 'direct'), delta('Paging', 'total')]).toEqual([1, 1]);
    expect([delta('Memory Management and Virtual Memory', 'direct'), delta('Memory Management and Virtual Memory', 'total')]).toEqual([1, 2]);
    expect([delta('Operating Systems', 'direct'), delta('Operating Systems', 'total')]).toEqual([1, 3]);
    expect(after.unplaced - before.unplaced).toBe(1);
    expect(after.trees[0]!.total - before.trees[0]!.total).toBe(3);
  });

  it('is changed by masters only: a creator reads it and is refused each change, changing nothing', async () => {
    const algorithms = nodeNamed(await tree(), 'GATE', 'Algorithms');
    expect((await create(creator, { exam: 'GATE', parentId: algorithms.id, name: 'Backtracking' })).statusCode).toBe(403);
    expect((await api.call(creator, 'PATCH', `/api/admin/taxonomy/nodes/${algorithms.id}`, { name: 'Algos' })).statusCode).toBe(403);
    expect((await api.call(creator, 'POST', `/api/admin/taxonomy/nodes/${algorithms.id}/move`, { parentId: null, position: 0 })).statusCode).toBe(403);
    expect((await api.call(creator, 'DELETE', `/api/admin/taxonomy/nodes/${algorithms.id}`)).statusCode).toBe(403);
    expect(nodeNamed(await tree(), 'GATE', 'Algorithms')).toEqual(algorithms);
  });

  it('adds nodes at the end of their siblings, refusing a fourth level and a name a sibling has', async () => {
    const sorting = nodeNamed(await tree(), 'GATE', 'Sorting');
    const algorithms = nodeNamed(await tree(), 'GATE', 'Algorithms');
    const made = (await create(master, { exam: 'GATE', parentId: algorithms.id, name: '  Backtracking  ' })).json().node;
    expect(made).toMatchObject({ name: 'Backtracking', depth: 1, exam: 'GATE', parentId: algorithms.id });
    const siblings = (await tree()).trees[0]!.nodes.filter((node) => node.parentId === algorithms.id);
    expect(siblings.at(-1)!.name).toBe('Backtracking');
    expect(siblings.map((node) => node.position)).toEqual(siblings.map((_, index) => index));
    expect((await audited(made.id, 'topic.create')).length).toBe(1);

    const leaf = (await create(master, { exam: 'GATE', parentId: made.id, name: 'N-Queens' })).json().node;
    const tooDeep = await create(master, { exam: 'GATE', parentId: leaf.id, name: 'Eight queens' });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toContain('deepest level');
    const taken = await create(master, { exam: 'GATE', parentId: algorithms.id, name: 'SORTING' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'topic-name-taken', message: expect.stringContaining('“Sorting” is already under “Algorithms”') });
    expect(sorting.parentId).toBe(algorithms.id);
    const subject = (await create(master, { exam: 'GATE', parentId: null, name: 'Machine Learning' })).json().node;
    expect(subject).toMatchObject({ depth: 0, parentId: null });
    expect((await create(master, { exam: 'GATE', parentId: null, name: '   ' })).statusCode).toBe(400);
  });

  it('renames a node, its questions taking the new name, and audits it', async () => {
    const hashing = nodeNamed(await tree(), 'GATE', 'Hashing');
    const questionId = idOf(await api.createQuestion(creator, { exam: 'GATE', topicId: hashing.id }), 'question');
    const renamed = await api.call(master, 'PATCH', `/api/admin/taxonomy/nodes/${hashing.id}`, { name: 'Hashing and Hash Tables' });
    expect(renamed.json().node.name).toBe('Hashing and Hash Tables');
    const question = (await api.call(creator, 'GET', `/api/admin/questions/${questionId}`)).json().question;
    expect(question).toMatchObject({ topic: 'Hashing and Hash Tables', topicId: hashing.id });
    const [entry] = await audited(hashing.id, 'topic.rename');
    expect(entry!.detail).toMatchObject({ before: { name: 'Hashing' }, after: { name: 'Hashing and Hash Tables' } });
    const clash = await api.call(master, 'PATCH', `/api/admin/taxonomy/nodes/${hashing.id}`, { name: 'searching' });
    expect(clash.statusCode).toBe(409);
  });

  it('moves a node with its subtree, re-levelling it, and reorders siblings', async () => {
    const before = await tree();
    const design = nodeNamed(before, 'GATE', 'Algorithm Design Techniques');
    const greedy = nodeNamed(before, 'GATE', 'Greedy');
    // a topic with subtopics becomes a subject: its subtopics become topics
    const moved = (await move(design.id, null, 0)).json().node;
    expect(moved).toMatchObject({ depth: 0, parentId: null, position: 0 });
    let after = await tree();
    expect(nodeNamed(after, 'GATE', 'Greedy')).toMatchObject({ depth: 1, parentId: design.id, position: greedy.position });
    const subjects = after.trees[0]!.nodes.filter((node) => node.depth === 0);
    expect(subjects[0]!.id).toBe(design.id);
    expect(subjects.map((node) => node.position)).toEqual(subjects.map((_, index) => index));
    const [entry] = await audited(design.id, 'topic.move');
    expect(entry!.detail).toMatchObject({ before: { depth: 1, parentName: 'Algorithms' }, after: { depth: 0, parentName: null } });

    // and back, to the third place under Algorithms
    const algorithms = nodeNamed(after, 'GATE', 'Algorithms');
    expect((await move(design.id, algorithms.id, 2)).statusCode).toBe(200);
    after = await tree();
    const children = after.trees[0]!.nodes.filter((node) => node.parentId === algorithms.id);
    expect(children[2]!.id).toBe(design.id);
    expect(nodeNamed(after, 'GATE', 'Greedy').depth).toBe(2);

    // reorder within the same parent: last to first
    const last = children.at(-1)!;
    await move(last.id, algorithms.id, 0);
    const reordered = (await tree()).trees[0]!.nodes.filter((node) => node.parentId === algorithms.id);
    expect(reordered[0]!.id).toBe(last.id);
    expect(reordered.map((node) => node.position)).toEqual(reordered.map((_, index) => index));
  });

  it('refuses a move under itself or its own nodes, below a subtopic, or into another tree, changing nothing', async () => {
    const before = await tree();
    const os = nodeNamed(before, 'GATE', 'Operating Systems');
    const memory = nodeNamed(before, 'GATE', 'Memory Management and Virtual Memory');
    const paging = nodeNamed(before, 'GATE', 'Paging');
    const databases = nodeNamed(before, 'GATE', 'Databases');
    const relational = nodeNamed(before, 'GATE', 'Relational Model');
    const teaching = nodeNamed(before, 'UGC NET', 'Teaching Aptitude');

    const cycles = [await move(os.id, os.id), await move(os.id, paging.id)];
    for (const refused of cycles) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('cannot move under itself');
    }
    // a subject with topics and subtopics cannot go under another subject
    const deep = await move(os.id, databases.id);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toContain('deeper than a subtopic');
    // a topic with subtopics cannot go under a topic
    expect((await move(memory.id, relational.id)).statusCode).toBe(400);
    // a leaf cannot go under a subtopic
    const underLeaf = await move(nodeNamed(before, 'GATE', 'Deadlock').id, paging.id);
    expect(underLeaf.json().message).toContain('deepest level');
    expect((await move(paging.id, teaching.id)).json().message).toContain('within its own tree');
    expect(await tree()).toEqual(before);
  });

  it('deletes an empty node, and refuses one with nodes under it or questions at it, saying so', async () => {
    const before = await tree();
    const networks = nodeNamed(before, 'GATE', 'Computer Networks');
    const withChildren = await api.call(master, 'DELETE', `/api/admin/taxonomy/nodes/${networks.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json()).toMatchObject({ code: 'topic-in-use', message: expect.stringContaining('nodes under it') });

    const dns = nodeNamed(before, 'GATE', 'DNS');
    await api.createQuestion(creator, { exam: 'GATE CS', topicId: dns.id });
    const withQuestion = await api.call(master, 'DELETE', `/api/admin/taxonomy/nodes/${dns.id}`);
    expect(withQuestion.statusCode).toBe(409);
    expect(withQuestion.json().message).toBe("“DNS” holds 1 question: move it to another node first (the bank's filter on this node lists it).");

    const ftp = nodeNamed(before, 'GATE', 'FTP');
    expect((await api.call(master, 'DELETE', `/api/admin/taxonomy/nodes/${ftp.id}`)).statusCode).toBe(200);
    const after = await tree();
    const siblings = after.trees[0]!.nodes.filter((node) => node.parentId === ftp.parentId);
    expect(siblings.map((node) => node.name)).not.toContain('FTP');
    expect(siblings.map((node) => node.position)).toEqual(siblings.map((_, index) => index));
    expect((await audited(ftp.id, 'topic.delete')).length).toBe(1);
    expect((await api.call(master, 'DELETE', `/api/admin/taxonomy/nodes/${ftp.id}`)).statusCode).toBe(404);
  });
});
