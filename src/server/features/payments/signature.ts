// Razorpay's two signatures, both hex HMAC-SHA256:
// - the payment signature Checkout.js hands the page: HMAC(order_id + "|" + payment_id, key secret)
// - the webhook signature in X-Razorpay-Signature: HMAC(raw request body, webhook secret)
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256Hex = (message: string | Buffer, secret: string) => createHmac('sha256', secret).update(message).digest('hex');

export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) => hmacSha256Hex(`${orderId}|${paymentId}`, keySecret);

/** Compares in constant time, so response timing leaks nothing about the expected signature. */
function sameSignature(expectedHex: string, received: string | undefined): boolean {
  if (typeof received !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(received, 'utf8');
  // timingSafeEqual throws on different lengths; a length mismatch is simply a wrong signature
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function verifyPaymentSignature(
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  // an empty secret is one anyone can sign with: never accept it
  if (!keySecret) return false;
  return sameSignature(paymentSignature(orderId, paymentId, keySecret), signature);
}

export function verifyWebhookSignature(rawBody: Buffer, signature: string | undefined, webhookSecret: string): boolean {
  if (!webhookSecret) return false;
  return sameSignature(hmacSha256Hex(rawBody, webhookSecret), signature);
}
