// Content the end-to-end specs rely on, loaded only when NODE_ENV is 'test' (never in production):
// a free series whose answer keys the specs know, so they can click right and wrong answers on purpose.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';
import { questions, quizQuestions, quizzes, testSeries, tests } from '../server/db/schema.ts';
import type { Difficulty, Section } from '../server/dev/demo/types.ts';
import { insertPublishedTests } from '../server/dev/demo/load.ts';
import { keyColumns } from '../server/db/question-key.ts';
import type { AnswerKey } from '../shared/exam/answer-key.ts';

export const E2E_SERIES = { slug: 'e2e-practice', title: 'E2E Practice Series', exam: 'GATE CS', year: 2027 } as const;

interface E2eQuestion {
  key: string;
  section: Section;
  text: string;
  options: string[];
  correctIndex: number;
  marks: 1 | 2;
  explanation: string;
}

/** In the order the easy test shows them: three Aptitude, then three Technical (the middle one 2 marks). */
export const e2eQuestions: readonly E2eQuestion[] = [
  {
    key: 'e2e-apt-1',
    section: 'Aptitude',
    text: 'What is $7 \\times 8$?',
    options: ['54', '56', '58', '64'],
    correctIndex: 1,
    marks: 1,
    explanation: '$7 \\times 8 = 56$.',
  },
  {
    key: 'e2e-apt-2',
    section: 'Aptitude',
    text: 'Which word means the same as *rapid*?',
    options: ['Slow', 'Quick', 'Heavy', 'Quiet'],
    correctIndex: 1,
    marks: 1,
    explanation: '*Rapid* means quick.',
  },
  {
    key: 'e2e-apt-3',
    section: 'Aptitude',
    text: 'What comes next: 2, 4, 8, 16, ...?',
    options: ['18', '24', '32', '30'],
    correctIndex: 2,
    marks: 1,
    explanation: 'Each term doubles: $16 \\times 2 = 32$.',
  },
  {
    key: 'e2e-tech-1',
    section: 'Technical',
    text: 'How many edges does a tree with 10 vertices have?',
    options: ['9', '10', '11', '45'],
    correctIndex: 0,
    marks: 1,
    explanation: 'A tree on $n$ vertices has $n - 1$ edges.',
  },
  {
    key: 'e2e-tech-2',
    section: 'Technical',
    text: 'What is the worst-case time of binary search on $n$ sorted items?',
    options: ['$O(1)$', '$O(n)$', '$O(\\log n)$', '$O(n \\log n)$'],
    correctIndex: 2,
    marks: 2,
    explanation: 'Each comparison halves the range: $O(\\log n)$.',
  },
  {
    key: 'e2e-tech-3',
    section: 'Technical',
    text: 'Which data structure serves items first-in, first-out?',
    options: ['Stack', 'Queue', 'Heap', 'Tree'],
    correctIndex: 1,
    marks: 1,
    explanation: 'A queue is FIFO; a stack is LIFO.',
  },
];

/**
 * GATE's other two types, for the question-types journey (tests/e2e/question-types.spec.ts): kept
 * apart from e2eQuestions, whose MCQ keys and order the API tests read.
 */
export const e2eTypedQuestions: readonly (Omit<E2eQuestion, 'options' | 'correctIndex'> & { options: string[]; key: string; answerKey: AnswerKey })[] = [
  {
    key: 'e2e-msq-1',
    section: 'Technical',
    text: 'Which of these are prime numbers?',
    options: ['2', '4', '7', '9'],
    answerKey: { type: 'MSQ', correctIndexes: [0, 2] },
    marks: 2,
    explanation: '2 and 7 have no divisors but 1 and themselves.',
  },
  {
    key: 'e2e-nat-1',
    section: 'Technical',
    text: 'Evaluate $2 - 4.5$.',
    options: [],
    answerKey: { type: 'NAT', min: -2.5, max: -2.5, decimals: 1 },
    marks: 2,
    explanation: '$2 - 4.5 = -2.5$.',
  },
  {
    key: 'e2e-nat-2',
    section: 'Technical',
    text: 'How many bits are there in 16 bytes?',
    options: [],
    answerKey: { type: 'NAT', min: 128, max: 128, decimals: 0 },
    marks: 1,
    explanation: '$16 \\times 8 = 128$.',
  },
];

const allKeys = [...e2eQuestions.map((q) => q.key), ...e2eTypedQuestions.map((q) => q.key)];
const mcqKeys = e2eQuestions.map((q) => q.key);

interface E2eTest {
  title: string;
  difficulty: Difficulty;
  timeLimitSeconds: number;
  questionKeys: readonly string[];
}

export const e2eTests: readonly E2eTest[] = [
  { title: 'Easy Subject Test', difficulty: 'easy', timeLimitSeconds: 20 * 60, questionKeys: mcqKeys },
  { title: 'Full Subject Test', difficulty: 'medium', timeLimitSeconds: 50 * 60, questionKeys: mcqKeys },
  { title: 'GATE Level Test', difficulty: 'hard', timeLimitSeconds: 180 * 60, questionKeys: mcqKeys },
  // for the clock-runs-out spec: short enough to wait for, long enough to answer one question
  { title: 'Quick Timer Test', difficulty: 'easy', timeLimitSeconds: 25, questionKeys: ['e2e-apt-1', 'e2e-tech-1'] },
  // an MCQ (Aptitude, 1 mark), then an MSQ (2), a NAT (2) and a NAT (1) in Technical: 6 marks in all
  { title: 'Question Types Test', difficulty: 'easy', timeLimitSeconds: 20 * 60, questionKeys: ['e2e-apt-1', 'e2e-msq-1', 'e2e-nat-1', 'e2e-nat-2'] },
];

interface E2eQuiz {
  slug: string;
  title: string;
  timeLimitSeconds: number;
  questionKeys: readonly string[];
}

/** Open weekly quizzes (exam 'GATE', from a day before to a week after loading) whose keys the specs know. */
export const e2eQuizzes: readonly E2eQuiz[] = [
  {
    slug: 'e2e-weekly-quiz',
    title: 'E2E Weekly Quiz',
    timeLimitSeconds: 10 * 60,
    // Aptitude and Technical; e2e-tech-2 is worth 2 in tests and 1 here, as every quiz question is
    questionKeys: ['e2e-apt-1', 'e2e-apt-2', 'e2e-tech-1', 'e2e-tech-2', 'e2e-tech-3'],
  },
  // for the clock-runs-out spec: short enough to wait for, long enough to answer one question
  { slug: 'e2e-quick-quiz', title: 'E2E Quick Quiz', timeLimitSeconds: 20, questionKeys: ['e2e-apt-1', 'e2e-tech-1'] },
];
export const E2E_QUIZ_EXAM = 'GATE';

export interface E2eFixtureIds {
  seriesId: string;
  /** test id by title */
  tests: Record<string, string>;
  /** weekly quiz id by title ('E2E Weekly Quiz', 'E2E Quick Quiz') */
  quizzes: Record<string, string>;
}

/** Creates the e2e series once (found again by its slug afterwards) and returns its ids. */
export async function loadTestFixtures(db: Database): Promise<E2eFixtureIds> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: testSeries.id }).from(testSeries).where(eq(testSeries.slug, E2E_SERIES.slug));
    if (existing) return { seriesId: existing.id, tests: await testIdsOf(tx, existing.id), quizzes: await loadQuizzes(tx) };

    // the MCQs every spec uses, then the paper of every type
    const written = [...e2eQuestions.map((q) => ({ ...q, answerKey: { type: 'MCQ', correctIndex: q.correctIndex } as const })), ...e2eTypedQuestions];
    await tx
      .insert(questions)
      .values(
        written.map((q) => ({
          key: q.key,
          text: q.text,
          options: q.options.map((text) => ({ text })),
          ...keyColumns(q.answerKey),
          explanation: q.explanation,
          section: q.section,
          marks: q.marks,
          topic: 'E2E',
          source: 'original' as const,
          status: 'published' as const,
        })),
      )
      .onConflictDoNothing();
    const rows = await tx.select({ id: questions.id, key: questions.key }).from(questions).where(inArray(questions.key, allKeys));
    const idOf = new Map(rows.map((row) => [row.key, row.id]));

    const [series] = await tx
      .insert(testSeries)
      .values({
        ...E2E_SERIES,
        description: 'A small free series for the end-to-end tests: questions with known answers, of all three types.',
        pricePaise: 0,
        status: 'published',
      })
      .returning({ id: testSeries.id });
    await insertPublishedTests(tx, { id: series!.id, exam: E2E_SERIES.exam }, e2eTests, (key) => {
      const questionId = idOf.get(key);
      if (!questionId) throw new Error(`The e2e fixtures name an unknown question: ${key}`);
      return questionId;
    });
    return { seriesId: series!.id, tests: await testIdsOf(tx, series!.id), quizzes: await loadQuizzes(tx) };
  });
}

/** Creates the e2e quizzes that are missing (found by slug: a second load changes nothing) and returns their ids by title. */
async function loadQuizzes(db: Database): Promise<Record<string, string>> {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  for (const quiz of e2eQuizzes) {
    const [created] = await db
      .insert(quizzes)
      .values({
        slug: quiz.slug,
        title: quiz.title,
        exam: E2E_QUIZ_EXAM,
        timeLimitSeconds: quiz.timeLimitSeconds,
        opensAt: new Date(now - day),
        closesAt: new Date(now + 7 * day),
        status: 'published',
      })
      .onConflictDoNothing({ target: quizzes.slug })
      .returning({ id: quizzes.id });
    if (!created) continue;
    const rows = await db
      .select({ id: questions.id, key: questions.key })
      .from(questions)
      .where(inArray(questions.key, [...quiz.questionKeys]));
    const idOf = new Map(rows.map((row) => [row.key, row.id]));
    await db.insert(quizQuestions).values(
      quiz.questionKeys.map((key, position) => {
        const questionId = idOf.get(key);
        if (!questionId) throw new Error(`The e2e fixtures name an unknown question: ${key}`);
        return { quizId: created.id, questionId, position };
      }),
    );
  }
  const rows = await db
    .select({ id: quizzes.id, title: quizzes.title })
    .from(quizzes)
    .where(
      inArray(
        quizzes.slug,
        e2eQuizzes.map((quiz) => quiz.slug),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.title, row.id]));
}

async function testIdsOf(db: Database, seriesId: string): Promise<Record<string, string>> {
  const rows = await db.select({ id: tests.id, title: tests.title }).from(tests).where(eq(tests.seriesId, seriesId)).orderBy(asc(tests.position));
  return Object.fromEntries(rows.map((row) => [row.title, row.id]));
}
