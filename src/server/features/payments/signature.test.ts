import { describe, expect, it } from 'vitest';
import { paymentSignature, verifyPaymentSignature, verifyWebhookSignature } from './signature.ts';

// a known vector, computed outside Node:
// echo -n "order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l" | openssl dgst -sha256 -hmac EnLs21M47BllR3X8PSFtjtbd
const secret = 'EnLs21M47BllR3X8PSFtjtbd';
const orderId = 'order_IEIaMR65cu6nz3';
const paymentId = 'pay_IH4NVgf4Dreq1l';

describe('the payment signature', () => {
  it('is HMAC-SHA256 of order_id|payment_id with the key secret, in hex', () => {
    const signature = paymentSignature(orderId, paymentId, secret);
    expect(signature).toBe('0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f');
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, secret)).toBe(true);
  });

  it('refuses a tampered signature, swapped ids, another secret or an empty secret', () => {
    const signature = paymentSignature(orderId, paymentId, secret);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(verifyPaymentSignature({ orderId, paymentId, signature: flipped }, secret)).toBe(false);
    expect(verifyPaymentSignature({ orderId, paymentId, signature: signature.slice(2) }, secret)).toBe(false);
    expect(verifyPaymentSignature({ orderId: paymentId, paymentId: orderId, signature }, secret)).toBe(false);
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, 'another-secret')).toBe(false);
    expect(verifyPaymentSignature({ orderId, paymentId, signature: paymentSignature(orderId, paymentId, '') }, '')).toBe(false);
  });
});

describe('the webhook signature', () => {
  const body = Buffer.from('{"entity":"event","event":"payment.captured"}');

  it('is HMAC-SHA256 of the raw body with the webhook secret', async () => {
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', 'whsec').update(body).digest('hex');
    expect(verifyWebhookSignature(body, signature, 'whsec')).toBe(true);
    // the same JSON with other whitespace is another body: the raw bytes are what is signed
    expect(verifyWebhookSignature(Buffer.from('{"entity": "event","event":"payment.captured"}'), signature, 'whsec')).toBe(false);
    expect(verifyWebhookSignature(body, undefined, 'whsec')).toBe(false);
    expect(verifyWebhookSignature(body, signature, '')).toBe(false);
  });
});
