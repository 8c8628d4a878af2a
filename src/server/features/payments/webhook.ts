// POST /api/payment/webhook: Razorpay tells us about captured payments even when the learner's
// browser never came back (closed tab, dead phone), so a paid learner is always enrolled.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentApi } from '../../../shared/api/test-series.ts';
import { badRequest, unavailable } from '../../http-errors.ts';
import { recordCapturedPayment } from './service.ts';
import { verifyWebhookSignature } from './signature.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { apiRoutes } from '../../plugins/api-route.ts';
import { examCounters, type WebhookOutcome } from '../metrics/counters.service.ts';

export const HANDLED_EVENTS = ['payment.captured', 'order.paid'] as const;

// only the fields we act on; Razorpay sends many more and adds fields without notice
const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().min(1),
            order_id: z.string().min(1).nullable(),
            amount: z.number().int(),
            currency: z.string(),
            status: z.string(),
          }),
        })
        .optional(),
    })
    .optional(),
});

/** Registered in its own scope: the signature is over the raw bytes, so this scope parses JSON itself. */
export async function registerWebhook(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // the zod provider here too, so the handler's answers are checked against the schema they are sent through
    const webhook = scope.withTypeProvider<ZodTypeProvider>();
    const serve = apiRoutes(webhook);
    // generous: Razorpay sends bursts at busy times and retries every failure; this only stops a flood
    serve(paymentApi.webhook, { config: perAddress(300) }, async (request) => {
      const received = (outcome: WebhookOutcome) => examCounters(app.db).webhookReceived(outcome);
      const { webhookSecret } = app.config.razorpay;
      if (!webhookSecret) {
        received('not-configured');
        throw unavailable('Payment webhooks are not configured.', 'payments-unavailable');
      }
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) {
        received('bad-body');
        throw badRequest('Expected a JSON body.');
      }
      const signature = request.headers['x-razorpay-signature'];
      if (!verifyWebhookSignature(raw, typeof signature === 'string' ? signature : undefined, webhookSecret)) {
        received('bad-signature');
        request.log.warn('webhook with a bad signature refused');
        throw badRequest('Invalid webhook signature.', 'payment-failed');
      }

      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        json = undefined;
      }
      const parsed = webhookEvent.safeParse(json);
      if (!parsed.success) {
        received('bad-body');
        throw badRequest('Invalid webhook body.');
      }
      const { event, payload } = parsed.data;
      const payment = payload?.payment?.entity;
      // Razorpay retries anything but 2xx for a day: events we do not act on are acknowledged
      if (!(HANDLED_EVENTS as readonly string[]).includes(event) || !payment?.order_id || payment.status !== 'captured') {
        received('ignored');
        return { success: true, ignored: true } as const;
      }
      const outcome = await recordCapturedPayment(
        app.db,
        { orderId: payment.order_id, paymentId: payment.id, amountPaise: payment.amount, currency: payment.currency },
        request.log,
      );
      received(outcome);
      request.log.info({ event, orderId: payment.order_id, outcome }, 'payment webhook');
      return { success: true, ignored: outcome !== 'recorded' } as const;
    });
  });
}
