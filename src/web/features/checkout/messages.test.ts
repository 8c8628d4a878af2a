import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { orderErrorMessage, paymentFailedMessage, registrationErrorMessage, verifyErrorMessage } from './messages.ts';

describe('paymentFailedMessage', () => {
  it("uses the provider's description, or asks to try again", () => {
    expect(paymentFailedMessage('Your payment was declined by the bank.')).toBe('Payment failed: Your payment was declined by the bank.');
    expect(paymentFailedMessage(undefined)).toBe('Payment failed: Please try again.');
    expect(paymentFailedMessage('  ')).toBe('Payment failed: Please try again.');
  });
});

describe('orderErrorMessage', () => {
  it("passes on the server's refusal", () => {
    expect(orderErrorMessage(new ApiError(409, 'You are already enrolled in this test series.'))).toBe(
      'You are already enrolled in this test series.',
    );
    expect(orderErrorMessage(new ApiError(503, 'Online payments are not available right now.'))).toBe(
      'Online payments are not available right now.',
    );
  });

  it('says the payment could not start for faults, dropped connections and message-less answers', () => {
    expect(orderErrorMessage(new ApiError(502, 'Failed to initiate payment. Please try again.'))).toBe('Failed to initiate payment. Please try again.');
    expect(orderErrorMessage(new ApiError(0, 'Could not reach Prepverse.'))).toBe('Failed to initiate payment. Please try again.');
    expect(orderErrorMessage(new ApiError(400, 'Request failed (400).'))).toBe('Failed to initiate payment. Please try again.');
    expect(orderErrorMessage(new TypeError('x'))).toBe('Failed to initiate payment. Please try again.');
  });
});

describe('verifyErrorMessage', () => {
  it('reads a 400 as a failed verification', () => {
    expect(verifyErrorMessage(new ApiError(400, 'anything'))).toBe('Payment verification failed. Please try again.');
  });

  it('reads a fault or a dropped connection as an error during verification', () => {
    expect(verifyErrorMessage(new ApiError(500, 'Internal'))).toBe('An error occurred during payment verification. Please try again.');
    expect(verifyErrorMessage(new ApiError(0, 'offline'))).toBe('An error occurred during payment verification. Please try again.');
  });
});

describe('registrationErrorMessage', () => {
  it("shows the server's refusal, or 'Failed to enroll.' when it gave none", () => {
    expect(registrationErrorMessage(new ApiError(400, 'This test series is not free.'))).toBe('This test series is not free.');
    expect(registrationErrorMessage(new ApiError(403, 'Request failed (403).'))).toBe('Failed to enroll.');
  });

  it('says an error occurred for faults and dropped connections', () => {
    expect(registrationErrorMessage(new ApiError(500, 'boom'))).toBe('An error occurred during registration. Please try again.');
    expect(registrationErrorMessage(new ApiError(0, 'offline'))).toBe('An error occurred during registration. Please try again.');
  });
});
