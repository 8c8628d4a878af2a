// What the benchmarks sit on, written straight to a fresh database as migrations and seeders do:
// a weekly quiz of a GATE paper's size, open now, and learners with open sessions.
import { createHash, randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import type { Database } from '../../src/server/db/client.ts';
import { attempts, enrolments, questions, quizQuestions, quizzes, sessions, testQuestions, testSeries, tests, users } from '../../src/server/db/schema.ts';
import { SESSION_COOKIE } from '../../src/server/plugins/session-cookie.ts';
import { keyColumns } from '../../src/server/db/question-key.ts';
import { rightAnswer, wrongAnswer, type AnswerKey, type Answer, type QuestionType } from '../../src/shared/exam/answer-key.ts';
import { gradeAttempt } from '../../src/shared/exam/grading.ts';
import { markingOf } from '../../src/shared/exam/marking.ts';

export interface BenchLearner {
  userId: string;
  cookie: string;
}

export interface BenchQuiz {
  id: string;
  exam: string;
  /** in the paper's order, with each one's type: the learners answer each as the exam view would */
  questions: { id: string; type: QuestionType }[];
  optionCount: number;
}

const OPTIONS = 4;

/** A GATE paper's mix: six MCQs, two MSQs and two NATs in every ten questions. */
export const benchTypeOf = (n: number): QuestionType => (n % 10 === 3 || n % 10 === 7 ? 'MSQ' : n % 10 === 4 || n % 10 === 9 ? 'NAT' : 'MCQ');

function answerKeyOf(n: number): AnswerKey {
  const type = benchTypeOf(n);
  if (type === 'MSQ') return { type, correctIndexes: [n % OPTIONS, (n + 2) % OPTIONS] };
  if (type === 'NAT') return { type, min: n + 0.45, max: n + 0.55, decimals: 2 };
  return { type, correctIndex: n % OPTIONS };
}

const keyOf = (n: number) => keyColumns(answerKeyOf(n));

/** A GATE-sized question: a paragraph of Markdown with a formula, four options (none for a NAT), an explanation. */
function questionText(n: number) {
  const key = keyOf(n);
  return {
    key: `bench-q-${n}-${randomBytes(3).toString('hex')}`,
    text:
      `**Q${n}.** A process scheduler keeps ${n + 3} jobs in a ready queue whose service times are $t_i = ${(n % 7) + 2}i$ ms. ` +
      'Under shortest-job-first scheduling with all jobs arriving at time zero, what is the average waiting time, ' +
      'rounded to the nearest millisecond? Assume a context switch costs nothing and no job is pre-empted.',
    options:
      key.type === 'NAT' ? [] : Array.from({ length: OPTIONS }, (_, i) => ({ text: `$${(n + 1) * (i + 2) * 3}$ ms, as computed from $\\sum_{i} W_i / n$` })),
    ...key,
    explanation: 'Sort by service time; each job waits for the sum of the shorter ones before it. Average the waits.',
    section: n < 10 ? ('Aptitude' as const) : ('Technical' as const),
    marks: n % 3 === 0 ? 2 : 1,
    status: 'published' as const,
  };
}

async function insertQuestions(db: Database, count: number, offset = 0) {
  const rows = await db
    .insert(questions)
    .values(Array.from({ length: count }, (_, n) => questionText(n + offset)))
    .returning({ id: questions.id, type: questions.type });
  return rows;
}

/** A published series with one published test of `questionCount` questions; the learners are enrolled. */
export async function createOpenTest(db: Database, questionCount: number, learners: BenchLearner[]) {
  const tag = randomBytes(4).toString('hex');
  const [series] = await db
    .insert(testSeries)
    .values({ slug: `bench-series-${tag}`, title: 'Bench Series', exam: 'GATE CS', year: 2027, status: 'published' })
    .returning({ id: testSeries.id });
  const [test] = await db
    .insert(tests)
    .values({ seriesId: series!.id, title: 'Full Subject Test', difficulty: 'medium', timeLimitSeconds: 3000, status: 'published' })
    .returning({ id: tests.id });
  const questionIds = (await insertQuestions(db, questionCount, 1000)).map((row) => row.id);
  await db.insert(testQuestions).values(questionIds.map((questionId, position) => ({ testId: test!.id, questionId, position })));
  if (learners.length)
    await db.insert(enrolments).values(learners.map((learner) => ({ userId: learner.userId, seriesId: series!.id, source: 'free' as const })));
  return { seriesId: series!.id, testId: test!.id };
}

/** A published weekly quiz of `questionCount` questions whose window is open for `openSeconds` from now. */
export async function createOpenQuiz(db: Database, questionCount: number, openSeconds: number, timeLimitSeconds: number): Promise<BenchQuiz> {
  const paper = await insertQuestions(db, questionCount);
  const questionIds = paper.map((row) => row.id);
  const now = Date.now();
  const [quiz] = await db
    .insert(quizzes)
    .values({
      slug: `bench-quiz-${randomBytes(4).toString('hex')}`,
      title: 'Bench Weekly Quiz',
      exam: 'GATE CS',
      timeLimitSeconds,
      opensAt: new Date(now - 60_000),
      closesAt: new Date(now + openSeconds * 1000),
      status: 'published',
    })
    .returning({ id: quizzes.id });
  await db.insert(quizQuestions).values(questionIds.map((questionId, position) => ({ quizId: quiz!.id, questionId, position })));
  return { id: quiz!.id, exam: 'GATE CS', questions: paper, optionCount: OPTIONS };
}

/**
 * Last week's quiz of `questionCount` questions, closed a day ago, with a submitted attempt of every
 * learner graded by the engine's rules (about two answers in three right): a settled paper whose
 * regrade's dry run reads and grades again thousands of attempts, as the content team's would.
 */
export async function createSettledQuiz(db: Database, questionCount: number, learners: BenchLearner[]): Promise<BenchQuiz> {
  const offset = 2000;
  const paper = await insertQuestions(db, questionCount, offset);
  const closesAt = new Date(Date.now() - 24 * 3_600_000);
  const opensAt = new Date(closesAt.getTime() - 6 * 24 * 3_600_000);
  const timeLimitSeconds = 3600;
  const [quiz] = await db
    .insert(quizzes)
    .values({
      slug: `bench-settled-${randomBytes(4).toString('hex')}`,
      title: 'Bench Last Week Quiz',
      exam: 'GATE CS',
      timeLimitSeconds,
      opensAt,
      closesAt,
      status: 'published',
    })
    .returning({ id: quizzes.id });
  await db.insert(quizQuestions).values(paper.map((row, position) => ({ quizId: quiz!.id, questionId: row.id, position })));
  const gradable = paper.map((row, n) => ({
    id: row.id,
    section: n + offset < 10 ? ('Aptitude' as const) : ('Technical' as const),
    marks: (n + offset) % 3 === 0 ? 2 : 1,
    key: answerKeyOf(n + offset),
    optionCount: benchTypeOf(n + offset) === 'NAT' ? 0 : OPTIONS,
  }));
  const marking = markingOf('weekly');
  for (let start = 0; start < learners.length; start += 500) {
    const rows = learners.slice(start, start + 500).map((learner, index) => {
      const taker = start + index;
      const answers: Record<string, { answer: Answer; status: string; seconds: number }> = {};
      for (const [n, question] of gradable.entries()) {
        if ((n + taker) % 10 === 0) continue;
        answers[question.id] = {
          answer: (n * 7 + taker) % 3 === 0 ? wrongAnswer(question.key, question.optionCount) : rightAnswer(question.key),
          status: 'answered',
          seconds: 20 + ((n + taker) % 40),
        };
      }
      const startedAt = new Date(opensAt.getTime() + (taker % 100) * 3_600_000);
      const seconds = 1800 + (taker % 1200);
      const submittedAt = new Date(startedAt.getTime() + seconds * 1000);
      const analysis = gradeAttempt({
        title: 'Bench Last Week Quiz',
        questions: gradable,
        answers,
        marking,
        timeTakenSeconds: seconds,
        submittedAt: submittedAt.toISOString(),
        endedBy: 'learner',
      });
      return {
        userId: learner.userId,
        quizId: quiz!.id,
        startedAt,
        deadline: new Date(startedAt.getTime() + timeLimitSeconds * 1000),
        answers,
        answersVersion: Object.keys(answers).length,
        submittedAt,
        endedBy: 'learner' as const,
        score: analysis.basicMetrics.score,
        analysis,
      };
    });
    await db.insert(attempts).values(rows);
  }
  return { id: quiz!.id, exam: 'GATE CS', questions: paper, optionCount: OPTIONS };
}

/** Learners with sessions valid for `hours`, inserted a thousand at a time. */
export async function createLearners(db: Database, count: number, secret: string, hours = 3): Promise<BenchLearner[]> {
  const learners: BenchLearner[] = [];
  const run = randomBytes(4).toString('hex');
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          googleSubject: `bench-${run}-${start + i}`,
          email: `bench${start + i}.${run}@example.com`,
          name: `Bench Learner ${start + i}`,
        })),
      )
      .returning({ id: users.id });
    const tokens = created.map(() => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(
      created.map((user, i) => ({
        idHash: createHash('sha256').update(tokens[i]!).digest('base64url'),
        userId: user.id,
        expiresAt: new Date(Date.now() + hours * 3_600_000),
      })),
    );
    created.forEach((user, i) => learners.push({ userId: user.id, cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign(tokens[i]!, secret))}` }));
  }
  return learners;
}
