// The accessibility and keyboard specs' own content, so their attempts never take a test or quiz that
// another spec (running at the same time on the same database) counts on. Built from the e2e
// questions (loadTestFixtures must have run first), loaded only by the e2e seed.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';
import { questions, quizQuestions, quizzes, testSeries } from '../server/db/schema.ts';
import { insertPublishedTests } from '../server/dev/demo/load.ts';
import { E2E_QUIZ_EXAM, e2eQuestions } from './e2e-fixtures.ts';

export const A11Y_SERIES = { slug: 'e2e-accessibility', title: 'E2E Accessibility Series', exam: 'GATE CS', year: 2027 } as const;

const allKeys = e2eQuestions.map((question) => question.key);

/** One test per spec that attempts one; every learner in them is new, so each test is taken once per learner. */
export const a11yTests = [
  { title: 'Accessibility Check Test', difficulty: 'easy', timeLimitSeconds: 20 * 60, questionKeys: allKeys },
  { title: 'Keyboard Run Test', difficulty: 'medium', timeLimitSeconds: 50 * 60, questionKeys: allKeys },
] as const;

export const A11Y_QUIZ = {
  slug: 'e2e-accessibility-quiz',
  title: 'E2E Accessibility Quiz',
  timeLimitSeconds: 10 * 60,
  questionKeys: ['e2e-apt-1', 'e2e-apt-2', 'e2e-tech-1', 'e2e-tech-2', 'e2e-tech-3'],
} as const;

/** Creates the series and the quiz once (found again by slug afterwards). */
export async function loadAccessibilityFixtures(db: Database): Promise<{ seriesId: string; quizId: string }> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: questions.id, key: questions.key }).from(questions).where(inArray(questions.key, allKeys));
    const idOf = new Map(rows.map((row) => [row.key, row.id]));
    const questionId = (key: string) => {
      const id = idOf.get(key);
      if (!id) throw new Error(`The accessibility fixtures need the e2e question ${key}: load the e2e fixtures first`);
      return id;
    };

    let [series] = await tx.select({ id: testSeries.id }).from(testSeries).where(eq(testSeries.slug, A11Y_SERIES.slug));
    if (!series) {
      [series] = await tx
        .insert(testSeries)
        .values({
          ...A11Y_SERIES,
          description: 'A free series for the **accessibility** and keyboard end-to-end tests. A wrong answer costs $-\\tfrac{1}{3}$ of its marks.',
          pricePaise: 0,
          status: 'published',
        })
        .returning({ id: testSeries.id });
      await insertPublishedTests(tx, { id: series!.id, exam: A11Y_SERIES.exam }, a11yTests, questionId);
    }

    let [quiz] = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, A11Y_QUIZ.slug));
    if (!quiz) {
      const day = 24 * 60 * 60 * 1000;
      const now = Date.now();
      [quiz] = await tx
        .insert(quizzes)
        .values({
          slug: A11Y_QUIZ.slug,
          title: A11Y_QUIZ.title,
          exam: E2E_QUIZ_EXAM,
          timeLimitSeconds: A11Y_QUIZ.timeLimitSeconds,
          opensAt: new Date(now - day),
          closesAt: new Date(now + 7 * day),
          status: 'published',
        })
        .returning({ id: quizzes.id });
      await tx.insert(quizQuestions).values(A11Y_QUIZ.questionKeys.map((key, position) => ({ quizId: quiz!.id, questionId: questionId(key), position })));
    }
    return { seriesId: series!.id, quizId: quiz!.id };
  });
}
