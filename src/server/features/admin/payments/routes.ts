import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminPaymentApi } from '../../../../shared/api/admin-payments.ts';
import { createRazorpayClient, reconcileOrders } from '../../payments/service.ts';
import { listPaymentsForAdmin, paymentReceiptPdf } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** Payments: the list and totals, receipts, and reconciling orders with Razorpay. Inside the admin scope. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const razorpay = createRazorpayClient(app.config.razorpay);

  serve(adminPaymentApi.list, { config: perSession(120) }, async (request) => {
    await requirePermission(request, 'payments.view');
    return { success: true as const, ...(await listPaymentsForAdmin(app.db, request.query)) };
  });

  // a PDF: no 200 schema (a Buffer skips the serializer), as on the learner's receipt route
  serve(adminPaymentApi.receipt, { config: perSession(30) }, async (request, reply) => {
    await requirePermission(request, 'payments.view');
    const { pdf, fileName } = await paymentReceiptPdf(app.db, request.params.id, app.config.site.supportEmail);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).header('cache-control', 'private, no-store').send(pdf);
  });

  // one Razorpay call per open order: a few runs a minute at most
  serve(adminPaymentApi.reconcile, { config: perSession(6) }, async (request) => {
    const actor = await requirePermission(request, 'payments.reconcile');
    const outcomes = await reconcileOrders({ db: app.db, now: app.clock.now, config: app.config, razorpay, log: request.log }, actor.id);
    return {
      success: true as const,
      checked: outcomes.length,
      completed: outcomes.filter((outcome) => outcome.result === 'completed').length,
      outcomes,
    };
  });
};
