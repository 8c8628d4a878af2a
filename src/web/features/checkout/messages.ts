// The checkout texts of SPEC §8, word for word, and the rules for choosing between them.
import { isApiError } from '../../lib/http.ts';

export const checkoutMessages = {
  loadFailed: 'Failed to load checkout details. Please try again.',
  gatewayFailed: 'Failed to load payment gateway. Please try again.',
  orderFailed: 'Failed to initiate payment. Please try again.',
  verifyFailed: 'Payment verification failed. Please try again.',
  verifiedNotEnrolled: 'Payment verified, but enrollment failed. Please contact support.',
  verifyError: 'An error occurred during payment verification. Please try again.',
  cancelled: 'Payment was cancelled. Please try again to complete enrollment.',
  enrolFailed: 'Failed to enroll.',
  registrationError: 'An error occurred during registration. Please try again.',
  notFree: 'This test series is not free.',
  registered: 'Successfully registered for the test series!',
  paid: "Payment successful! You're enrolled.",
  loginToEnrol: 'Please log in to enroll.',
} as const;

/** SPEC §9: the redirect to the series after enrolment, and how long a free-registration error stays. */
export const REDIRECT_AFTER_ENROLMENT_MS = 2000;
export const FREE_ERROR_MS = 3000;

/** 'Payment failed: {the provider's description or Please try again.}' */
export function paymentFailedMessage(description: string | null | undefined): string {
  return `Payment failed: ${description?.trim() || 'Please try again.'}`;
}

// http.ts says this when the server gave no message of its own
const isGeneric = (message: string) => /^Request failed \(\d+\)\.$/.test(message);

/** The server's own words for a refusal (4xx, or 503 when payments are switched off), else `fallback`. */
function serverMessageOr(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const refusal = (error.status >= 400 && error.status < 500) || error.status === 503;
  return refusal && !isGeneric(error.message) ? error.message : fallback;
}

export const orderErrorMessage = (error: unknown) => serverMessageOr(error, checkoutMessages.orderFailed);

/** A 400 is a signature that did not check out; a dropped connection or a 5xx is an error on the way. */
export function verifyErrorMessage(error: unknown): string {
  if (isApiError(error, 400)) return checkoutMessages.verifyFailed;
  return serverMessageOr(error, checkoutMessages.verifyError);
}

/** A refusal of free registration keeps the server's message ('This test series is not free.'); anything else is generic. */
export function registrationErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return isGeneric(error.message) ? checkoutMessages.enrolFailed : error.message;
  }
  return checkoutMessages.registrationError;
}
