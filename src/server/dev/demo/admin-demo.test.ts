// The demo content gives every admin screen something to show: drafts waiting for a master, an
// import with converted questions to review, and admins of each role to sign in as.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { findUserByEmail, openSession } from '../../features/accounts/service.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import { loadDemoContent } from './load.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoContent(t.app.db)).toBe(true);
});
afterAll(() => t.close());

async function cookieOf(email: string) {
  const user = await findUserByEmail(t.app.db, email);
  const session = await openSession(t.app.db, user!.id, 3600);
  return `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(session.token))}`;
}

const get = async (cookie: string, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

describe('demo content for the admin area', () => {
  it('signs in a creator, a master and a god', async () => {
    for (const [email, role] of [
      ['meera.nair@example.com', 'creator'],
      ['kabir.das@example.com', 'master'],
      ['admin@example.com', 'god'],
    ] as const) {
      expect((await findUserByEmail(t.app.db, email))?.role, email).toBe(role);
    }
  });

  it('leaves a master drafts to review: a series, its test, a quiz and questions, some imported (one converted)', async () => {
    const master = await cookieOf('kabir.das@example.com');
    const overview = await get(master, '/api/admin/overview');
    expect(overview.draftsForReview).toMatchObject({ series: 1, tests: 1, quizzes: 1 });
    expect(overview.draftsForReview.questions).toBeGreaterThanOrEqual(9);

    // the import keeps a multiple-response question an MSQ and a numerical one a NAT; a true/false becomes an MCQ for review
    const review = await get(master, '/api/admin/questions?needsReview=true');
    expect(review.total).toBe(1);
    expect(review.questions.map((q: { origin: { conversion: { from: string } } }) => q.origin.conversion.from)).toEqual(['true-false']);
    const imported = await get(master, '/api/admin/questions?status=draft&source=public&pageSize=50');
    const types = imported.questions.filter((q: { origin: unknown }) => q.origin !== null).map((q: { type: string }) => q.type);
    expect(types.sort()).toEqual(['MCQ', 'MCQ', 'MCQ', 'MSQ', 'NAT']);
    const series = await get(master, '/api/admin/series');
    expect(series.series.filter((s: { status: string }) => s.status === 'draft').map((s: { title: string }) => s.title)).toEqual(['GATE DA 2027: Foundations']);
  });

  it('places every demo question in the syllabus tree, some in subtopics and with tags', async () => {
    const master = await cookieOf('kabir.das@example.com');
    const { trees, unplaced } = await get(master, '/api/admin/taxonomy');
    expect(unplaced).toBe(0);
    type Node = { name: string; depth: number; direct: number; total: number; parentId: string | null; id: string };
    const gate = trees.find((tree: { exam: string }) => tree.exam === 'GATE').nodes as Node[];
    const net = trees.find((tree: { exam: string }) => tree.exam === 'UGC NET').nodes as Node[];
    const named = (nodes: Node[], name: string) => nodes.find((node) => node.name === name)!;
    expect(named(gate, 'Operating Systems').total).toBeGreaterThan(named(gate, 'Operating Systems').direct);
    expect(named(gate, 'Page Replacement')).toMatchObject({ depth: 2, direct: 2 });
    expect(named(gate, 'Dynamic Programming')).toMatchObject({ depth: 2, direct: 2 });
    expect(named(net, 'Teaching Aptitude').direct).toBe(5);
    // the demo's GATE DA questions beyond the CS syllabus wait under Unsorted for a master to file
    const unsorted = named(gate, 'Unsorted');
    expect(gate.filter((node) => node.parentId === unsorted.id).map((node) => node.name)).toEqual(expect.arrayContaining(['Programming in Python']));
    const tagged = await get(master, '/api/admin/questions?tag=numerical&pageSize=50');
    expect(tagged.total).toBeGreaterThanOrEqual(5);
    const facets = await get(master, '/api/admin/questions/facets');
    expect(facets.tags[0]).toMatchObject({ tag: 'numerical' });
  });

  it("gives each draft its author: the creator's own are hers to change, the master's draft is his, and the draft test waits on review", async () => {
    const creator = await cookieOf('meera.nair@example.com');
    const mine = await get(creator, '/api/admin/questions?author=me&status=draft');
    expect(mine.total).toBeGreaterThanOrEqual(3);
    const facets = await get(creator, '/api/admin/questions/facets');
    expect(facets.authors.map((author: { name: string }) => author.name)).toEqual(['Kabir Das', 'Meera Nair']);
    const kabir = facets.authors.find((author: { name: string }) => author.name === 'Kabir Das');
    const his = await get(creator, `/api/admin/questions?author=${kabir.id}&status=draft`);
    expect(his.total).toBe(1);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${his.questions[0].id}`,
      headers: { cookie: creator },
      payload: { text: 'Changed', options: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, section: 'Technical', marks: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This draft belongs to Kabir Das; only its author or a master can change it.');

    const draft = (await get(creator, '/api/admin/series')).series.find((s: { status: string }) => s.status === 'draft');
    const { tests } = await get(creator, `/api/admin/series/${draft.id}`);
    const test = (await get(creator, `/api/admin/tests/${tests[0].id}`)).test;
    expect(test.author.name).toBe('Meera Nair');
    expect(test.notReviewed.length).toBe(test.questions.length);
  });

  it('shows the review conversation in every state, each with its thread, and the work waiting on the overview', async () => {
    const creator = await cookieOf('meera.nair@example.com');
    const master = await cookieOf('kabir.das@example.com');
    const inState = async (state: string) => (await get(master, `/api/admin/questions?reviewState=${state}&pageSize=50`)).questions;
    const queue = await get(master, '/api/admin/review?pageSize=100');
    // the drafts written for the draft series (4) and next week's quiz (3) and the imported ones (5) wait for review
    expect(queue.total).toBe(12);
    expect((await inState('submitted')).length).toBe(12);
    const [sentBack] = await inState('changes-requested');
    const [rejected] = await inState('rejected');
    expect((await inState('writing')).length).toBe(1);
    expect(rejected.status).toBe('archived');

    const thread = await get(creator, `/api/admin/review/${sentBack.id}/thread`);
    expect(thread.comments.map((c: { kind: string; author: { name: string } }) => `${c.kind}: ${c.author.name}`)).toEqual([
      'submit: Meera Nair',
      'request-changes: Kabir Das',
      'reply: Meera Nair',
    ]);
    const history = await get(master, `/api/admin/audit?entity=question&entityId=${rejected.id}`);
    expect(history.entries.map((entry: { action: string }) => entry.action)).toEqual(['question.reject', 'question.submit']);

    const work = (await get(creator, '/api/admin/overview')).review;
    expect(work.changesRequested.questions.map((q: { id: string }) => q.id)).toEqual([sentBack.id]);
    expect(work.rejected.questions[0]).toMatchObject({ id: rejected.id, words: expect.stringContaining('Duplicate'), reviewer: { name: 'Kabir Das' } });
    expect((await get(master, '/api/admin/overview')).review.submittedWaiting).toBe(12);
  });

  it('files the bank by exam and difficulty, so its filters find something', async () => {
    const creator = await cookieOf('meera.nair@example.com');
    const facets = await get(creator, '/api/admin/questions/facets');
    expect(facets.exams).toEqual(expect.arrayContaining(['GATE CS', 'GATE DA', 'UGC NET']));
    expect((await get(creator, '/api/admin/questions?difficulty=hard')).total).toBeGreaterThan(0);
    expect((await get(creator, '/api/admin/questions?usedIn=none')).total).toBeGreaterThan(0);
  });

  it('has payments in each state and a series granted by hand, for the payments and people pages', async () => {
    const master = await cookieOf('kabir.das@example.com');
    const all = await get(master, '/api/admin/payments');
    const statuses = (all.payments as { status: string }[]).map((payment) => payment.status).sort();
    expect(statuses).toEqual(['created', 'failed', 'paid', 'paid']);
    const ananya = await findUserByEmail(t.app.db, 'ananya.reddy@example.com');
    const person = await get(master, `/api/admin/users/${ananya!.id}`);
    expect(JSON.stringify(person)).toContain('"source":"admin"');
  });

  it("has learners' reports of last week's quiz in the review queue, and Priya's answered one in her notifications", async () => {
    const master = await cookieOf('kabir.das@example.com');
    const queue = await get(master, '/api/admin/reports');
    expect(queue).toMatchObject({ total: 3, openReports: 6 });
    expect(queue.groups.map((group: { count: number }) => group.count)).toEqual([3, 2, 1]);
    expect(queue.groups[0].reasons).toEqual({ 'wrong-key': 2, typo: 0, unclear: 1, 'out-of-syllabus': 0 });
    expect(queue.groups[0].papers).toEqual([expect.objectContaining({ kind: 'quiz', title: 'GATE CS Weekly Quiz: Data Structures & Algorithms', reports: 3 })]);
    expect((await get(master, '/api/admin/overview')).openReports).toBe(6);

    const priya = await cookieOf('priya.iyer@example.com');
    const notices = await get(priya, '/api/notices');
    expect(notices).toMatchObject({ total: 1, unread: 1 });
    expect(notices.notices[0]).toMatchObject({ kind: 'report', title: 'Your report on a question was answered', read: false });
    expect(notices.notices[0].body).toContain('You reported question 2 of **GATE CS Weekly Quiz: Data Structures & Algorithms**');
    expect((await get(priya, '/api/notifications/unread/count')).unread).toBeGreaterThanOrEqual(1);
  });

  it("keeps a master's blueprints that assemble this week's quiz in full and a full mock, and show a subject test's shortfall", async () => {
    const cookie = await cookieOf('kabir.das@example.com');
    const { blueprints } = await get(cookie, '/api/admin/blueprints');
    expect(blueprints.map((entry: { blueprint: { name: string } }) => entry.blueprint.name).sort()).toEqual([
      'Algorithms and data structures: subject test',
      'GATE CS full-length mock',
      'GATE CS weekly quiz',
      'UGC NET Paper 2: 20-question practice test',
    ]);
    const assemble = async (name: string) => {
      const { blueprint } = blueprints.find((entry: { blueprint: { name: string } }) => entry.blueprint.name === name);
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/blueprints/assemble', headers: { cookie }, payload: { blueprint } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().assembly;
    };
    const quiz = await assemble('GATE CS weekly quiz');
    // a weekly quiz's marking gives every question 1 mark, whatever its weight in the bank
    expect([quiz.complete, quiz.picked]).toEqual([true, { questions: 10, marks: 10 }]);
    const mock = await assemble('GATE CS full-length mock');
    expect([mock.complete, mock.picked]).toEqual([true, { questions: 65, marks: 100 }]);
    // the subject test asks for more 2-mark questions of its two subjects than the bank holds
    const subject = await assemble('Algorithms and data structures: subject test');
    expect(subject.complete).toBe(false);
    expect(subject.sections[0].parts[1].shortfall.message).toMatch(/^Found \d+ of 24: /);
    const net = await assemble('UGC NET Paper 2: 20-question practice test');
    expect([net.complete, net.picked]).toEqual([true, { questions: 20, marks: 40 }]);
  });
});
