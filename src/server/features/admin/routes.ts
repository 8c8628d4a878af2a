import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noSuchEndpoint } from '../../plugins/errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { can } from '../../../shared/admin-permissions.ts';
import { weekStart } from '../../../shared/week.ts';
import { countAttemptsSince } from '../attempts/service.ts';
import { countAuthoring } from '../catalogue/overview.service.ts';
import { adminApi } from '../../../shared/api/admin.ts';
import { countUsers } from '../accounts/service.ts';
import { countCatalogue } from '../catalogue/service.ts';
import { countEnrolments } from '../enrolments/service.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { examProfileRoutes } from './exams/routes.ts';
import { blueprintRoutes } from './blueprints/routes.ts';
import { paymentAdminRoutes } from './payments/routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { generationRoutes } from './generation/routes.ts';
import { questionExportRoutes } from './question-export/routes.ts';
import { questionImportRoutes } from './question-import/routes.ts';
import { bankJobRoutes } from './bank-jobs/routes.ts';
import { hindiVersionRoutes } from './hindi-versions/routes.ts';
import { questionRoutes } from './questions/routes.ts';
import { bulkRoutes } from './bulk/routes.ts';
import { paperRoutes } from './papers/routes.ts';
import { regradeRoutes } from './regrade/routes.ts';
import { itemStatsRoutes } from './item-stats/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { reviewWork } from './review/service.ts';
import { auditRoutes } from './audit/routes.ts';
import { adminReportRoutes } from './reports/routes.ts';
import { openReportCount } from './reports/service.ts';
import { seriesRoutes } from './series/routes.ts';
import { taxonomyRoutes } from './taxonomy/routes.ts';
import { publicUploadRoutes, uploadRoutes } from './uploads/routes.ts';
import { userRoutes } from './users/routes.ts';
import { winnerRoutes } from './winners/routes.ts';
import { apiRoutes } from '../../plugins/api-route.ts';
import { runAsAdminWork } from '../../db/work-kind.ts';

/**
 * Everything under /api/admin sits in this one scope, behind one guard: the client's admin
 * check only hides buttons; this hook is what keeps learners out.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // the images admins upload are shown to everyone, so they are served outside the guarded scope
  await app.register(publicUploadRoutes);

  await app.register(async (admin) => {
    const serve = apiRoutes(admin);
    // its queries take the admin's connections on PostgreSQL, never a learner's (db/work-kind.ts)
    admin.addHook('onRequest', (_request, _reply, done) => runAsAdminWork(done));
    admin.addHook('onRequest', async (request) => {
      await requireAdmin(request);
    });

    serve(adminApi.overview, async (request) => {
      const user = await requireAdmin(request);
      const [users, catalogue, enrolments, authoring, attemptsThisWeek, review, openReports] = await Promise.all([
        countUsers(app.db),
        countCatalogue(app.db),
        countEnrolments(app.db),
        countAuthoring(app.db),
        countAttemptsSince(app.db, weekStart(new Date(app.clock.now()))),
        reviewWork(app.db, user),
        openReportCount(app.db),
      ]);
      return {
        users,
        ...catalogue,
        enrolments,
        tests: authoring.tests,
        questionsByStatus: authoring.questionsByStatus,
        attemptsThisWeek,
        draftsForReview: can(user.role, 'content.publish') ? authoring.drafts : null,
        review,
        openReports,
      };
    });

    await admin.register(examProfileRoutes);
    await admin.register(blueprintRoutes);
    await admin.register(questionImportRoutes);
    await admin.register(bankJobRoutes);
    await admin.register(hindiVersionRoutes);
    await admin.register(questionExportRoutes);
    await admin.register(generationRoutes);
    await admin.register(seriesRoutes);
    await admin.register(paperRoutes);
    await admin.register(regradeRoutes);
    await admin.register(itemStatsRoutes);
    await admin.register(questionRoutes);
    await admin.register(bulkRoutes);
    await admin.register(taxonomyRoutes);
    await admin.register(reviewRoutes);
    await admin.register(auditRoutes);
    await admin.register(adminReportRoutes);
    await admin.register(userRoutes);
    await admin.register(uploadRoutes);
    await admin.register(peopleRoutes);
    await admin.register(paymentAdminRoutes);
    await admin.register(winnerRoutes);
    await admin.register(notificationRoutes);
    await admin.register(pageRoutes);

    // an unknown admin path still passes the guard first, so it tells a learner nothing
    admin.all('/api/admin/*', async (request, reply) => {
      return reply.code(404).send(noSuchEndpoint(request.method, request.url));
    });
  });
};
