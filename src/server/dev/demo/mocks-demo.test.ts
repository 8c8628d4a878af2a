// The loader writes the full-length mocks as the papers they are: each test with its marking preset,
// its exam profile, its questions in order and each question's key in the columns of its type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { questions, testQuestions, tests } from '../../db/schema.ts';
import { loadDemoContent } from './load.ts';
import { examProfiles } from '../../db/exam-profile-schema.ts';
import { questionVersionsHindi, testsLanguages } from '../../db/hindi-schema.ts';
import { ugcNetMockHindi } from './ugc-net-mock-hindi.ts';
import { GATE_FULL_MOCK, UGC_NET_PAPER_ONE_MOCK, UGC_NET_SITTING_MOCK } from './series.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // as on a first start, where the demo loads before the app writes the exam profiles' seed: its
  // papers name their profiles, so the loader writes the seed first
  await t.app.db.delete(examProfiles);
  expect(await loadDemoContent(t.app.db)).toBe(true);
});
afterAll(() => t.close());

async function paperOf(title: string) {
  const [test] = await t.app.db.select().from(tests).where(eq(tests.title, title));
  const rows = await t.app.db
    .select({
      key: questions.key,
      type: questions.type,
      marks: questions.marks,
      options: questions.options,
      natMin: questions.natMin,
      natMax: questions.natMax,
    })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .where(eq(testQuestions.testId, test!.id))
    .orderBy(asc(testQuestions.position));
  return { test: test!, rows };
}

describe('the demo mocks as loaded', () => {
  it('store the GATE CS mock with GATE marking, its 65 questions in order, NATs without options', async () => {
    const { test, rows } = await paperOf(GATE_FULL_MOCK.title);
    expect(test).toMatchObject({ marking: 'gate', timeLimitSeconds: 10800, status: 'published' });
    expect(rows.map((row) => row.key)).toEqual(GATE_FULL_MOCK.questionKeys);
    expect(rows.reduce((sum, row) => sum + row.marks, 0)).toBe(100);
    const nats = rows.filter((row) => row.type === 'NAT');
    expect(nats.length).toBeGreaterThan(0);
    for (const row of nats) {
      expect(row.options, String(row.key)).toEqual([]);
      expect(row.natMin, String(row.key)).not.toBeNull();
      expect(Number(row.natMin), String(row.key)).toBeLessThanOrEqual(Number(row.natMax));
    }
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['MCQ', 'MSQ', 'NAT']));
  });

  it('store the UGC NET Paper 1 mock with UGC NET marking, and the subject tests as their exam marks', async () => {
    const { test, rows } = await paperOf(UGC_NET_PAPER_ONE_MOCK.title);
    expect(test).toMatchObject({ marking: 'ugc-net', timeLimitSeconds: 3600 });
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.type === 'MCQ' && row.marks === 2)).toBe(true);
    const subjectTests = await t.app.db
      .select({ marking: tests.marking, profileCode: tests.profileCode, scope: tests.scope })
      .from(tests)
      .where(eq(tests.title, 'Advanced Subject Test'));
    expect(subjectTests).toHaveLength(4);
    // three GATE CS series, and UGC NET's Paper 2
    expect(subjectTests.map((row) => `${row.profileCode} ${row.scope} ${row.marking}`).sort()).toEqual([
      'gate-cs subject gate',
      'gate-cs subject gate',
      'gate-cs subject gate',
      'ugc-net-cs subject ugc-net',
    ]);
  });

  it('store the UGC NET Paper 1 mock offered in Hindi, each question version with its Hindi', async () => {
    const { test } = await paperOf(UGC_NET_PAPER_ONE_MOCK.title);
    const sitting = await paperOf(UGC_NET_SITTING_MOCK.title);
    const offered = await t.app.db.select({ id: testsLanguages.id }).from(testsLanguages).where(eq(testsLanguages.offeredInHindi, true));
    expect(offered.map((row) => row.id).sort()).toEqual([test.id, sitting.test.id].sort());
    expect(sitting.test).toMatchObject({ profileCode: 'ugc-net-paper-1', scope: 'sitting', marking: 'ugc-net', timeLimitSeconds: 10_800 });
    expect(sitting.rows).toHaveLength(150);
    const rows = await t.app.db
      .select({ key: questions.key, hindi: questionVersionsHindi.hindi })
      .from(testQuestions)
      .innerJoin(questions, eq(questions.id, testQuestions.questionId))
      .innerJoin(questionVersionsHindi, eq(questionVersionsHindi.questionId, testQuestions.questionId))
      .where(eq(testQuestions.testId, test.id))
      .orderBy(asc(testQuestions.position));
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(row.hindi, String(row.key)).toEqual(ugcNetMockHindi[row.key!]);
  });
});
