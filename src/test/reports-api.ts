// Helpers for the question-report tests: a learner's submitted test on the e2e series, a report of
// one of its questions, and the admin's calls on the reports in the review queue.
import type { FastifyInstance } from 'fastify';
import type { ExamQuestion } from '../shared/api/exam.ts';
import type { ReportInput } from '../shared/api/question-reports.ts';
import type { ResolveReportsInput } from '../shared/api/admin-reports.ts';
import { enrolledLearner, examApi, type Learner } from './exam-api.ts';

export interface SubmittedTest {
  learner: Learner;
  attemptId: string;
  /** the paper's question ids, in order */
  questionIds: string[];
}

/** A new learner of the series who started and submitted the test (no answers): its solutions are out. */
export async function submittedTest(app: FastifyInstance, seriesId: string, testId: string, learner?: Learner): Promise<SubmittedTest> {
  const api = examApi(app, seriesId);
  const who = learner ?? (await enrolledLearner(app, seriesId));
  const started = await api.start(who, testId);
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const submitted = await api.submit(who, testId);
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.statusCode} ${submitted.body}`);
  const paper = await api.paper(who, testId);
  const questionIds = (paper.json().questions as ExamQuestion[]).map((question) => question._id);
  return { learner: who, attemptId: started.json().attempt.attemptId as string, questionIds };
}

/** A report as the learner sends it; a test of bad input sends any other shape. */
export const reportOf = (app: FastifyInstance, who: { cookie: string }, attemptId: string, body: ReportInput | Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/attempts/${attemptId}/reports`, headers: { cookie: who.cookie }, payload: body });

export function reportAdminApi(app: FastifyInstance) {
  return {
    queue: (who: { cookie: string }, query = '') => app.inject({ method: 'GET', url: `/api/admin/reports${query}`, headers: { cookie: who.cookie } }),
    resolve: (who: { cookie: string }, questionId: string, body: ResolveReportsInput) =>
      app.inject({ method: 'POST', url: `/api/admin/reports/${questionId}/resolve`, headers: { cookie: who.cookie }, payload: body }),
  };
}

export const noticesOf = (app: FastifyInstance, who: { cookie: string }, query = '') =>
  app.inject({ method: 'GET', url: `/api/notices${query}`, headers: { cookie: who.cookie } });
