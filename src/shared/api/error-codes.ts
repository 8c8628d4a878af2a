// The API's error codes (and the one message the web shows for one of them), apart from the zod schema of the error body (errors.ts): the browser's
// first script needs the list, and zod would come along with the schema.

export const errorCodes = [
  'invalid-input', // 400: a parameter, query or body that does not fit its schema
  'not-signed-in', // 401
  'forbidden', // 403: signed in, but this is not allowed
  'not-yours', // 403: the path names another learner (SPEC: 'Invalid USER ! ...')
  'admin-only', // 403: an admin path for a learner
  'cross-site', // 403: a state-changing request from another site
  'not-enrolled', // 403: the test series has to be bought or registered for first
  'not-started', // 403: a paper's questions before the learner's attempt has started (the clock runs from the first look)
  'rating-needs-enrolment', // 403
  'not-found', // 404: the thing asked for does not exist (or is not visible to this learner)
  'no-such-endpoint', // 404: no route answers this method and path
  'already-enrolled', // 409
  'attempt-ended', // 409: the attempt was submitted or its time is up
  'attempt-open', // 409: reporting a question of an attempt not submitted yet (its solutions are not out)
  'already-reported', // 409: a learner's second report of the same question
  'no-open-reports', // 409: resolving a question whose reports were all resolved meanwhile
  'quiz-not-open', // 409: a weekly quiz started before it opens
  'quiz-closed', // 409: a weekly quiz started after it closed
  'has-paying-learners', // 409: a series with paid enrolments is unpublished, never deleted
  'has-learners', // 409: a series with results or orders is unpublished, not deleted
  'paper-started', // 409: a test's or quiz's question list after someone started it
  'version-current', // 409: a paper asked to serve the latest version of a question it already serves at its latest
  'paper-empty', // 409: publishing a test or quiz with no questions
  'paper-published', // 409: changing what a published test or quiz shows (unpublish it first)
  'questions-not-reviewed', // 409: publishing a test or quiz with questions rejected, unpublished or not yet reviewed (the body lists them)
  'questions-without-hindi', // 409: publishing a paper offered in Hindi, or offering a published one in Hindi, while questions lack a Hindi version (the body lists them)
  'paper-settling', // 409: republishing within the paper cache's lifetime after a change
  'question-in-open-quiz', // 409: a question of a weekly quiz whose last attempt has not ended yet, put in (or copied for, or published in) another paper
  'question-key-shown', // 409: a weekly quiz taking (or published with) a question of a test whose learners see its key (published, or taken)
  'paper-not-taken', // 409: regrading a test or quiz nobody has taken (correct the question itself)
  'quiz-not-settled', // 409: regrading a weekly quiz before its last attempt can have ended (its key would reach takers early)
  'already-regraded', // 409: a regrade that would leave the question as it already is
  'already-decided', // 409: approving or rejecting a Hindi version the model wrote that someone already decided, or whose English has changed since
  'already-reviewed', // 409: approving or rejecting a question that is no longer a draft (someone else reviewed it)
  'wrong-review-state', // 409: a review step its state does not allow (submitting what waits already, approving what was never submitted)
  'last-god', // 409: demoting the only remaining god
  'staff-account', // 409: a creator, master or god deleting their own account (a god takes the role away first)
  'review-decided', // 409: confirming or passing over in a weekly winner review already decided (confirmed, or no winner left)
  'not-a-candidate', // 409: confirming or passing over a learner who is not rank 1 among the quiz's takers not passed over
  'not-granted', // 409: revoking access that an admin did not grant (paid, free or prize enrolments stay)
  'topic-in-use', // 409: deleting a node of the syllabus tree that still holds questions or nodes
  'topic-name-taken', // 409: a node named as one of its siblings already is
  'job-ended', // 409: cancelling a bank job that has ended, or deleting an import's drafts while it still runs
  'slug-taken', // 409: a notification's address (slug) that another notification already uses
  'exam-code-taken', // 409: a copied exam profile given the code of one that exists
  'no-such-exam-profile', // 400: a paper set for an exam profile code that no profile has
  'picks-held-back', // 409: a blueprint's picks saved as a draft after an open quiz took one, or one left the reviewed bank
  'paper-differs-from-profile', // 409: a paper published (or changed) while it differs from its exam profile
  'not-in-hindi', // 400: reading an attempt in Hindi when its paper is not offered in Hindi
  'not-free', // 400: free registration of a series that has a price
  'payment-failed', // 400: the payment's signature or order did not check out
  'payload-too-large', // 413/414
  'unsupported-type', // 415: an upload that is not one of the accepted image types
  'rate-limited', // 429
  'order-failed', // 502: the payment provider did not take the order
  'payments-unavailable', // 503
  'unavailable', // 503: a part the request needs is not configured or not reachable
  'server-error', // 500: our fault; the message never shows internals
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * The codes a learner can meet from the learner's interface (its pages, checkout, the exam, the weekly
 * quiz, the account page, sign-in and the language switch; never the admin area's). A page in Hindi
 * words each of them itself (web/lib/api-error-words.ts), and a test fails on one it has no words for.
 */
export const learnerErrorCodes = [
  'invalid-input',
  'not-signed-in',
  'forbidden',
  'not-yours',
  'cross-site',
  'not-enrolled',
  'not-started',
  'rating-needs-enrolment',
  'not-found',
  'no-such-endpoint',
  'already-enrolled',
  'attempt-ended',
  'attempt-open',
  'already-reported',
  'quiz-not-open',
  'quiz-closed',
  'staff-account',
  'not-in-hindi',
  'not-free',
  'payment-failed',
  'payload-too-large',
  'unsupported-type',
  'rate-limited',
  'order-failed',
  'payments-unavailable',
  'unavailable',
  'server-error',
] as const satisfies readonly ErrorCode[];

export type LearnerErrorCode = (typeof learnerErrorCodes)[number];

export const isLearnerErrorCode = (code: ErrorCode): code is LearnerErrorCode => (learnerErrorCodes as readonly ErrorCode[]).includes(code);

/**
 * Which refusal it is, where one code covers several a learner can meet: the error's `reason`. The
 * message says the same in English; a page in another language words the reason itself.
 */
export const errorReasons = [
  // not-found: what was not there
  'series-not-found',
  'test-not-found',
  'quiz-not-found',
  'attempt-not-found',
  'no-questions',
  'test-not-started', // a submit before the attempt was started
  'quiz-not-started',
  'no-receipt',
  'user-or-series-not-found',
  'page-not-found',
  'notification-not-found',
  'notice-not-found',
  'account-gone',
  // invalid-input: what did not fit
  'test-parameters',
  'answer-not-in-paper',
  'time-not-in-paper',
  'language-not-in-paper',
  'mcq-answer', // an answer that does not fit its question's type
  'msq-answer',
  'nat-answer',
  'phone-characters', // shared/phone.ts's reasons
  'phone-foreign',
  'phone-start',
  'phone-length', // with `digits`
  'exam-not-listed',
  'year-out-of-range', // with `firstYear` and `lastYear`
  'wrong-confirmation', // deleting an account: not its e-mail
  'question-not-in-attempt', // a report of a question its attempt's paper does not hold
  'missing-field', // a request that does not fit its schema, with `field`
  'invalid-field', // with `field`
  'too-long', // with `field` and `limit` (characters)
  // not-signed-in
  'sign-in-to-enrol',
  'sign-in-to-rate',
  // forbidden
  'payment-of-another',
  // not-free: the other way round, paying for a free series
  'series-is-free',
  // rate-limited: the day's question reports, with `limit`
  'report-limit',
] as const;

export type ErrorReason = (typeof errorReasons)[number];

/** SPEC §8: what the exam and checkout screens show when the path's user is not the session's. */
export const NOT_YOURS_MESSAGE = 'Invalid USER ! Please login again. or Contact support.';
