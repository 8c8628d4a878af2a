import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noSuchEndpoint } from '../../plugins/errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { adminOverview } from '../../../shared/api/admin.ts';
import { countUsers } from '../accounts/service.ts';
import { countCatalogue } from '../catalogue/service.ts';
import { countEnrolments } from '../enrolments/service.ts';

/**
 * Everything under /api/admin sits in this one scope, behind one guard: the client's admin
 * check only hides buttons; this hook is what keeps learners out.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => {
      await requireAdmin(request);
    });

    admin.get('/api/admin/overview', { schema: { response: { 200: adminOverview } } }, async () => {
      const [users, catalogue, enrolments] = await Promise.all([countUsers(app.db), countCatalogue(app.db), countEnrolments(app.db)]);
      return { users, ...catalogue, enrolments };
    });

    // an unknown admin path still passes the guard first, so it tells a learner nothing
    admin.all('/api/admin/*', async (request, reply) => {
      return reply.code(404).send(noSuchEndpoint(request.method, request.url));
    });
  });
};
