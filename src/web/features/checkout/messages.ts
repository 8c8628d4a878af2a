// The checkout texts of SPEC §8, word for word, and the rules for choosing between them.
import { hasErrorCode, isApiError } from '../../lib/http.ts';

export const checkoutMessages = {
  loadFailed: 'Failed to load checkout details. Please try again.',
  // the same, when asking again cannot help (a refusal): no 'Please try again.'
  loadRefused: 'Failed to load checkout details.',
  seriesNotFound: 'Test series not found.',
  gatewayFailed: 'Failed to load payment gateway. Please try again.',
  orderFailed: 'Failed to initiate payment. Please try again.',
  verifyFailed: 'Payment verification failed. Please try again.',
  verifiedNotEnrolled: 'Payment verified, but enrollment failed. Please contact support.',
  verifyError: 'An error occurred during payment verification. Please try again.',
  cancelled: 'Payment was cancelled. Please try again to complete enrollment.',
  // the server answered without enrolling and without saying why
  enrolFailed: 'Failed to enroll.',
  // the enrolment request was refused without a message of the server's
  enrolError: 'Error enrolling in test series.',
  registrationError: 'An error occurred during registration. Please try again.',
  notFree: 'This test series is not free.',
  registered: 'Successfully registered for the test series!',
  paid: "Payment successful! You're enrolled.",
  loginToEnrol: 'Please log in to enroll.',
  // internal: logged when the enrolment check fails; the page shows loadFailed
  enrolmentCheckFailed: 'Failed to check enrollment status',
} as const;

/** SPEC §9: the redirect to the series after enrolment, and how long a free-registration error stays. */
export const REDIRECT_AFTER_ENROLMENT_MS = 2000;
export const FREE_ERROR_MS = 3000;

/** 'Payment failed: {the provider's description or Please try again.}' */
export function paymentFailedMessage(description: string | null | undefined): string {
  return `Payment failed: ${description?.trim() || 'Please try again.'}`;
}

/**
 * The API's own words for what went wrong, or null. Only an answer with a code came from the API (a
 * proxy's page or a dropped connection has none), and a server-error's words are a generic apology.
 */
function apiMessage(error: unknown): string | null {
  if (!isApiError(error) || error.code === null || error.code === 'server-error') return null;
  return error.message;
}

export const orderErrorMessage = (error: unknown) => apiMessage(error) ?? checkoutMessages.orderFailed;

/** A payment that did not check out says so; a dropped connection or a fault is an error on the way. */
export function verifyErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'payment-failed') || hasErrorCode(error, 'invalid-input')) return checkoutMessages.verifyFailed;
  return apiMessage(error) ?? checkoutMessages.verifyError;
}

/**
 * A refusal of free registration keeps the server's words ('This test series is not free.'); one without
 * words of its own is SPEC §8's enrolment failure; a fault or a dropped connection is an error during registration.
 */
export function registrationErrorMessage(error: unknown): string {
  const message = apiMessage(error);
  if (message !== null) return message;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return checkoutMessages.enrolError;
  return checkoutMessages.registrationError;
}
