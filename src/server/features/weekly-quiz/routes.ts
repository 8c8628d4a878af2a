import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { currentUser, requireSelf, requireUser } from '../../plugins/auth.ts';
import { perSession } from '../../plugins/rate-limit.ts';

import { quizApi } from '../../../shared/api/quiz.ts';
import { sendPaper } from '../attempts/service.ts';
import { leaderboard, quizPaper, quizView, startQuiz, submitQuiz, weeklyQuizzes } from './service.ts';
import { apiRoutes } from '../../plugins/api-route.ts';

/**
 * The weekly quiz's own paths (SPEC §7 getQuiz and submit, plus start, the week's list and the
 * leaderboards). Saving and resuming an attempt are the exam engine's /api/attempts paths.
 */
export const weeklyQuizRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const { db, clock } = app;
  const serverTime = () => clock.now();

  // public: a signed-out visitor sees the week and its winners; a learner also sees their own state
  serve(quizApi.weekly, { config: perSession(120) }, async (request) => {
    const user = await currentUser(request);
    const week = await weeklyQuizzes(db, clock.now(), user?.id ?? null, request.query.exam);
    return { ...week, serverTime: serverTime() };
  });

  serve(quizApi.leaderboard, { config: perSession(120) }, async (request) => {
    const user = await currentUser(request);
    return leaderboard(db, user?.id ?? null, request.params.quizId, request.query);
  });

  serve(quizApi.quiz, async (request) => {
    const { exam, userId, quizId } = request.params;
    const user = await requireSelf(request, userId);
    const view = await quizView(db, clock.now(), user.id, exam, quizId);
    return { ...view, serverTime: serverTime() };
  });

  // the exam view's questions once the quiz has opened: the same bytes for every learner, from memory
  serve(quizApi.paper, async (request, reply) => {
    const user = await requireUser(request);
    return sendPaper(request, reply, await quizPaper(db, clock.now(), user.id, request.params.quizId, request.query.attempt));
  });

  serve(quizApi.start, { config: perSession(30) }, async (request) => {
    const user = await requireSelf(request, request.body.userId);
    const attempt = await startQuiz(db, clock.now(), user.id, request.body.quizId, request.body.language);
    return { success: true, serverTime: serverTime(), attempt } as const;
  });

  serve(quizApi.submit, { config: perSession(30) }, async (request) => {
    // only userId, quizId, answers and seconds are read: a client-sent score, isCorrect or timeTaken is ignored
    const { userId, quizId, answers, seconds } = request.body;
    const user = await requireSelf(request, userId);
    const result = await submitQuiz(db, clock.now(), user.id, quizId, answers, seconds);
    return { success: true, message: 'Quiz submitted successfully.', serverTime: serverTime(), ...result } as const;
  });
};
