// Papers assembled from a blueprint (issue 42): assembly fills what it can from the reviewed bank,
// says what it could not fill and why, never picks a question of an open (or coming) weekly quiz nor
// one learners met in the weeks left out, offers alternatives for a swap, and saves the picks as a
// draft through the paper module, refusing picks an open quiz took since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { insertSeries } from '../../../../test/series-fixtures.ts';
import { attempts, questions, tests } from '../../../db/schema.ts';
import { questionStats } from '../../../db/bank-schema.ts';
import { topics } from '../../../db/topics-schema.ts';
import type { Assembly, BlueprintInput, BlueprintPick } from '../../../../shared/api/admin-blueprints.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller;
let creator: AdminCaller;
let subjectNode: string;
let aptitudeNode: string;
/** the subject's 2-mark questions, in the order written: q[0] and q[1] go in an open quiz, q[2] in a test taken last week */
let q: string[];
let aptitude: string[];
let seriesId: string;
let natQuestion: string;

async function node(name: string, exam: string, parentId: string | null = null): Promise<string> {
  const [row] = await t.app.db
    .insert(topics)
    .values({ name, exam, parentId, depth: parentId ? 1 : 0 })
    .returning({ id: topics.id });
  return row!.id;
}

async function question(text: string, values: Partial<typeof questions.$inferInsert>): Promise<string> {
  const [row] = await t.app.db
    .insert(questions)
    .values({
      text,
      options: [{ text: 'one' }, { text: 'two' }, { text: 'three' }, { text: 'four' }],
      correctIndex: 0,
      section: 'Technical',
      marks: 2,
      type: 'MCQ',
      status: 'published',
      difficulty: 'medium',
      exam: 'GATE CS',
      ...values,
    })
    .returning({ id: questions.id });
  return row!.id;
}

const blueprint = (overrides: Partial<BlueprintInput> = {}): BlueprintInput => ({
  name: 'GATE CS weekly',
  profileCode: 'gate-cs',
  kind: 'test',
  excludeSeenWeeks: 4,
  sections: [
    { key: 'GA', parts: [{ marks: 1, count: 2, topicIds: [aptitudeNode], level: 'any', types: [] }] },
    { key: 'CS', parts: [{ marks: 2, count: 5, topicIds: [subjectNode], level: 'any', types: ['MCQ'] }] },
  ],
  ...overrides,
});

async function assembled(body: BlueprintInput, seed?: number): Promise<Assembly> {
  const response = await api.call(master, 'POST', '/api/admin/blueprints/assemble', seed === undefined ? { blueprint: body } : { blueprint: body, seed });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().assembly;
}
const idsOf = (picks: BlueprintPick[]) => picks.map((pick) => pick.id);

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
  creator = await signIn(t.app, { role: 'creator' });
  const subject = await node('Blueprint Algorithms', 'GATE');
  subjectNode = subject;
  const child = await node('Blueprint Sorting', 'GATE', subject);
  aptitudeNode = await node('Blueprint Aptitude', 'GATE');
  // six reviewed 2-mark MCQs of the subject (two under its child node), and what is not reviewed
  q = [];
  for (let index = 0; index < 6; index += 1) q.push(await question(`Subject question ${index}?`, { topicId: index < 2 ? child : subject }));
  await question('A draft never reviewed?', { topicId: subject, status: 'draft' });
  await question('Published but flagged for review?', { topicId: subject, needsReview: true });
  await question('A 1-mark question of the subject?', { topicId: subject, marks: 1 });
  natQuestion = await question('An NAT the profile asks but this part does not?', {
    topicId: subject,
    type: 'NAT',
    options: [],
    correctIndex: null,
    natMin: 1,
    natMax: 2,
    natDecimals: 0,
  });
  aptitude = [];
  for (let index = 0; index < 3; index += 1)
    aptitude.push(await question(`Aptitude question ${index}?`, { topicId: aptitudeNode, section: 'Aptitude', marks: 1 }));

  // q[0] and q[1] in this week's quiz, open now
  const quizId = idOf(await api.createQuiz(master, { title: 'This week' }), 'quiz');
  expect((await api.call(master, 'PUT', `/api/admin/quizzes/${quizId}/questions`, { questionIds: [q[0], q[1]] })).statusCode).toBe(200);
  expect((await api.call(master, 'POST', `/api/admin/quizzes/${quizId}/publish`)).statusCode).toBe(200);

  // q[2] in a test a learner started three days ago
  seriesId = (await insertSeries(t.app.db, { title: 'Blueprint series', pricePaise: 0, discountPercent: 0, createdAt: '2026-01-01T00:00:00Z' })).seriesId;
  const testId = idOf(await api.createTest(master, seriesId, { difficulty: 'hard' }), 'test');
  expect((await api.call(master, 'PUT', `/api/admin/tests/${testId}/questions`, { questionIds: [q[2]] })).statusCode).toBe(200);
  const learner = await signIn(t.app);
  const startedAt = new Date(Date.now() - 3 * 86400_000);
  await t.app.db.insert(attempts).values({ userId: learner.user.id, testId, startedAt, deadline: new Date(startedAt.getTime() + 3600_000) });
}, 60_000);
afterAll(() => t.close());

describe('assembling a paper from a blueprint', () => {
  it('fills what it can, reports what it cannot, and never picks an open quiz’s question', async () => {
    const assembly = await assembled(blueprint());
    const [ga, cs] = assembly.sections;
    expect(assembly.sections.map((section) => [section.key, section.name])).toEqual([
      ['GA', 'General Aptitude'],
      ['CS', 'Computer Science and Information Technology'],
    ]);
    // the aptitude part is filled from its three
    expect(ga!.parts[0]!.picks).toHaveLength(2);
    expect(aptitude).toEqual(expect.arrayContaining(idsOf(ga!.parts[0]!.picks)));
    expect(ga!.parts[0]!.shortfall).toBeNull();

    // the subject part finds three: the quiz holds two, learners met one this week
    const part = cs!.parts[0]!;
    expect(idsOf(part.picks).sort()).toEqual([q[3], q[4], q[5]].sort());
    expect(idsOf(part.picks)).not.toContain(q[0]);
    expect(idsOf(part.picks)).not.toContain(q[1]);
    expect(part.shortfall).toMatchObject({ missing: 2, inOpenQuizzes: 2, seenRecently: 1, keyInTests: 0, pickedElsewhere: 0 });
    expect(part.shortfall!.message).toBe(
      'Found 3 of 5: 6 questions match, left out: 2 in an open or coming weekly quiz; 1 met by learners in the last 4 weeks.',
    );
    expect(part.picks.every((pick) => pick.marks === 2 && pick.type === 'MCQ' && pick.topic !== null)).toBe(true);

    // the totals beside the blueprint's and the profile's
    expect([ga!.picked, ga!.wanted, ga!.profile]).toEqual([
      { questions: 2, marks: 2 },
      { questions: 2, marks: 2 },
      { questions: 10, marks: 15 },
    ]);
    expect([assembly.picked, assembly.wanted, assembly.profile]).toEqual([
      { questions: 5, marks: 8 },
      { questions: 7, marks: 12 },
      { questions: 65, marks: 100 },
    ]);
    expect(assembly.complete).toBe(false);
  });

  it('takes what learners met once the blueprint leaves no weeks out, but never the quiz’s', async () => {
    const part = (await assembled(blueprint({ excludeSeenWeeks: 0 }))).sections[1]!.parts[0]!;
    expect(idsOf(part.picks).sort()).toEqual([q[2], q[3], q[4], q[5]].sort());
    expect(part.shortfall).toMatchObject({ missing: 1, inOpenQuizzes: 2, seenRecently: 0 });
  });

  it('takes a node with everything under it, a level measured from facility where enough learners answered, and each question once', async () => {
    // the child node alone holds q[0] and q[1], both in the quiz
    const child = (await t.app.db.select({ id: topics.id }).from(topics).where(eq(topics.name, 'Blueprint Sorting')))[0]!.id;
    const onlyChild = await assembled(blueprint({ sections: [{ key: 'CS', parts: [{ marks: 2, count: 1, topicIds: [child], level: 'any', types: [] }] }] }));
    expect(onlyChild.sections[0]!.parts[0]!.picks).toEqual([]);
    expect(onlyChild.sections[0]!.parts[0]!.shortfall!.message).toBe('Found 0 of 1: 2 questions match, left out: 2 in an open or coming weekly quiz.');

    // q[4] is easy by its figures (90% of 40 right), though its author said medium
    await t.app.db.insert(questionStats).values({ questionId: q[4]!, attempts: 40, answered: 38, correct: 36, facility: 0.9 });
    const easy = await assembled(
      blueprint({
        sections: [
          {
            key: 'CS',
            parts: [
              { marks: 2, count: 1, topicIds: [subjectNode], level: 'easy', types: [] },
              { marks: 2, count: 3, topicIds: [subjectNode], level: 'any', types: ['MCQ'] },
              { marks: 2, count: 1, topicIds: [subjectNode], level: 'any', types: ['NAT'] },
            ],
          },
        ],
      }),
    );
    const [first, second, numeric] = easy.sections[0]!.parts;
    expect(idsOf(numeric!.picks)).toEqual([natQuestion]);
    expect(first!.picks.map((pick) => [pick.id, pick.level, pick.measured, pick.facility])).toEqual([[q[4], 'easy', true, 0.9]]);
    expect(idsOf(second!.picks).sort()).toEqual([q[3], q[5]].sort());
    expect(second!.shortfall).toMatchObject({ missing: 1, pickedElsewhere: 1 });
  });

  it('picks again with another seed among questions alike, and offers the rest of a part for a swap', async () => {
    const wide = blueprint({ sections: [{ key: 'GA', parts: [{ marks: 1, count: 1, topicIds: [aptitudeNode], level: 'any', types: [] }] }] });
    const picks = new Set<string>();
    for (let seed = 0; seed < 12; seed += 1) picks.add((await assembled(wide, seed)).sections[0]!.parts[0]!.picks[0]!.id);
    expect(picks.size).toBeGreaterThan(1);

    const response = await api.call(master, 'POST', '/api/admin/blueprints/alternatives', { blueprint: blueprint(), section: 'CS', part: 0, exclude: [q[3]] });
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json().picks).sort()).toEqual([q[4], q[5]].sort());
  });

  it('gives each of UGC NET’s two papers its own section of the bank, at the 2 marks each NET question carries', async () => {
    const net = await node('Blueprint NET subject', 'UGC NET');
    const paperOne = await question('A teaching aptitude question?', { topicId: net, section: 'Aptitude', marks: 1, exam: 'UGC NET' });
    const paperTwo = await question('A computer science question?', { topicId: net, section: 'Technical', marks: 1, exam: 'UGC NET' });
    const picksOf = async (profileCode: string, key: string) => {
      const assembly = await assembled(
        blueprint({ profileCode, sections: [{ key, parts: [{ marks: 2, count: 2, topicIds: [net], level: 'any', types: [] }] }] }),
      );
      return assembly.sections[0]!.parts[0]!.picks.map((pick) => [pick.id, pick.marks]);
    };
    expect(await picksOf('ugc-net-paper-1', 'P1')).toEqual([[paperOne, 2]]);
    expect(await picksOf('ugc-net-cs', 'CS')).toEqual([[paperTwo, 2]]);
  });

  it('is a master’s: a creator may read blueprints but not assemble', async () => {
    expect((await api.call(creator, 'POST', '/api/admin/blueprints/assemble', { blueprint: blueprint() })).statusCode).toBe(403);
    expect((await api.call(creator, 'POST', '/api/admin/blueprints', blueprint())).statusCode).toBe(403);
    expect((await api.call(creator, 'GET', '/api/admin/blueprints')).statusCode).toBe(200);
  });

  it('refuses a blueprint that does not fit its profile, saying what is wrong', async () => {
    const wrongSection = await api.call(master, 'POST', '/api/admin/blueprints/assemble', {
      blueprint: blueprint({ sections: [{ key: 'P1', parts: [{ marks: 2, count: 1, topicIds: [], level: 'any', types: [] }] }] }),
    });
    expect(wrongSection.statusCode).toBe(400);
    expect(wrongSection.json().message).toBe('GATE Computer Science and Information Technology (CS) has no section P1: its sections are GA, CS.');
    const netNode = await node('Blueprint NET node', 'UGC NET');
    const otherTree = await api.call(
      master,
      'POST',
      '/api/admin/blueprints',
      blueprint({ sections: [{ key: 'CS', parts: [{ marks: 2, count: 1, topicIds: [netNode], level: 'any', types: [] }] }] }),
    );
    expect(otherTree.statusCode).toBe(400);
    expect(otherTree.json().message).toBe('Part 1 of Computer Science and Information Technology names a syllabus node that is not in the GATE tree.');
    const netNat = await api.call(master, 'POST', '/api/admin/blueprints/assemble', {
      blueprint: blueprint({
        profileCode: 'ugc-net-cs',
        sections: [{ key: 'CS', parts: [{ marks: 2, count: 1, topicIds: [], level: 'any', types: ['NAT'] }] }],
      }),
    });
    expect(netNat.json().message).toBe(
      'Part 1 of Computer Science and Applications asks for NAT questions; UGC NET Paper 2: Computer Science and Applications (87) asks MCQ only.',
    );
    const noProfile = await api.call(master, 'POST', '/api/admin/blueprints', blueprint({ profileCode: 'gate-xx' }));
    expect([noProfile.statusCode, noProfile.json().code]).toEqual([400, 'no-such-exam-profile']);
  });
});

describe('a blueprint kept and its picks saved as a draft', () => {
  it('keeps, changes and deletes a blueprint', async () => {
    const created = await api.call(master, 'POST', '/api/admin/blueprints', blueprint());
    expect(created.statusCode).toBe(200);
    const id = created.json().blueprint.id as string;
    const changed = await api.call(master, 'PUT', `/api/admin/blueprints/${id}`, blueprint({ name: 'GATE CS, every Sunday', kind: 'quiz' }));
    expect(changed.json().blueprint.blueprint).toMatchObject({ name: 'GATE CS, every Sunday', kind: 'quiz' });
    const listed = (await api.call(creator, 'GET', '/api/admin/blueprints')).json().blueprints;
    expect(listed.map((entry: { id: string }) => entry.id)).toContain(id);
    expect((await api.call(master, 'DELETE', `/api/admin/blueprints/${id}`)).statusCode).toBe(200);
    expect((await api.call(master, 'GET', `/api/admin/blueprints/${id}`)).statusCode).toBe(404);
  });

  it('saves the picks as a draft test of the series, in order, set for the profile', async () => {
    const assembly = await assembled(blueprint());
    const questionIds = assembly.sections.flatMap((section) => section.parts.flatMap((part) => idsOf(part.picks)));
    const saved = await api.call(master, 'POST', '/api/admin/blueprints/draft', {
      profileCode: 'gate-cs',
      questionIds,
      target: { kind: 'test', seriesId, title: 'Assembled subject test', difficulty: 'medium', timeLimitMinutes: 20, scope: 'subject' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json().paper;
    const test = (await api.call(master, 'GET', `/api/admin/tests/${id}`)).json().test;
    expect(test).toMatchObject({ title: 'Assembled subject test', status: 'draft', profileCode: 'gate-cs', scope: 'subject', timeLimitSeconds: 1200 });
    expect(test.questions.map((entry: { id: string }) => entry.id)).toEqual(questionIds);
  });

  it('refuses picks an open quiz holds, naming them, and saves nothing', async () => {
    const before = (await t.app.db.select({ id: tests.id }).from(tests)).length;
    const refused = await api.call(master, 'POST', '/api/admin/blueprints/draft', {
      profileCode: 'gate-cs',
      questionIds: [q[3], q[0]],
      target: { kind: 'test', seriesId, title: 'Should not exist', difficulty: 'medium', timeLimitMinutes: 20, scope: 'subject' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'picks-held-back',
      message: 'One pick can no longer go in the paper: swap it or assemble again.',
      questions: [{ id: q[0], reason: 'now in an open or coming weekly quiz' }],
    });
    expect((await t.app.db.select({ id: tests.id }).from(tests)).length).toBe(before);
  });

  it('makes next week’s quiz from a quiz blueprint, leaving out a published test’s questions', async () => {
    // q[5] goes in a published test: its learners see the key on submitting, so no quiz takes it
    const testId = idOf(await api.createTest(master, seriesId, { difficulty: 'easy' }), 'test');
    expect((await api.call(master, 'PUT', `/api/admin/tests/${testId}/questions`, { questionIds: [q[5]] })).statusCode).toBe(200);
    expect((await api.call(master, 'POST', `/api/admin/tests/${testId}/publish`)).statusCode).toBe(200);
    const quizBlueprint = blueprint({
      kind: 'quiz',
      excludeSeenWeeks: 0,
      sections: [{ key: 'CS', parts: [{ marks: 2, count: 2, topicIds: [subjectNode], level: 'any', types: ['MCQ'] }] }],
    });
    const part = (await assembled(quizBlueprint)).sections[0]!.parts[0]!;
    expect(idsOf(part.picks)).not.toContain(q[5]);
    expect(part.shortfall).toBeNull();
    // 2-mark questions of the bank, each worth the 1 mark a weekly quiz gives
    expect(part.picks.map((pick) => pick.marks)).toEqual([1, 1]);
    const none = (
      await assembled({ ...quizBlueprint, sections: [{ key: 'CS', parts: [{ marks: 2, count: 6, topicIds: [subjectNode], level: 'any', types: ['MCQ'] }] }] })
    ).sections[0]!.parts[0]!;
    // q[2]'s test was taken and q[5]'s is published: both keys are out
    expect(none.shortfall).toMatchObject({ inOpenQuizzes: 2, keyInTests: 2 });

    const opensAt = new Date(Date.now() + 7 * 86400_000);
    const saved = await api.call(master, 'POST', '/api/admin/blueprints/draft', {
      profileCode: 'gate-cs',
      questionIds: idsOf(part.picks),
      target: {
        kind: 'quiz',
        title: 'Next week',
        timeLimitMinutes: 10,
        opensAt: opensAt.toISOString(),
        closesAt: new Date(opensAt.getTime() + 86400_000).toISOString(),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const quiz = (await api.call(master, 'GET', `/api/admin/quizzes/${saved.json().paper.id}`)).json().quiz;
    expect(quiz).toMatchObject({ title: 'Next week', status: 'draft', profileCode: 'gate-cs' });
    expect(quiz.questions.map((entry: { id: string }) => entry.id)).toEqual(idsOf(part.picks));
    // and the quiz now holds them back from the next assembly
    const again = (await assembled(quizBlueprint)).sections[0]!.parts[0]!;
    expect(idsOf(again.picks).some((id) => idsOf(part.picks).includes(id))).toBe(false);
  });
});
