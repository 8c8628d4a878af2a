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
    expect(orderErrorMessage(new ApiError(409, 'You are already enrolled in this test series.', 'already-enrolled'))).toBe(
      'You are already enrolled in this test series.',
    );
    expect(orderErrorMessage(new ApiError(503, 'Online payments are not available right now.', 'payments-unavailable'))).toBe(
      'Online payments are not available right now.',
    );
  });

  it('says the payment could not start for faults, dropped connections and message-less answers', () => {
    expect(orderErrorMessage(new ApiError(502, 'Failed to initiate payment. Please try again.', 'order-failed'))).toBe(
      'Failed to initiate payment. Please try again.',
    );
    expect(orderErrorMessage(new ApiError(500, 'Something went wrong on our side.', 'server-error'))).toBe('Failed to initiate payment. Please try again.');
    expect(orderErrorMessage(new ApiError(0, 'Could not reach Prepverse.'))).toBe('Failed to initiate payment. Please try again.');
    expect(orderErrorMessage(new ApiError(400, 'Request failed (400).'))).toBe('Failed to initiate payment. Please try again.');
    expect(orderErrorMessage(new TypeError('x'))).toBe('Failed to initiate payment. Please try again.');
  });
});

describe('verifyErrorMessage', () => {
  it('reads a payment that did not check out as a failed verification', () => {
    expect(verifyErrorMessage(new ApiError(400, 'anything', 'payment-failed'))).toBe('Payment verification failed. Please try again.');
  });

  it("passes on the server's refusal of someone else's payment", () => {
    expect(verifyErrorMessage(new ApiError(403, 'This payment belongs to another account.', 'forbidden'))).toBe('This payment belongs to another account.');
  });

  it('reads a fault or a dropped connection as an error during verification', () => {
    expect(verifyErrorMessage(new ApiError(500, 'Internal', 'server-error'))).toBe('An error occurred during payment verification. Please try again.');
    expect(verifyErrorMessage(new ApiError(0, 'offline'))).toBe('An error occurred during payment verification. Please try again.');
  });
});

describe('registrationErrorMessage', () => {
  it("shows the server's refusal, or 'Error enrolling in test series.' when it gave none", () => {
    expect(registrationErrorMessage(new ApiError(400, 'This test series is not free.', 'not-free'))).toBe('This test series is not free.');
    // a 4xx without a code never came from the API (a proxy's page): its words are not the server's
    expect(registrationErrorMessage(new ApiError(403, 'Request failed (403).'))).toBe('Error enrolling in test series.');
    expect(registrationErrorMessage(new ApiError(403, '<html>Forbidden</html>'))).toBe('Error enrolling in test series.');
  });

  it('says an error occurred for faults and dropped connections', () => {
    expect(registrationErrorMessage(new ApiError(500, 'boom', 'server-error'))).toBe('An error occurred during registration. Please try again.');
    expect(registrationErrorMessage(new ApiError(0, 'offline'))).toBe('An error occurred during registration. Please try again.');
  });
});
