import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireSelf } from '../../plugins/auth.ts';
import { unauthorized } from '../../http-errors.ts';
import { RATING_MESSAGES, receiptFileName, testSeriesApi } from '../../../shared/api/test-series.ts';
import * as service from './service.ts';
import { loadReceipt, renderReceiptPdf } from './receipt.ts';
import { perSession } from '../../plugins/rate-limit.ts';
import { apiRoutes } from '../../plugins/api-route.ts';

/** The test-series API (SPEC §7 paths). Every path that carries a userId is 403 unless it is the session's user. */
export const testSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const { db } = app;

  // public: anyone may browse; a signed-in learner also sees their own stars
  serve(testSeriesApi.list, async (request) => {
    const user = await currentUser(request);
    return { success: true, testSeries: await service.listSeries(db, request.query, user?.id ?? null) } as const;
  });

  // public: the series page before enrolment (and what crawlers read), and checkout
  serve(testSeriesApi.summary, async (request) => {
    const user = await currentUser(request);
    return { success: true, testSeries: await service.seriesOverview(db, request.params.testSeriesId, user?.id ?? null) } as const;
  });

  serve(testSeriesApi.enrolled, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    return { success: true, enrolledTestSeries: await service.enrolledSeriesIds(db, user.id) } as const;
  });

  serve(testSeriesApi.checkEnrollment, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    return { success: true, isEnrolled: await service.isEnrolled(db, user.id, request.params.testSeriesId) } as const;
  });

  serve(testSeriesApi.activeTests, async (request, reply) => {
    const user = await requireSelf(request, request.params.userId);
    const result = await service.seriesDetail(db, app.clock.now(), request.params.testSeriesId, user.id);
    if (!result.enrolled) {
      return reply.code(403).send({ success: false, code: 'not-enrolled', enrolled: false, message: service.NOT_ENROLLED, testSeries: result.testSeries });
    }
    return { success: true, enrolled: true, testSeries: result.testSeries } as const;
  });

  serve(testSeriesApi.rating, { config: perSession(20) }, async (request) => {
    if (!(await currentUser(request))) throw unauthorized(RATING_MESSAGES.signIn, { reason: 'sign-in-to-rate' });
    const user = await requireSelf(request, request.body.userId);
    const { rating, message } = await service.rate(db, user.id, request.body.testSeriesId, request.body.rating);
    return { success: true, rating, message } as const;
  });

  serve(testSeriesApi.userDetails, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    return { success: true, user: await service.checkoutUser(db, user.id) } as const;
  });

  serve(testSeriesApi.enrol, { config: perSession(20) }, async (request) => {
    if (!(await currentUser(request))) throw unauthorized('Please log in to enroll.', { reason: 'sign-in-to-enrol' });
    const user = await requireSelf(request, request.body.userId);
    const { message } = await service.enrolFree(db, user.id, request.body.testSeriesId);
    return { success: true, enrolled: true, message } as const;
  });

  // a receipt is a PDF drawn on each request: a handful a minute is all a learner needs.
  // No 200 schema: a Buffer skips Fastify's serializer altogether (reply.send hands it straight to onSend),
  // so a declared schema would never run. Its 4xx/5xx JSON errors still get the error schema.
  serve(testSeriesApi.receipt, { config: perSession(10) }, async (request, reply) => {
    const user = await requireSelf(request, request.params.userId);
    const receipt = await loadReceipt(db, user.id, request.params.testSeriesId);
    const pdf = await renderReceiptPdf(receipt, app.config.site.supportEmail);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(request.params.testSeriesId)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // the dashboard's heaviest read (enrolments and the whole performance report): one a second at most
  serve(testSeriesApi.myLearning, { config: perSession(60) }, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    return { success: true, ...(await service.myLearning(db, app.clock.now(), user.id)) } as const;
  });
};
