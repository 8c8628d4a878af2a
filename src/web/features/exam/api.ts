// The exam engine's calls (src/shared/api/exam.ts). Every answer carries serverTime, which feeds the
// page's server clock, so the countdown follows the server, not the device.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AttemptResponse, GetTestResponse, PaperRef, SavedAnswer, StartTestResponse, SubmitTestResponse } from '../../../shared/api/exam.ts';
import type { GetQuizResponse, SubmitQuizResponse } from '../../../shared/api/quiz.ts';
import type { AttemptLanguageResponse, ExamLanguage, QuestionLanguages } from '../../../shared/api/exam-language.ts';
import { api } from '../../lib/api.ts';
import { hasErrorCode, isApiError } from '../../lib/http.ts';
import { examKeys } from '../../lib/query-keys.ts';
import type { SaveOutcome } from './engine/answer-queue.ts';
import { forgetQueue, storedQueuesFor, type AnswerPatch } from './engine/queue-storage.ts';
import { examClock } from '../../lib/server-clock.ts';
import { examOfPath, readPaper, type ExamPageData, type QuizRef, type TestRef } from './page-data.ts';

// every answer carries serverTime: feed it to the page's server clock
const feedClock = (payload: unknown, roundTrip: number) => {
  if (payload && typeof payload === 'object' && 'serverTime' in payload && typeof payload.serverTime === 'number') {
    examClock.observe(payload.serverTime, roundTrip);
  }
};

export type { QuizRef, TestRef };

export function fetchTest(ref: TestRef): Promise<GetTestResponse> {
  return api.get('/api/testseries/getTest/:userId/:testSeriesId/:testId', { params: ref, onPayload: feedClock });
}

/**
 * Answers a previous page left unsent (a reload while offline) go to the server before the test is
 * read again, so an attempt that has just run out of time is graded with them.
 */
async function sendLeftoverAnswers(targetId: string): Promise<void> {
  for (const { attemptId, patch } of storedQueuesFor(localStorage, targetId)) {
    const outcome = await saveAnswers(attemptId, patch);
    // the queue of a finished attempt can never be sent: keep it from coming back every visit
    if (outcome === 'ended' || outcome === 'rejected') forgetQueue(localStorage, attemptId);
  }
}

async function readTest(ref: TestRef): Promise<GetTestResponse> {
  await sendLeftoverAnswers(ref.testId);
  return fetchTest(ref);
}

async function readQuiz(ref: QuizRef): Promise<GetQuizResponse> {
  await sendLeftoverAnswers(ref.quizId);
  return fetchQuiz(ref);
}

/** A read of the page's test or quiz begun as the app started (loadExamEarly), for the view to take once. */
let earlyRead: { key: string; startedAt: number; answer: Promise<GetTestResponse | GetQuizResponse> } | null = null;

// long enough for the page's code and the session to arrive on a slow phone, short enough that an
// answer nobody took is never shown for a later visit
const EARLY_READ_LIFETIME_MS = 30_000;

/** The early read of the test or quiz `key` names, once; null when there is none to take. */
function takeEarlyRead(key: string): Promise<GetTestResponse | GetQuizResponse> | null {
  const read = earlyRead;
  earlyRead = null;
  if (!read || read.key !== key || Date.now() - read.startedAt > EARLY_READ_LIFETIME_MS) return null;
  return read.answer;
}

/**
 * On an exam page's first load, takes the test or quiz and its paper while the page's code is still
 * arriving: from the page's HTML when the server sent them there (page-data.ts), else by reading
 * them at once; the questions paint a round trip or two sooner on a slow network. The view's first
 * query takes the read; the paper is the same for every learner, so it goes into the cache. Answers
 * a previous page left unsent are sent before the test is read (only once the view knows who is
 * signed in), so with any left the view reads for itself.
 */
export function loadExamEarly(queryClient: QueryClient, pathname: string, embedded: ExamPageData | null = null): void {
  earlyRead = null;
  const exam = examOfPath(pathname);
  if (!exam) return;
  const targetId = exam.kind === 'test' ? exam.ref.testId : exam.ref.quizId;
  const key = JSON.stringify(exam.kind === 'test' ? examKeys.test(exam.ref) : examKeys.quiz(exam.ref));
  const fromPage = embedded?.exam.kind === exam.kind ? embedded.exam.data : null;
  if (fromPage && !fromPage.attempted && fromPage.attempt && fromPage.paper && embedded?.paper) {
    queryClient.setQueryData(paperQuery(fromPage.paper).queryKey, embedded.paper);
  }
  if (storedQueuesFor(localStorage, targetId).length > 0) return;

  let answer: Promise<GetTestResponse | GetQuizResponse>;
  if (fromPage) {
    // the server's clock as it wrote the page: what has passed on this device since its first byte arrived counts
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const sinceArrival = navigation ? performance.now() - navigation.responseStart : 0;
    examClock.observe(fromPage.serverTime + sinceArrival, navigation ? navigation.responseStart - navigation.requestStart : 0);
    answer = Promise.resolve(fromPage);
  } else {
    answer = exam.kind === 'test' ? fetchTest(exam.ref) : fetchQuiz(exam.ref);
    answer.then(
      (data) => {
        // the questions are served once the attempt has started (decision 039): before that, the instructions
        if (!data.attempted && data.attempt && data.paper) void queryClient.prefetchQuery(paperQuery(data.paper));
      },
      // a failed read is the view's to show, when it takes it; nothing to do here
      () => undefined,
    );
  }
  earlyRead = { key, startedAt: Date.now(), answer };
}

export const testQuery = (ref: TestRef) =>
  queryOptions({
    queryKey: examKeys.test(ref),
    queryFn: () => (takeEarlyRead(JSON.stringify(examKeys.test(ref))) as Promise<GetTestResponse> | null) ?? readTest(ref),
    // the exam view owns this data while it runs: no background refetch may reset it; once the page
    // is left the copy is dropped, so coming back reads the saved answers afresh
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

/**
 * The questions of an open test or quiz, read from the address the view names. They never change
 * for a version, so the page keeps them; the browser revalidates its copy by ETag on a reload.
 */
export const paperQuery = (paper: PaperRef) =>
  queryOptions({
    queryKey: examKeys.paper(paper.path, paper.version),
    queryFn: () => readPaper(paper.path, { onPayload: feedClock }),
    staleTime: Infinity,
    refetchOnReconnect: false,
  });

/** `language`: the default chosen on the instructions page of a paper offered in Hindi. */
export function startTest(ref: TestRef, language?: ExamLanguage): Promise<StartTestResponse> {
  return api.post('/api/testseries/startTest', { body: { ...ref, ...(language ? { language } : {}) }, onPayload: feedClock });
}

/** PUT /api/attempts/:attemptId/language: the questions switched to another language (idempotent). */
export function setAttemptLanguage(attemptId: string, questions: QuestionLanguages): Promise<AttemptLanguageResponse> {
  return api.put('/api/attempts/:attemptId/language', { params: { attemptId }, body: { questions } });
}

export function fetchAttempt(attemptId: string): Promise<AttemptResponse> {
  return api.get('/api/attempts/:attemptId', { params: { attemptId }, onPayload: feedClock });
}

/** One autosave batch; never throws, the queue decides what each outcome means. */
export async function saveAnswers(attemptId: string, { answers, visited, seconds }: AnswerPatch, keepalive = false): Promise<SaveOutcome> {
  try {
    const body = { answers, ...(visited.length > 0 ? { visited } : {}), ...(seconds && Object.keys(seconds).length > 0 ? { seconds } : {}) };
    await api.put('/api/attempts/:attemptId/answers', { params: { attemptId }, body, keepalive, onPayload: feedClock });
    return 'saved';
  } catch (error) {
    if (isApiError(error, 0)) return 'offline';
    if (isApiError(error, 503)) return 'unavailable';
    if (hasErrorCode(error, 'attempt-ended')) return 'ended';
    if (hasErrorCode(error, 'invalid-input') || hasErrorCode(error, 'not-found')) return 'rejected';
    return 'failed';
  }
}

/** What a submit carries besides who and what: the answers and the time on questions not acknowledged yet. */
export interface PendingWork {
  answers: Record<string, SavedAnswer>;
  seconds: Record<string, number>;
}

const pendingBody = ({ answers, seconds }: PendingWork) => ({
  ...(Object.keys(answers).length > 0 ? { answers } : {}),
  ...(Object.keys(seconds).length > 0 ? { seconds } : {}),
});

export function submitTest(userId: string, testId: string, pending: PendingWork): Promise<SubmitTestResponse> {
  const body = { userId, testId, ...pendingBody(pending) };
  return api.post('/api/testseries/submittest', { body, onPayload: feedClock });
}

export function fetchQuiz(ref: QuizRef): Promise<GetQuizResponse> {
  return api.get('/api/quiz/getQuiz/:exam/:userId/:quizId', { params: ref, onPayload: feedClock });
}

export const quizQuery = (ref: QuizRef) =>
  queryOptions({
    queryKey: examKeys.quiz(ref),
    queryFn: () => (takeEarlyRead(JSON.stringify(examKeys.quiz(ref))) as Promise<GetQuizResponse> | null) ?? readQuiz(ref),
    // as testQuery: the running quiz owns its copy
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

/** POST /api/quiz/start answers as startTest does: the same attempt on every call. */
export function startQuiz({ userId, quizId }: QuizRef, language?: ExamLanguage): Promise<StartTestResponse> {
  return api.post('/api/quiz/start', { body: { userId, quizId, ...(language ? { language } : {}) }, onPayload: feedClock });
}

/** POST /api/quiz/submit answers as submittest does; the server grades what it saved. */
export function submitQuiz(userId: string, quizId: string, pending: PendingWork): Promise<SubmitQuizResponse> {
  const body = { userId, quizId, ...pendingBody(pending) };
  return api.post('/api/quiz/submit', { body, onPayload: feedClock });
}
