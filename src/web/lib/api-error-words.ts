// The API's refusals a learner can meet, worded by the page itself (issue 43): a message per code, and
// one per reason where a code covers several (shared/api/error-codes.ts). The specifics a server's
// message names (a date, a limit, a field) come from the error's own fields, never out of its English.
// The keys are written out, one t('…') each, so the message files' test finds every one.
import type { TFunction } from '../i18n/index.ts';
import { localeOf, type Language } from '../i18n/languages.ts';
import { errorReasons, type ErrorReason, type LearnerErrorCode } from '../../shared/api/error-codes.ts';
import type { ApiErrorBody } from '../../shared/api/errors.ts';
import { formatDateTime } from './result-format.ts';

/** What an error body may carry besides its code and message. */
export type ErrorFields = Partial<Pick<ApiErrorBody, 'reason' | 'field' | 'opensAt' | 'limit' | 'digits' | 'firstYear' | 'lastYear' | 'requestId'>>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const isReason = (value: unknown): value is ErrorReason => (errorReasons as readonly unknown[]).includes(value);

/** The fields of an error body as it came over the network: each kept only when it has its type. */
export function errorFieldsOf(body: unknown): ErrorFields {
  if (typeof body !== 'object' || body === null) return {};
  const fields = body as Record<string, unknown>;
  return {
    reason: isReason(fields.reason) ? fields.reason : undefined,
    field: text(fields.field),
    opensAt: text(fields.opensAt),
    limit: whole(fields.limit),
    digits: whole(fields.digits),
    firstYear: whole(fields.firstYear),
    lastYear: whole(fields.lastYear),
    requestId: text(fields.requestId),
  };
}

/** A refusal's words by its reason; null when the reason needs a value the error did not bring. */
function reasonWords(reason: ErrorReason, fields: ErrorFields, t: TFunction<'common'>): string | null {
  const { field, limit, digits, firstYear, lastYear } = fields;
  switch (reason) {
    case 'series-not-found':
      return t('apiError.reasons.seriesNotFound');
    case 'test-not-found':
      return t('apiError.reasons.testNotFound');
    case 'quiz-not-found':
      return t('apiError.reasons.quizNotFound');
    case 'attempt-not-found':
      return t('apiError.reasons.attemptNotFound');
    case 'no-questions':
      return t('apiError.reasons.noQuestions');
    case 'test-not-started':
      return t('apiError.reasons.testNotStarted');
    case 'quiz-not-started':
      return t('apiError.reasons.quizNotStarted');
    case 'no-receipt':
      return t('apiError.reasons.noReceipt');
    case 'user-or-series-not-found':
      return t('apiError.reasons.userOrSeriesNotFound');
    case 'page-not-found':
      return t('apiError.reasons.pageNotFound');
    case 'notification-not-found':
      return t('apiError.reasons.notificationNotFound');
    case 'notice-not-found':
      return t('apiError.reasons.noticeNotFound');
    case 'account-gone':
      return t('apiError.reasons.accountGone');
    case 'test-parameters':
      return t('apiError.reasons.testParameters');
    case 'answer-not-in-paper':
      return t('apiError.reasons.answerNotInPaper');
    case 'time-not-in-paper':
      return t('apiError.reasons.timeNotInPaper');
    case 'language-not-in-paper':
      return t('apiError.reasons.languageNotInPaper');
    case 'mcq-answer':
      return t('apiError.reasons.mcqAnswer');
    case 'msq-answer':
      return t('apiError.reasons.msqAnswer');
    case 'nat-answer':
      return t('apiError.reasons.natAnswer');
    case 'phone-characters':
      return t('apiError.reasons.phoneCharacters');
    case 'phone-foreign':
      return t('apiError.reasons.phoneForeign');
    case 'phone-start':
      return t('apiError.reasons.phoneStart');
    case 'phone-length':
      return digits === undefined ? null : t('apiError.reasons.phoneLength', { digits });
    case 'exam-not-listed':
      return t('apiError.reasons.examNotListed');
    case 'year-out-of-range':
      return firstYear === undefined || lastYear === undefined ? null : t('apiError.reasons.yearOutOfRange', { firstYear, lastYear });
    case 'wrong-confirmation':
      return t('apiError.reasons.wrongConfirmation');
    case 'question-not-in-attempt':
      return t('apiError.reasons.questionNotInAttempt');
    case 'missing-field':
      return field === undefined ? null : t('apiError.reasons.missingField', { field });
    case 'invalid-field':
      return field === undefined ? null : t('apiError.reasons.invalidField', { field });
    case 'too-long':
      return limit === undefined ? null : t('apiError.reasons.tooLong', { limit });
    case 'sign-in-to-enrol':
      return t('apiError.reasons.signInToEnrol');
    case 'sign-in-to-rate':
      return t('apiError.reasons.signInToRate');
    case 'payment-of-another':
      return t('apiError.reasons.paymentOfAnother');
    case 'series-is-free':
      return t('apiError.reasons.seriesIsFree');
    case 'report-limit':
      return limit === undefined ? null : t('apiError.reasons.reportLimit', { limit });
  }
}

/** A refusal's words by its code alone: what every refusal of that code means. */
function codeWords(code: LearnerErrorCode, fields: ErrorFields, t: TFunction<'common'>, language: Language): string {
  switch (code) {
    case 'invalid-input':
      return t('apiError.codes.invalidInput');
    case 'not-signed-in':
      return t('apiError.codes.notSignedIn');
    case 'forbidden':
      return t('apiError.codes.forbidden');
    case 'not-yours':
      return t('apiError.codes.notYours');
    case 'cross-site':
      return t('apiError.codes.crossSite');
    case 'not-enrolled':
      return t('apiError.codes.notEnrolled');
    case 'not-started':
      return t('apiError.codes.notStarted');
    case 'rating-needs-enrolment':
      return t('apiError.codes.ratingNeedsEnrolment');
    case 'not-found':
      return t('apiError.codes.notFound');
    case 'no-such-endpoint':
      return t('apiError.codes.noSuchEndpoint');
    case 'already-enrolled':
      return t('apiError.codes.alreadyEnrolled');
    case 'attempt-ended':
      return t('apiError.codes.attemptEnded');
    case 'attempt-open':
      return t('apiError.codes.attemptOpen');
    case 'already-reported':
      return t('apiError.codes.alreadyReported');
    case 'quiz-not-open':
      // India time with its zone, as every time a learner reads (result-format.ts)
      return fields.opensAt
        ? t('apiError.codes.quizNotOpen', { opensAt: formatDateTime(fields.opensAt, localeOf(language)) })
        : t('apiError.codes.quizNotOpenYet');
    case 'quiz-closed':
      return t('apiError.codes.quizClosed');
    case 'staff-account':
      return t('apiError.codes.staffAccount');
    case 'not-in-hindi':
      return t('apiError.codes.notInHindi');
    case 'not-free':
      return t('apiError.codes.notFree');
    case 'payment-failed':
      return t('apiError.codes.paymentFailed');
    case 'payload-too-large':
      return t('apiError.codes.payloadTooLarge');
    case 'unsupported-type':
      return t('apiError.codes.unsupportedType');
    case 'rate-limited':
      return t('apiError.codes.rateLimited');
    case 'order-failed':
      return t('apiError.codes.orderFailed');
    case 'payments-unavailable':
      return t('apiError.codes.paymentsUnavailable');
    case 'unavailable':
      return t('apiError.codes.unavailable');
    case 'server-error':
      // the reference a learner quotes to support, when the answer named one
      return fields.requestId ? t('apiError.codes.serverError', { requestId: fields.requestId }) : t('apiError.codes.serverErrorPlain');
  }
}

/** The words for a refusal a learner can meet: its reason's when it has one, else its code's. */
export function apiErrorWords(code: LearnerErrorCode, fields: ErrorFields, t: TFunction<'common'>, language: Language): string {
  return (fields.reason && reasonWords(fields.reason, fields, t)) ?? codeWords(code, fields, t, language);
}
