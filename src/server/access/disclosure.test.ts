// Issue 39: one rule for what a learner may be sent of a paper (shared/exam/disclosure.ts), walked over
// every route a learner can call. For each state a learner can be in (no attempt, an open one, a
// submitted one; a test, an open quiz, a closed quiz whose last attempts may still run, a settled
// quiz) a learner in exactly that state calls every GET route outside the admin area, and the exam
// page's server-rendered data; what each answer carries (told from the answer alone,
// test/access/disclosure-parts.ts) must be what the policy lets out, and nothing more. A route added
// later is walked as well: a parameter the walk cannot fill fails it, naming the route.
import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { quizzes } from '../db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loadTestFixtures, e2eQuestions, type E2eFixtureIds } from '../../test/e2e-fixtures.ts';
import { enrolledLearner, type Learner } from '../../test/exam-api.ts';
import { answersFor, insertQuiz, moveWindow, type QuizFixture } from '../../test/quiz-api.ts';
import { partsIn, plainRun, type KnownTexts } from '../../test/access/disclosure-parts.ts';
import { reportCounts } from '../../test/report-counts.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../../shared/api/exam.ts';
import { DISCLOSURE_PARTS, disclosureFor, type AttemptStage, type DisclosedPaper, type DisclosurePart } from '../../shared/exam/disclosure.ts';
import { readExamPageData } from '../../web/features/exam/page-data.ts';

let t: TestApp;
let ids: E2eFixtureIds;
const routes: RouteOptions[] = [];
const known: KnownTexts = {
  questions: e2eQuestions.map((question) => plainRun(question.text)),
  explanations: e2eQuestions.map((question) => plainRun(question.explanation)),
};
const QUIZ_SECONDS = 600;

interface State {
  name: string;
  learner: Learner;
  paper: DisclosedPaper;
  stage: AttemptStage;
  quizId: string;
  testId: string;
  attemptId: string | null;
  /** what the learner's own calls that made the state answered: a start, a submit */
  transitions: { what: string; body: unknown }[];
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
  ids = await loadTestFixtures(t.app.db);
}, 120_000);
afterAll(() => t?.close());

const call = async (learner: Learner, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const response = await t.app.inject({ method, url, headers: { cookie: learner.cookie }, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200) throw new Error(`fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
};

async function quizState(name: string, stage: AttemptStage, after: 'open' | 'closing' | 'settled'): Promise<State> {
  const quiz: QuizFixture = await insertQuiz(t.app, { title: `Disclosure ${name}`, timeLimitSeconds: QUIZ_SECONDS });
  const learner = await enrolledLearner(t.app, ids.seriesId);
  const transitions: State['transitions'] = [];
  let attemptId: string | null = null;
  if (stage !== 'none') {
    const started = await call(learner, 'POST', '/api/quiz/start', { userId: learner.userId, quizId: quiz.quizId });
    transitions.push({ what: 'POST /api/quiz/start', body: started });
    attemptId = (started.attempt as { attemptId: string }).attemptId;
  }
  if (stage === 'submitted') {
    const answers = answersFor(quiz, { right: ['e2e-apt-1', 'e2e-tech-1'], wrong: ['e2e-apt-2'] });
    transitions.push({
      what: 'POST /api/quiz/submit',
      body: await call(learner, 'POST', '/api/quiz/submit', { userId: learner.userId, quizId: quiz.quizId, answers }),
    });
  }
  // closed a minute ago: an attempt started at its last moment has nine minutes to run
  if (after === 'closing') await moveWindow(t.app, quiz.quizId, 7200, -60);
  if (after === 'settled') await moveWindow(t.app, quiz.quizId, 7200, -(QUIZ_SECONDS + IN_FLIGHT_ALLOWANCE_SECONDS + 60));
  const [row] = await t.app.db.select().from(quizzes).where(eq(quizzes.id, quiz.quizId));
  const paper: DisclosedPaper = { kind: 'quiz', closesAt: row!.closesAt, timeLimitSeconds: row!.timeLimitSeconds };
  return { name, learner, paper, stage, quizId: quiz.quizId, testId: ids.tests['Easy Subject Test']!, attemptId, transitions };
}

async function testState(name: string, stage: AttemptStage): Promise<State> {
  const learner = await enrolledLearner(t.app, ids.seriesId);
  const testId = ids.tests['Easy Subject Test']!;
  const transitions: State['transitions'] = [];
  let attemptId: string | null = null;
  if (stage !== 'none') {
    const started = await call(learner, 'POST', '/api/testseries/startTest', { userId: learner.userId, testSeriesId: ids.seriesId, testId });
    transitions.push({ what: 'POST /api/testseries/startTest', body: started });
    attemptId = (started.attempt as { attemptId: string }).attemptId;
  }
  if (stage === 'submitted') {
    transitions.push({
      what: 'POST /api/testseries/submittest',
      body: await call(learner, 'POST', '/api/testseries/submittest', { userId: learner.userId, testId }),
    });
  }
  return { name, learner, paper: { kind: 'test' }, stage, quizId: ids.quizzes['E2E Weekly Quiz']!, testId, attemptId, transitions };
}

/** The value of each path parameter for a state's learner: their own things, the state's paper. */
function fill(url: string, state: State): string {
  const values: Record<string, string> = {
    userId: state.learner.userId,
    quizId: state.quizId,
    exam: 'GATE',
    testSeriesId: ids.seriesId,
    testId: state.testId,
    attemptId: state.attemptId ?? randomUUID(),
    slug: 'about',
    name: 'nothing-here.png',
  };
  return url.replace(/:(\w+)/g, (_, param: string) => {
    const value = values[param];
    if (value === undefined) throw new Error(`the disclosure walk cannot fill :${param} of ${url}: add it to fill()`);
    return encodeURIComponent(value);
  });
}

// the API described: every field's name, of no paper (the walk reads their names as a schema would)
const DESCRIBES_THE_API = new Set(['/api/openapi.json', '/api/docs']);

/** Every GET a learner's browser can send: all but the admin area, the local stand-ins, the built files and the API's description. */
function learnerGets(): string[] {
  const urls = routes
    .filter((route) => [route.method].flat().includes('GET'))
    .map((route) => route.url)
    .filter((url) => !url.startsWith('/api/admin') && !url.startsWith('/dev/') && !url.includes('*') && !DESCRIBES_THE_API.has(url));
  return [...new Set(urls)];
}

function bodyOf(payload: string, type: string | undefined): unknown {
  if (!type?.includes('json')) return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

/** Each part an answer carries that the policy holds back in this state, as a line naming where. */
function withheldIn(source: string, body: unknown, allowed: ReadonlySet<DisclosurePart>): string[] {
  return [...partsIn(body, known)].filter(([part]) => !allowed.has(part)).map(([part, where]) => `${source} sends ${part} at ${where}`);
}

async function walk(state: State): Promise<{ problems: string[]; requests: number }> {
  const allowed = disclosureFor(state.paper, state.stage, Date.now()).parts;
  const problems = state.transitions.flatMap(({ what, body }) => withheldIn(what, body, allowed));
  let requests = 0;
  for (const pattern of learnerGets()) {
    const url = fill(pattern, state);
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: state.learner.cookie } });
    requests += 1;
    problems.push(...withheldIn(`GET ${pattern}`, bodyOf(response.body, String(response.headers['content-type'] ?? '')), allowed));
  }
  // the exam pages' HTML carries what the server read for them as the learner (page-data.ts)
  const transport = async (path: string, init: RequestInit) => {
    const answer = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json', cookie: state.learner.cookie },
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
  for (const page of [`/weeklyquiz/GATE/${state.learner.userId}/${state.quizId}`, `/givetest/${state.learner.userId}/${ids.seriesId}/${state.testId}`]) {
    const named = page
      .replace(state.learner.userId, ':userId')
      .replace(state.quizId, ':quizId')
      .replace(state.testId, ':testId')
      .replace(ids.seriesId, ':testSeriesId');
    problems.push(...withheldIn(`the page ${named}`, await readExamPageData(page, transport), allowed));
    requests += 1;
  }
  return { problems, requests };
}

describe('the disclosure walk', () => {
  const states: (() => Promise<State>)[] = [
    () => testState('a test not started', 'none'),
    () => testState('a test under way', 'open'),
    () => testState('a submitted test', 'submitted'),
    () => quizState('an open quiz not started', 'none', 'open'),
    () => quizState('an open quiz under way', 'open', 'open'),
    () => quizState('an open quiz submitted', 'submitted', 'open'),
    () => quizState('a closed quiz whose last attempts may still run, submitted', 'submitted', 'closing'),
    () => quizState('a settled quiz, submitted', 'submitted', 'settled'),
  ];

  it('sends no learner a part of a paper that the policy holds back, on any route or exam page', async () => {
    const problems: string[] = [];
    let requests = 0;
    const seen = new Set<DisclosurePart>();
    for (const make of states) {
      const state = await make();
      const walked = await walk(state);
      problems.push(...walked.problems.map((problem) => `${state.name}: ${problem}`));
      requests += walked.requests;
      for (const part of disclosureFor(state.paper, state.stage, Date.now()).parts) seen.add(part);
    }
    reportCounts('disclosure', `${states.length} states, ${learnerGets().length} routes and 2 exam pages each, ${requests} requests`);
    expect(problems).toEqual([]);
    // the walk reached every part somewhere, so a detector that never fires would show here
    expect([...seen].sort()).toEqual([...DISCLOSURE_PARTS].sort());
  }, 300_000);

  it('finds what it looks for: the solutions of a settled quiz and a submitted test are seen where the policy allows them', async () => {
    for (const make of [() => quizState('a settled quiz, to look at', 'submitted', 'settled'), () => testState('a submitted test, to look at', 'submitted')]) {
      const state = await make();
      const path =
        state.paper.kind === 'quiz'
          ? `/api/quiz/getQuiz/GATE/${state.learner.userId}/${state.quizId}`
          : `/api/testseries/getTest/${state.learner.userId}/${ids.seriesId}/${state.testId}`;
      const body = await call(state.learner, 'GET', path);
      expect([...partsIn(body, known).keys()].sort()).toEqual(['correctness', 'explanations', 'key', 'questions', 'takerStats']);
    }
  });
});
