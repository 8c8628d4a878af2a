import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSelf, requireUser } from '../../plugins/auth.ts';
import { paymentApi } from '../../../shared/api/test-series.ts';
import { createRazorpayClient } from './razorpay-client.ts';
import { createOrder, verifyPayment, type PaymentDeps } from './service.ts';
import { registerWebhook } from './webhook.ts';
import { perSession } from '../../plugins/rate-limit.ts';
import { apiRoutes } from '../../plugins/api-route.ts';

/** Paid enrolment through Razorpay: order, verify (Checkout.js success) and the webhook. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const { razorpay } = app.config;
  const client = createRazorpayClient(razorpay);
  const deps = (log: PaymentDeps['log']): PaymentDeps => ({ db: app.db, now: app.clock.now, config: app.config, razorpay: client, log });

  // the public key id and script URL: all the browser ever learns about the Razorpay account
  serve(
    paymentApi.config,
    async () =>
      ({
        success: true,
        available: razorpay.configured,
        keyId: razorpay.keyId,
        checkoutUrl: razorpay.checkoutUrl,
      }) as const,
  );

  // the body's amount and currency, if any, are ignored: the price comes from the database
  serve(paymentApi.order, { config: perSession(10) }, async (request) => {
    const user = request.body.userId ? await requireSelf(request, request.body.userId) : await requireUser(request);
    return createOrder(deps(request.log), user.id, request.body.testSeriesId);
  });

  serve(paymentApi.verify, { config: perSession(20) }, async (request) => {
    const user = await requireUser(request);
    const { testSeriesId } = await verifyPayment(deps(request.log), user.id, request.body);
    return { success: true, enrolled: true, testSeriesId, message: "Payment successful! You're enrolled." } as const;
  });

  await registerWebhook(app);
};
