// What the regrade's API tests share: papers on the e2e questions, learners who take them with
// chosen answers and times, and the calls of the regrade API.
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signIn } from '../../../../test/app.ts';
import { e2eQuestions } from '../../../../test/e2e-fixtures.ts';
import { examApi, type Learner } from '../../../../test/exam-api.ts';
import { quizApi, type QuizFixture } from '../../../../test/quiz-api.ts';
import { attempts, questions, testQuestions, tests } from '../../../db/schema.ts';
import { paperRegrades, userNotices } from '../../../db/review-schema.ts';
import { enrol } from '../../enrolments/service.ts';
import type { SavedAnswer } from '../../../../shared/api/exam.ts';
import type { RegradeAction } from '../../../../shared/exam/regrade.ts';

/** The e2e MCQs' keys: apt-1 B, apt-2 B, apt-3 C, tech-1 A, tech-2 C (2 marks), tech-3 B. */
export const mcqKeys = e2eQuestions.map((question) => question.key);

let counter = 0;

/** A published GATE-marked test of the e2e series on these questions; its id and its questions' ids by e2e key. */
export async function insertTest(app: FastifyInstance, seriesId: string, keys: readonly string[] = mcqKeys) {
  counter += 1;
  const [test] = await app.db
    .insert(tests)
    .values({ seriesId, title: `Regrade Mock ${counter}`, difficulty: 'easy', timeLimitSeconds: 1200, position: 100 + counter, status: 'published' })
    .returning({ id: tests.id });
  const rows = await app.db
    .select({ id: questions.id, key: questions.key })
    .from(questions)
    .where(inArray(questions.key, [...keys]));
  const ids = Object.fromEntries(rows.map((row) => [row.key!, row.id]));
  await app.db.insert(testQuestions).values(keys.map((key, position) => ({ testId: test!.id, questionId: ids[key]!, position })));
  return { testId: test!.id, ids: ids as Record<string, string> };
}

/** Answers by e2e key: an option's index, or null for none. */
export const answersOf = (ids: Record<string, string>, chosen: Record<string, number | null>): Record<string, SavedAnswer> =>
  Object.fromEntries(
    Object.entries(chosen).map(([key, answer]) => [ids[key]!, { answer, status: answer === null ? ('not-answered' as const) : ('answered' as const) }]),
  );

/** Moves a learner's attempt so that it took `seconds`; call before submitting. */
async function tookSeconds(app: FastifyInstance, attemptId: string, seconds: number) {
  await app.db
    .update(attempts)
    .set({ startedAt: sql`now() - make_interval(secs => ${seconds})`, deadline: sql`now() - make_interval(secs => ${seconds}) + interval '1200 seconds'` })
    .where(eq(attempts.id, attemptId));
}

/** A learner of the series who takes the test with these answers (submitted unless `submit` is false). */
export async function takeTest(
  app: FastifyInstance,
  paper: { seriesId: string; testId: string; ids: Record<string, string> },
  name: string,
  chosen: Record<string, number | null>,
  { seconds = 300, submit = true } = {},
): Promise<Learner & { attemptId: string }> {
  const { user, cookie } = await signIn(app, { name });
  await enrol(app.db, { userId: user.id, seriesId: paper.seriesId, source: 'free' });
  const learner = { userId: user.id, cookie };
  const exam = examApi(app, paper.seriesId);
  const { attempt } = (await exam.start(learner, paper.testId)).json();
  await tookSeconds(app, attempt.attemptId, seconds);
  const answers = answersOf(paper.ids, chosen);
  if (submit) expect200(await exam.submit(learner, paper.testId, { answers }));
  else expect200(await exam.save(learner, attempt.attemptId, answers));
  return { ...learner, attemptId: attempt.attemptId };
}

/** A learner who takes the quiz with these answers in `seconds`. */
export async function takeQuiz(app: FastifyInstance, quiz: QuizFixture, name: string, chosen: Record<string, number | null>, seconds: number) {
  const { user, cookie } = await signIn(app, { name });
  const learner = { userId: user.id, cookie };
  const api = quizApi(app);
  const { attempt } = (await api.start(learner, quiz.quizId)).json();
  await tookSeconds(app, attempt.attemptId, seconds);
  expect200(await api.submit(learner, quiz.quizId, { answers: answersOf(quiz.questionIds, chosen) }));
  return learner;
}

function expect200(response: { statusCode: number; body: string }) {
  if (response.statusCode !== 200) throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
}

export interface RegradeBody {
  kind: 'test' | 'quiz';
  paperId: string;
  questionId: string;
  action: RegradeAction;
  key?: unknown;
  reason?: string;
}

export function regradeApi(app: FastifyInstance) {
  const post = (who: { cookie: string }, url: string, body: RegradeBody) =>
    app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload: { reason: 'The official key was revised.', ...body } });
  return {
    paper: (who: { cookie: string }, kind: 'test' | 'quiz', id: string) =>
      app.inject({ method: 'GET', url: `/api/admin/regrade/${kind}/${id}`, headers: { cookie: who.cookie } }),
    dryRun: (who: { cookie: string }, body: RegradeBody) => post(who, '/api/admin/regrade/dry-run', body),
    regrade: (who: { cookie: string }, body: RegradeBody) => post(who, '/api/admin/regrade', body),
  };
}

/** What a regrade writes besides the attempts, counted: to show that a refusal wrote nothing. */
export async function regradeWrites(app: FastifyInstance) {
  const [regrades] = await app.db.select({ n: sql<number>`count(*)::int` }).from(paperRegrades);
  const [notices] = await app.db.select({ n: sql<number>`count(*)::int` }).from(userNotices);
  const scores = await app.db.select({ id: attempts.id, score: attempts.score, analysis: attempts.analysis }).from(attempts);
  return { regrades: regrades!.n, notices: notices!.n, scores: scores.sort((a, b) => a.id.localeCompare(b.id)) };
}
