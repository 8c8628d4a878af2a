import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelf, requireUser } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import {
  saveAnswersBody,
  startTestBody,
  submitTestBody,
  type AttemptResponse,
  type GetTestResponse,
  type SaveAnswersResponse,
  type StartTestResponse,
  type SubmitTestResponse,
} from '../../../shared/api/exam.ts';
import { findAttemptOf } from './repository.ts';
import { attemptState, requireOwnAttempt, saveAnswers, settleIfExpired, submitAttempt } from './service.ts';
import { startTestAttempt, testView } from './test-view.ts';
import { perSession } from '../../plugins/rate-limit.ts';

const uuid = z.uuid();

// every answer carries the server's clock: the exam view counts down to the server's deadline, not its own
const serverTime = () => Date.now();

export const attemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/testseries/getTest/:userId/:testSeriesId/:testId',
    { schema: { params: z.object({ userId: z.string(), testSeriesId: z.string(), testId: z.string() }) } },
    async (request): Promise<GetTestResponse> => {
      const { userId, testSeriesId, testId } = request.params;
      // SPEC §5 order: the user first, then the test's parameters
      const user = await requireSelf(request, userId);
      if (!uuid.safeParse(testSeriesId).success || !uuid.safeParse(testId).success) {
        throw badRequest('Invalid test parameters.');
      }
      const view = await testView(db, user.id, testSeriesId, testId);
      return { ...view, serverTime: serverTime() };
    },
  );

  app.post('/api/testseries/startTest', { schema: { body: startTestBody }, config: perSession(30) }, async (request): Promise<StartTestResponse> => {
    const { userId, testSeriesId, testId } = request.body;
    const user = await requireSelf(request, userId);
    const attempt = await startTestAttempt(db, user.id, testSeriesId, testId);
    return { success: true, serverTime: serverTime(), attempt: attemptState(attempt) };
  });

  app.get(
    '/api/attempts/:attemptId',
    { schema: { params: z.object({ attemptId: z.uuid() }) } },
    async (request): Promise<AttemptResponse> => {
      const user = await requireUser(request);
      const attempt = await settleIfExpired(db, await requireOwnAttempt(db, user.id, request.params.attemptId));
      return { success: true, serverTime: serverTime(), attempt: attemptState(attempt) };
    },
  );

  app.put(
    '/api/attempts/:attemptId/answers',
    // autosave batches about once a second: three times that is a runaway tab, not a learner
    { schema: { params: z.object({ attemptId: z.uuid() }), body: saveAnswersBody }, config: perSession(180) },
    async (request): Promise<SaveAnswersResponse> => {
      const user = await requireUser(request);
      const attempt = await requireOwnAttempt(db, user.id, request.params.attemptId);
      const version = await saveAnswers(db, attempt, request.body.answers);
      return { success: true, serverTime: serverTime(), version };
    },
  );

  app.post('/api/testseries/submittest', { schema: { body: submitTestBody }, config: perSession(30) }, async (request): Promise<SubmitTestResponse> => {
    // only userId, testId and answers are read: a client-sent score or isCorrect is ignored
    const { userId, testId, answers } = request.body;
    const user = await requireSelf(request, userId);
    const attempt = await findAttemptOf(db, user.id, { kind: 'test', id: testId });
    if (!attempt) throw notFound('Start the test before submitting it.');
    const analyzedData = await submitAttempt(db, attempt, answers);
    return { success: true, message: 'Test submitted successfully.', serverTime: serverTime(), analyzedData };
  });
};
