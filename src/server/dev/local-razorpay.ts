import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerCheckoutApi } from './razorpay/checkout-api.ts';
import { registerOrdersApi, razorpayError } from './razorpay/orders-api.ts';
import { createStore } from './razorpay/store.ts';
import { createWebhookSender } from './razorpay/webhooks.ts';

/**
 * A Razorpay emulator on the app's own port, outside production only: the Orders API under
 * /dev/razorpay/v1 (config.razorpay.apiUrl), a Checkout.js at /dev/razorpay/checkout.js
 * (config.razorpay.checkoutUrl) whose dialog lets the tester pay, fail or cancel, payment
 * signatures made exactly like Razorpay's, and signed webhooks to /api/payment/webhook.
 * The app's payment code cannot tell it from Razorpay: only the two URLs differ.
 */
export async function registerLocalRazorpay(app: FastifyInstance, config: Config) {
  if (!config.localStandIns || !config.razorpay.local) return;
  const { keyId, keySecret, webhookSecret } = config.razorpay;
  const store = createStore();
  const webhooks = createWebhookSender({ url: `${config.publicUrl}/api/payment/webhook`, secret: webhookSecret, log: app.log });
  app.addHook('onClose', async () => webhooks.close());

  await app.register(async (scope) => {
    // answers in Razorpay's error shape, not the app's { success, message }
    scope.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
      razorpayError(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 500, error.message),
    );
    registerCheckoutApi(scope, store, webhooks, { keyId, keySecret });
    await scope.register(async (api) => registerOrdersApi(api, store, { keyId, keySecret }));
  });
}
