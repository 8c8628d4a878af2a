// Webhook delivery as Razorpay does it: from the server, a moment after the payment, signed with
// the webhook secret over the exact bytes sent, retried when the receiver does not answer 2xx.
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { razorpayId, type OrderEntity, type PaymentEntity } from './store.ts';

export const WEBHOOK_DELAY_MS = 300;
const RETRY_DELAYS_MS = [1000, 3000];
const ACCOUNT_ID = 'acc_PrepverseLocal1';

export type WebhookEventName = 'payment.captured' | 'payment.failed' | 'order.paid';

export function webhookEvent(event: WebhookEventName, payment: PaymentEntity, order?: OrderEntity) {
  return {
    entity: 'event',
    account_id: ACCOUNT_ID,
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: payment },
      ...(order ? { order: { entity: order } } : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

export function createWebhookSender({ url, secret, log }: { url: string; secret: string; log: FastifyBaseLogger }) {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new AbortController();
  let closed = false;

  const later = (ms: number, run: () => Promise<void>) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timers.add(timer);
  };

  async function deliver(body: string, eventName: string, eventId: string, attempt: number): Promise<void> {
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
          'user-agent': 'Razorpay-Webhook/v1 (Prepverse local emulator)',
        },
        body,
        signal: inFlight.signal,
      });
      await response.arrayBuffer();
      if (response.ok) return;
      throw new Error(`answered ${response.status}`);
    } catch (error) {
      if (closed) return;
      const retryIn = RETRY_DELAYS_MS[attempt];
      log.warn({ event: eventName, url, attempt: attempt + 1, err: error }, 'emulated Razorpay webhook not accepted');
      if (retryIn !== undefined) later(retryIn, () => deliver(body, eventName, eventId, attempt + 1));
    }
  }

  return {
    /** Sends the events in order, after a short delay, without holding up the caller. */
    send(events: ReturnType<typeof webhookEvent>[], delayMs = WEBHOOK_DELAY_MS) {
      later(delayMs, async () => {
        for (const event of events) await deliver(JSON.stringify(event), event.event, razorpayId('evt'), 0);
      });
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      inFlight.abort();
    },
  };
}
