// One simulated learner of the weekly quiz, making the exam view's calls in its order: load the quiz and
// start, its paper, one autosave per answered question after some thought, submit with whatever is unsaved.
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Pool } from 'undici';
import type { BenchLearner, BenchQuiz } from './fixtures.ts';
import type { LatencyBook } from './latency.ts';
import type { Answer, QuestionType } from '../../src/shared/exam/answer-key.ts';

export interface LearnerOutcome {
  userId: string;
  /** question id -> the option the server acknowledged last (by a save or the submit) */
  acknowledged: Map<string, Answer>;
  submitted: boolean;
  /** when each request was sent, in ms since the process started (for the peak rate) */
  requestTimes: number[];
}

interface SitOptions {
  pool: Pool;
  book: LatencyBook;
  learner: BenchLearner;
  quiz: BenchQuiz;
  arriveAt: number;
  thinkSeconds: number;
}

/** What a learner might answer, in the form the exam view sends for the question's type. */
function anyAnswer(type: QuestionType, optionCount: number): Answer {
  if (type === 'NAT') return (Math.random() * 100 - 20).toFixed(2);
  if (type === 'MSQ') {
    const chosen = Array.from({ length: optionCount }, (_, index) => index).filter(() => Math.random() < 0.5);
    return chosen.length > 0 ? chosen : [Math.floor(Math.random() * optionCount)];
  }
  return Math.floor(Math.random() * optionCount);
}

/** share of the questions a learner answers; the rest stay unattempted, as in a real paper */
const ANSWERED_SHARE = 0.9;
/** the exam view retries a request that failed on the way; so does the learner here, a few times */
const TRIES = 4;

type Try<T> = { ok: true; value: T } | { ok: false; retry: boolean };

function unpacked(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function sitQuiz({ pool, book, learner, quiz, arriveAt, thinkSeconds }: SitOptions): Promise<LearnerOutcome> {
  const outcome: LearnerOutcome = { userId: learner.userId, acknowledged: new Map(), submitted: false, requestTimes: [] };
  // as the browser asks: a compressed answer when the server has one (the paper's brotli bytes)
  const headers = { cookie: learner.cookie, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };

  /** One request; its answer read as JSON, or (`read: false`, the paper, which the learner here never looks into) only checked. */
  async function once<T>(endpoint: string, method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, read: boolean): Promise<Try<T>> {
    const sent = performance.now();
    outcome.requestTimes.push(sent);
    try {
      const response = await pool.request({ method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const bytes = Buffer.from(await response.body.arrayBuffer());
      // the answer is all here: what the load generator does with it next is not the server's time
      book.record(endpoint, performance.now() - sent, sent);
      const encoding = response.headers['content-encoding'];
      if (response.statusCode >= 300) {
        book.fail(endpoint, `HTTP ${response.statusCode} ${unpacked(bytes, encoding).slice(0, 160)}`, sent);
        return { ok: false, retry: response.statusCode >= 500 || response.statusCode === 429 };
      }
      return { ok: true, value: read ? (JSON.parse(unpacked(bytes, encoding)) as T) : ({} as T) };
    } catch (error) {
      book.record(endpoint, performance.now() - sent, sent);
      book.fail(endpoint, error instanceof Error ? error.message : String(error), sent);
      return { ok: false, retry: true };
    }
  }

  /**
   * As the exam view does: a request that failed on the way (no answer, a 5xx, a 429) is tried
   * again after 1, 2 and 4 s; an answer that refuses it (another 4xx) is final. Every failed try
   * counts as an error in the book.
   */
  async function call<T>(endpoint: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, { read = true } = {}): Promise<T | null> {
    for (let tries = 0; tries < TRIES; tries += 1) {
      if (tries > 0) await sleep(1000 * 2 ** (tries - 1));
      const result = await once<T>(endpoint, method, path, body, read);
      if (result.ok) return result.value;
      if (!result.retry) return null;
    }
    return null;
  }

  await sleep(arriveAt - performance.now());
  const view = await call<{ paper?: { path: string } | null }>(
    'getQuiz',
    'GET',
    `/api/quiz/getQuiz/${encodeURIComponent(quiz.exam)}/${learner.userId}/${quiz.id}`,
  );
  if (!view) return outcome;
  const started = await call<{ attempt: { attemptId: string } }>('start', 'POST', '/api/quiz/start', { userId: learner.userId, quizId: quiz.id });
  if (!started) return outcome;
  const attemptId = started.attempt.attemptId;
  // the exam view then reads the questions from the paper's own address: served once the attempt has started (decision 039)
  if (view.paper && !(await call('paper', 'GET', view.paper.path, undefined, { read: false }))) return outcome;

  const unsaved: Record<string, { answer: Answer; status: 'answered' }> = {};
  for (const { id: questionId, type } of quiz.questions) {
    if (Math.random() >= ANSWERED_SHARE) continue;
    await sleep(thinkSeconds * 1000 * (0.5 + Math.random()));
    const answer = anyAnswer(type, quiz.optionCount);
    const change = { [questionId]: { answer, status: 'answered' as const } };
    const saved = (await call('save', 'PUT', `/api/attempts/${attemptId}/answers`, { answers: change })) !== null;
    if (saved) outcome.acknowledged.set(questionId, answer);
    else Object.assign(unsaved, change);
  }

  const body = Object.keys(unsaved).length > 0 ? { userId: learner.userId, quizId: quiz.id, answers: unsaved } : { userId: learner.userId, quizId: quiz.id };
  const submitted = await call('submit', 'POST', '/api/quiz/submit', body);
  if (submitted) {
    outcome.submitted = true;
    for (const [questionId, { answer }] of Object.entries(unsaved)) outcome.acknowledged.set(questionId, answer);
  }
  return outcome;
}
