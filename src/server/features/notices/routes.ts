import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { perSession } from '../../plugins/rate-limit.ts';
import { noticeApi } from '../../../shared/api/notices.ts';
import { apiRoutes } from '../../plugins/api-route.ts';
import { unreadNotificationCount } from '../content/service.ts';
import { markNoticeRead, noticesOf } from './service.ts';

/** A signed-in learner's own notices: listed on the notifications page, each marked read once opened. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(noticeApi.list, async (request) => {
    const reader = await requireUser(request);
    return noticesOf(app.db, reader.id, request.query);
  });

  // a POST from the opened notice, never a side effect of listing them
  serve(noticeApi.markRead, { config: perSession(120) }, async (request) => {
    const reader = await requireUser(request);
    await markNoticeRead(app.db, reader.id, request.params.id);
    // the navbar's whole count: the site's notifications and the learner's own notices
    return { success: true as const, unread: await unreadNotificationCount(app.db, reader.id) };
  });
};
