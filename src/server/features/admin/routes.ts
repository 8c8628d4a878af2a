import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count } from 'drizzle-orm';
import { noSuchEndpoint } from '../../plugins/errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { enrolments, questions, quizzes, testSeries, users } from '../../db/schema.ts';

/**
 * Everything under /api/admin sits in this one scope, behind one guard: the client's admin
 * check only hides buttons; this hook is what keeps learners out.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => {
      await requireAdmin(request);
    });

    admin.get('/api/admin/overview', async () => {
      const tally = async (table: typeof users | typeof testSeries | typeof questions | typeof quizzes | typeof enrolments) => {
        const [row] = await app.db.select({ n: count() }).from(table);
        return row?.n ?? 0;
      };
      const [learners, series, questionCount, quizCount, enrolmentCount] = await Promise.all([
        tally(users),
        tally(testSeries),
        tally(questions),
        tally(quizzes),
        tally(enrolments),
      ]);
      return { users: learners, testSeries: series, questions: questionCount, quizzes: quizCount, enrolments: enrolmentCount };
    });

    // an unknown admin path still passes the guard first, so it tells a learner nothing
    admin.all('/api/admin/*', async (request, reply) => {
      return reply.code(404).send(noSuchEndpoint(request.method, request.url));
    });
  });
};
