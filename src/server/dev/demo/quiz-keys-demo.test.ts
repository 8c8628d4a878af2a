// The demo keeps the rule of admin/papers/placement.ts: a quiz that has not settled (this week's, and
// next week's draft) holds no question of any demo test, draft or published. Otherwise a learner
// submits the test, reads its key, and uses it in the open quiz.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { questions, quizQuestions, quizzes, testQuestions, tests } from '../../db/schema.ts';
import { keyHoldersOf } from '../../features/admin/papers/service.ts';
import { draftQuiz } from './drafts.ts';
import { loadDemoContent } from './load.ts';
import { demoQuizzes } from './quizzes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoContent(t.app.db)).toBe(true);
});
afterAll(() => t.close());

const unsettledSlugs = [...demoQuizzes.filter((quiz) => quiz.week === 'current').map((quiz) => quiz.slug), draftQuiz.slug];

/** The keys of a paper's questions that the rule keeps out of it, each with the paper that keeps it out. */
async function keptOut(paper: { kind: 'test' | 'quiz'; id: string }, questionIds: string[], by: (holderId: string) => boolean) {
  const held = await keyHoldersOf(t.app.db, paper, questionIds);
  const rows = await t.app.db.select({ id: questions.id, key: questions.key }).from(questions).where(inArray(questions.id, questionIds));
  const keyOf = new Map(rows.map((row) => [row.id, row.key]));
  return [...held]
    .filter(([, holder]) => by(holder.id))
    .map(([id, holder]) => `${keyOf.get(id)}, held by the ${holder.kind} "${holder.kind === 'test' ? `${holder.seriesTitle} / ` : ''}${holder.title}"`);
}

describe("the demo's quizzes that have not settled", () => {
  it('take no question of a test learners can take, nor of another open quiz', async () => {
    const open = await t.app.db.select({ id: quizzes.id, slug: quizzes.slug }).from(quizzes).where(inArray(quizzes.slug, unsettledSlugs));
    expect(open.map((quiz) => quiz.slug).sort()).toEqual([...unsettledSlugs].sort());
    const kept: string[] = [];
    for (const quiz of open) {
      const links = await t.app.db.select({ id: quizQuestions.questionId }).from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
      expect(links, quiz.slug).not.toHaveLength(0);
      const ids = links.map((link) => link.id);
      for (const entry of await keptOut({ kind: 'quiz', id: quiz.id }, ids, () => true)) kept.push(`${quiz.slug}: ${entry}`);
    }
    expect(kept).toEqual([]);
  });

  it('share no question with any demo test, draft or published', async () => {
    const open = await t.app.db.select({ id: quizzes.id }).from(quizzes).where(inArray(quizzes.slug, unsettledSlugs));
    const openIds = new Set(open.map((quiz) => quiz.id));
    const allTests = await t.app.db.select({ id: tests.id, title: tests.title, status: tests.status }).from(tests);
    expect(allTests.map((test) => test.status)).toContain('draft');
    const kept: string[] = [];
    for (const test of allTests) {
      const links = await t.app.db.select({ id: testQuestions.questionId }).from(testQuestions).where(eq(testQuestions.testId, test.id));
      const ids = links.map((link) => link.id);
      // last week's quizzes have settled: their questions may be in tests; the unsettled ones' may not
      for (const entry of await keptOut({ kind: 'test', id: test.id }, ids, (holderId) => openIds.has(holderId))) kept.push(`${test.title}: ${entry}`);
    }
    expect(kept).toEqual([]);
  });
});
