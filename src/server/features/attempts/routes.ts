import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelf, requireUser } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { examApi } from '../../../shared/api/exam.ts';
import { attemptState, findAttemptOf, requireOwnAttempt, saveAnswers, settleIfExpired, submitAttempt } from './service.ts';
import { startTestAttempt, testPaper, testView } from './test-view.ts';
import { sendPaper } from './paper-reply.ts';
import { languageOfAttempt, setAttemptLanguage } from './attempt-language.ts';
import { loadTarget, targetOfRow } from './targets.ts';
import { perSession } from '../../plugins/rate-limit.ts';
import { apiRoutes } from '../../plugins/api-route.ts';

const uuid = z.uuid();

export const attemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const { db, clock } = app;
  // every answer carries the server's clock: the exam view counts down to the server's deadline, not its own
  const serverTime = () => clock.now();

  serve(examApi.test, async (request) => {
    const { userId, testSeriesId, testId } = request.params;
    // SPEC §5 order: the user first, then the test's parameters
    const user = await requireSelf(request, userId);
    if (!uuid.safeParse(testSeriesId).success || !uuid.safeParse(testId).success) {
      throw badRequest('Invalid test parameters.', 'invalid-input', { reason: 'test-parameters' });
    }
    const view = await testView(db, clock.now(), user.id, testSeriesId, testId);
    return { ...view, serverTime: serverTime() };
  });

  // the exam view's questions: the same bytes for every enrolled learner, from memory, with an ETag
  serve(examApi.paper, async (request, reply) => {
    const user = await requireUser(request);
    const paper = await testPaper(db, clock.now(), user.id, request.params.testSeriesId, request.params.testId, request.query.attempt);
    return sendPaper(request, reply, paper);
  });

  serve(examApi.start, { config: perSession(30) }, async (request) => {
    const { userId, testSeriesId, testId, language } = request.body;
    const user = await requireSelf(request, userId);
    const attempt = await startTestAttempt(db, clock.now(), user.id, testSeriesId, testId, language);
    return { success: true, serverTime: serverTime(), attempt } as const;
  });

  serve(examApi.attempt, async (request) => {
    const user = await requireUser(request);
    const attempt = await settleIfExpired(db, clock.now(), await requireOwnAttempt(db, user.id, request.params.attemptId));
    const language = await languageOfAttempt(db, attempt.id, await loadTarget(db, targetOfRow(attempt)));
    return { success: true, serverTime: serverTime(), attempt: attemptState(attempt, language) } as const;
  });

  // the language the learner reads the paper in: the default and each question's (attempt-language.ts)
  serve(examApi.language, { config: perSession(120) }, async (request) => {
    const user = await requireUser(request);
    const stored = await setAttemptLanguage(db, user.id, request.params.attemptId, request.body);
    return { success: true, ...stored } as const;
  });

  // autosave batches about once a second: three times that is a runaway tab, not a learner
  serve(examApi.saveAnswers, { config: perSession(180) }, async (request) => {
    const user = await requireUser(request);
    const version = await saveAnswers(db, user.id, request.params.attemptId, request.body.answers, request.body.visited, request.body.seconds);
    return { success: true, serverTime: serverTime(), version } as const;
  });

  serve(examApi.submit, { config: perSession(30) }, async (request) => {
    // only userId, testId, answers and seconds are read: a client-sent score or isCorrect is ignored
    const { userId, testId, answers, seconds } = request.body;
    const user = await requireSelf(request, userId);
    const attempt = await findAttemptOf(db, user.id, { kind: 'test', id: testId });
    if (!attempt) throw notFound('Start the test before submitting it.', { reason: 'test-not-started' });
    const analyzedData = await submitAttempt(db, attempt, answers, seconds);
    return { success: true, message: 'Test submitted successfully.', serverTime: serverTime(), analyzedData } as const;
  });
};
