import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser, sessionToken } from '../../plugins/auth.ts';
import { perSession } from '../../plugins/rate-limit.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import { accountApi } from '../../../shared/api/accounts.ts';
import { exportAccount, exportFileName } from './export.service.ts';
import { deleteAccount, listMyPayments, readProfile, signOutEverywhere, updateProfile } from './profile.service.ts';
import { apiRoutes } from '../../plugins/api-route.ts';
import { setUserLanguage } from './service.ts';

/**
 * The signed-in learner's own account (/userdetail). There is no user id in these paths: each
 * answers for the session's user only. State-changing routes are POSTs, so the same-origin check
 * covers them, and each has a per-learner limit.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const { db } = app;

  app.addHook('onSend', async (_request, reply) => {
    // personal answers: never kept by a shared cache or the browser's back-forward cache
    reply.header('cache-control', 'private, no-store');
  });

  serve(accountApi.profile, async (request) => {
    const user = await requireUser(request);
    return readProfile(db, user.id, app.clock.now());
  });

  serve(accountApi.profileUpdate, { config: perSession(30) }, async (request) => {
    const user = await requireUser(request);
    return updateProfile(db, user.id, request.body, app.clock.now());
  });

  serve(accountApi.payments, async (request) => {
    const user = await requireUser(request);
    return { payments: await listMyPayments(db, user.id) };
  });

  // a dozen queries across every module: a few a minute is plenty for a download
  serve(accountApi.export, { config: perSession(6) }, async (request, reply) => {
    const user = await requireUser(request);
    const now = app.clock.now();
    const data = await exportAccount(db, user.id, sessionToken(request), now);
    reply.header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
    return data;
  });

  serve(accountApi.signOutEverywhere, { config: perSession(10) }, async (request, reply) => {
    const user = await requireUser(request);
    const sessionsEnded = await signOutEverywhere(db, user.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true, sessionsEnded } as const;
  });

  // the switch sends it whoever presses it: a signed-out visitor's choice stays in their cookie alone
  serve(accountApi.language, { config: perSession(30) }, async (request) => {
    const user = await currentUser(request);
    if (user) await setUserLanguage(db, user.id, request.body.language);
    return { success: true, kept: user !== null } as const;
  });

  serve(accountApi.delete, { config: perSession(5) }, async (request, reply) => {
    const user = await requireUser(request);
    await deleteAccount(db, user.id, request.body.email);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true } as const;
  });
};
