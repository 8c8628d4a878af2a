// What an exam page opens with, read by the server as the learner asking for the page and sent
// inside its HTML: the session, the test or quiz, and its paper. The page then draws the exam
// without the two or three round trips it would otherwise wait for (one after the other) once its
// code has arrived. The server reads them through the API routes themselves, so every check (signed
// in, the learner's own address, enrolled, quiz open) is the one the browser's own read would meet.
import { matchPath } from 'react-router';
import type { SessionUser } from '../../../shared/api/accounts.ts';
import { paramsIn } from '../../../shared/api/contract.ts';
import type { ExamPaperResponse, GetTestResponse } from '../../../shared/api/exam.ts';
import type { GetQuizResponse } from '../../../shared/api/quiz.ts';
import { api } from '../../lib/api.ts';
import { ApiError, UNEXPECTED_MESSAGE, type Transport } from '../../lib/http.ts';
import { routePatterns } from '../../lib/paths.ts';
import { scriptJson } from '../../lib/script-json.ts';

export const EXAM_DATA_ELEMENT_ID = 'pv-exam-data';

export interface TestRef {
  userId: string;
  testSeriesId: string;
  testId: string;
}

export interface QuizRef {
  exam: string;
  userId: string;
  quizId: string;
}

export type ExamOfPath = { kind: 'test'; ref: TestRef } | { kind: 'quiz'; ref: QuizRef };

export interface ExamPageData {
  session: SessionUser;
  exam: { kind: 'test'; data: GetTestResponse } | { kind: 'quiz'; data: GetQuizResponse };
  /** the questions of an open attempt's paper; null when there is none to show yet */
  paper: ExamPaperResponse | null;
}

/** The test or quiz an exam page's address names; null for any other page. */
export function examOfPath(pathname: string): ExamOfPath | null {
  const test = matchPath(routePatterns.giveTest, pathname)?.params;
  if (test?.userId && test.testSeriesId && test.testId) {
    return { kind: 'test', ref: { userId: test.userId, testSeriesId: test.testSeriesId, testId: test.testId } };
  }
  const quiz = matchPath(routePatterns.weeklyQuizAttempt, pathname)?.params;
  if (quiz?.exam && quiz.userId && quiz.quizId) return { kind: 'quiz', ref: { exam: quiz.exam, userId: quiz.userId, quizId: quiz.quizId } };
  return null;
}

/** A GET as the visitor (their cookie goes along): the server answers it in-process. */
export type VisitorFetch = Transport;

/**
 * The paper's address is the server's (a test's or a quiz's): read by the route it names, with the
 * attempt it may name (an attempt that keeps older versions of some questions).
 */
export function readPaper(address: string, options: { transport?: Transport; onPayload?: (payload: unknown, roundTripMs: number) => void } = {}) {
  const [path = '', search = ''] = address.split('?', 2);
  const attempt = new URLSearchParams(search).get('attempt');
  const query = attempt ? { attempt } : {};
  const test = paramsIn('/api/testseries/paper/:testSeriesId/:testId', path);
  if (test) return api.get('/api/testseries/paper/:testSeriesId/:testId', { params: test, query, ...options });
  const quiz = paramsIn('/api/quiz/paper/:quizId', path);
  if (quiz) return api.get('/api/quiz/paper/:quizId', { params: quiz, query, ...options });
  return Promise.reject(new ApiError(0, UNEXPECTED_MESSAGE));
}

// a refused read (not signed in, not enrolled…) is null; one that never reached the API still throws
const refusedAsNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => (error instanceof ApiError && error.status > 0 ? null : Promise.reject(error)));

/**
 * The data of the exam page at `pathname`, read as the visitor; null when any read is refused (not
 * signed in, not their address, not enrolled…): the page then reads for itself and shows why.
 */
export async function readExamPageData(pathname: string, fetchAsVisitor: VisitorFetch): Promise<ExamPageData | null> {
  const exam = examOfPath(pathname);
  if (!exam) return null;
  const visitor = { transport: fetchAsVisitor };
  const [session, data] = await Promise.all([
    refusedAsNull(api.get('/api/auth/session', visitor)),
    refusedAsNull<GetTestResponse | GetQuizResponse>(
      exam.kind === 'test'
        ? api.get('/api/testseries/getTest/:userId/:testSeriesId/:testId', { params: exam.ref, ...visitor })
        : api.get('/api/quiz/getQuiz/:exam/:userId/:quizId', { params: exam.ref, ...visitor }),
    ),
  ]);
  if (!session || !data) return null;
  // the questions go only to a started attempt (decision 039): the instructions before it need none
  const paperRef = !data.attempted && data.attempt ? data.paper : null;
  const paper = paperRef ? await refusedAsNull(readPaper(paperRef.path, visitor)) : null;
  if (paperRef && !paper) return null;
  return { session, exam: exam.kind === 'test' ? { kind: 'test', data: data as GetTestResponse } : { kind: 'quiz', data: data as GetQuizResponse }, paper };
}

/** The element the page's HTML carries the data in (read back by embeddedExamPageData). */
export function examDataScript(data: ExamPageData): string {
  return `<script type="application/json" id="${EXAM_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
}

/** The data the page's HTML carries, if any. */
export function embeddedExamPageData(document: Document): ExamPageData | null {
  const text = document.getElementById(EXAM_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ExamPageData;
  } catch {
    return null;
  }
}
