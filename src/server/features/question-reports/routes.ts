import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { perSession } from '../../plugins/rate-limit.ts';
import { questionReportApi } from '../../../shared/api/question-reports.ts';
import { apiRoutes } from '../../plugins/api-route.ts';
import { reportQuestion } from './service.ts';

/** A learner reports a question of their own submitted attempt, from the result's solutions. */
export const questionReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  // the daily limit is the service's (REPORTS_PER_DAY); this one stops a runaway tab before the database
  serve(questionReportApi.report, { config: perSession(30) }, async (request) => {
    const user = await requireUser(request);
    return reportQuestion(app.db, app.clock.now(), user.id, request.params.attemptId, request.body);
  });
};
