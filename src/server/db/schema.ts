import { sql } from 'drizzle-orm';
import type { Answer, QuestionType } from '../../shared/exam/answer-key.ts';
import type { MarkingPreset } from '../../shared/exam/marking.ts';
import type { PaperScope } from '../../shared/exam/paper-exam.ts';
import type { ReviewState } from '../../shared/review-states.ts';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns.ts';
import { topics } from './topics-schema.ts';
import type { QuestionOption, QuestionOrigin } from './question-shapes.ts';

export type { QuestionOption, QuestionOrigin } from './question-shapes.ts';

export { createdAt, updatedAt };

export const roleEnum = pgEnum('role', ['learner', 'creator', 'master', 'god']);
export const contentStatusEnum = pgEnum('content_status', ['draft', 'published', 'archived']);
export const difficultyEnum = pgEnum('difficulty', ['easy', 'medium', 'hard']);
export const sectionEnum = pgEnum('section', ['Aptitude', 'Technical']);
export const questionSourceEnum = pgEnum('question_source', ['ai-generated', 'public', 'original']);
export const enrolmentSourceEnum = pgEnum('enrolment_source', ['free', 'paid', 'prize', 'admin']);
export const paymentStatusEnum = pgEnum('payment_status', ['created', 'paid', 'failed']);
export const attemptEndEnum = pgEnum('attempt_end', ['learner', 'deadline']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    googleSubject: text('google_subject').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    phone: text('phone'),
    // what the learner prepares for, from /userdetail: an exam of SPEC §3 and the year they sit it
    targetExam: text('target_exam'),
    targetYear: integer('target_year'),
    role: roleEnum('role').notNull().default('learner'),
    // the interface's language the learner last chose ('en', 'hi'; decision 045): a new device opens in it
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    // set when the learner deleted their account: personal fields are erased, payments and audit stay
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha-256 of the cookie's token: a leaked table cannot be replayed as cookies
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const testSeries = pgTable(
  'test_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    exam: text('exam').notNull(),
    year: integer('year').notNull(),
    pricePaise: integer('price_paise').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    status: contentStatusEnum('status').notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('test_series_price_paise_check', sql`${t.pricePaise} >= 0`), check('test_series_discount_check', sql`${t.discountPercent} between 0 and 100`)],
);

export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => testSeries.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    difficulty: difficultyEnum('difficulty').notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    // share of a question's marks taken away for a wrong answer (GATE: one third)
    negativeRatio: doublePrecision('negative_ratio')
      .notNull()
      .default(1 / 3),
    // the marking preset (shared/exam/marking.ts): 'gate' uses the negative ratio above for a wrong MCQ
    marking: text('marking').$type<MarkingPreset>().notNull().default('gate'),
    // the exam profile it is set for (exam_profiles.code, shared/exam/profiles.ts), and whether it is
    // the whole exam or part of it (shared/exam/paper-exam.ts); null until given one at start
    profileCode: text('profile_code'),
    scope: text('scope').$type<PaperScope>().notNull().default('subject'),
    position: integer('position').notNull().default(0),
    status: contentStatusEnum('status').notNull().default('draft'),
    // its author: a creator changes only their own drafts (null: written before authors were kept)
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tests_series_idx').on(t.seriesId),
    check('tests_time_limit_check', sql`${t.timeLimitSeconds} > 0`),
    check('tests_negative_ratio_check', sql`${t.negativeRatio} between 0 and 1`),
    check('tests_marking_check', sql`${t.marking} in ('gate', 'ugc-net', 'weekly')`),
    check('tests_scope_check', sql`${t.scope} in ('full', 'sitting', 'subject', 'sectional')`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // demo and imported content keep a stable key so loading twice changes nothing
    key: text('key').unique(),
    text: text('text').notNull(),
    image: text('image'),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    // the key, by type (shared/exam/answer-key.ts): an MCQ's option, an MSQ's options, a NAT's range
    correctIndex: integer('correct_index'),
    correctIndexes: jsonb('correct_indexes').$type<number[]>(),
    natMin: doublePrecision('nat_min'),
    natMax: doublePrecision('nat_max'),
    natDecimals: integer('nat_decimals'),
    explanation: text('explanation').notNull().default(''),
    explanationImage: text('explanation_image'),
    section: sectionEnum('section').notNull(),
    // the bank's own filters: which exam a question is written for, and how hard it is
    exam: text('exam'),
    difficulty: difficultyEnum('difficulty'),
    marks: integer('marks').notNull().default(1),
    // the question's node in the syllabus tree (topics-schema.ts); `topic` is that node's name, kept by a trigger
    topic: text('topic'),
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    type: text('type').$type<QuestionType>().notNull().default('MCQ'),
    remarks: text('remarks'),
    source: questionSourceEnum('source').notNull().default('original'),
    status: contentStatusEnum('status').notNull().default('draft'),
    // a reviewer should read it before it is published (an import converted it to MCQ, say)
    needsReview: boolean('needs_review').notNull().default(false),
    // the review conversation (shared/review-states.ts): a draft waits for a master only once submitted
    reviewState: text('review_state').$type<ReviewState>().notNull().default('writing'),
    // the current version (question_versions): each edit of the content adds one; papers name theirs
    version: integer('version').notNull().default(1),
    origin: jsonb('origin').$type<QuestionOrigin>(),
    // the import that wrote it, so one import can be found (and audited) as a whole
    importBatchId: uuid('import_batch_id'),
    // the stem and options in lower case with punctuation and spacing folded, for the duplicates check (pg_trgm)
    normalisedText: text('normalised_text').generatedAlwaysAs(
      sql`btrim(regexp_replace(lower("text" || ' ' || coalesce(jsonb_path_query_array("options", '$[*].text')::text, '')), '[^[:alnum:]]+', ' ', 'g'))`,
    ),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'questions_key_check',
      sql`coalesce(case ${t.type}
        when 'MCQ' then ${t.correctIndex} >= 0 and ${t.correctIndex} < jsonb_array_length(${t.options})
        when 'MSQ' then jsonb_typeof(${t.correctIndexes}) = 'array' and jsonb_array_length(${t.correctIndexes}) between 1 and jsonb_array_length(${t.options})
        when 'NAT' then ${t.natMin} <= ${t.natMax} and ${t.natDecimals} between 0 and 6 and jsonb_array_length(${t.options}) = 0
        else false end, false)`,
    ),
    check('questions_marks_check', sql`${t.marks} between 1 and 10`),
    check('questions_review_state_check', sql`${t.reviewState} in ('writing', 'submitted', 'changes-requested', 'approved', 'rejected')`),
    index('questions_review_state_idx').on(t.reviewState, t.updatedAt),
    index('questions_status_updated_idx').on(t.status, t.updatedAt),
    index('questions_import_batch_idx').on(t.importBatchId),
    index('questions_topic_idx').on(t.topicId),
    // the duplicates check (features/admin/duplicates): exact through the md5, near on the text's start
    index('questions_normalised_md5_idx').using('btree', sql`md5(${t.normalisedText})`),
    index('questions_normalised_start_trgm_idx').using('gist', sql`(left(${t.normalisedText}, 1000)) gist_trgm_ops`),
  ],
);

/**
 * Every version of a question's content, the first written by the database itself when the question
 * is inserted (migration 0008's trigger), the next ones by each edit. A paper serves a named version.
 */
export const questionVersions = pgTable(
  'question_versions',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    image: text('image'),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    type: text('type').$type<QuestionType>().notNull(),
    correctIndex: integer('correct_index'),
    correctIndexes: jsonb('correct_indexes').$type<number[]>(),
    natMin: doublePrecision('nat_min'),
    natMax: doublePrecision('nat_max'),
    natDecimals: integer('nat_decimals'),
    explanation: text('explanation').notNull(),
    explanationImage: text('explanation_image'),
    section: sectionEnum('section').notNull(),
    marks: integer('marks').notNull(),
    remarks: text('remarks'),
    // which of text, options, key, marks, explanation… differ from the version before
    changed: jsonb('changed').$type<string[]>().notNull().default([]),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.version] })],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    // the version it serves; 0 on insert stands for the question's current one (migration 0008's trigger)
    questionVersion: integer('question_version').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'test_questions_version_fk',
      columns: [t.questionId, t.questionVersion],
      foreignColumns: [questionVersions.questionId, questionVersions.version],
    }),
    primaryKey({ columns: [t.testId, t.position] }),
    uniqueIndex('test_questions_unique_idx').on(t.testId, t.questionId),
  ],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    exam: text('exam').notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    // SPEC §9 marking, kept with each quiz so a later change of rule never regrades old results
    correctMarks: real('correct_marks').notNull().default(1),
    wrongMarks: real('wrong_marks').notNull().default(0.33),
    // the marking preset (shared/exam/marking.ts): 'weekly' marks with the two numbers above
    marking: text('marking').$type<MarkingPreset>().notNull().default('weekly'),
    // the exam profile it is set for (exam_profiles.code); null until given one at start
    profileCode: text('profile_code'),
    status: contentStatusEnum('status').notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quizzes_time_limit_check', sql`${t.timeLimitSeconds} > 0`),
    check('quizzes_window_check', sql`${t.closesAt} > ${t.opensAt}`),
    check('quizzes_marking_check', sql`${t.correctMarks} > 0 and ${t.wrongMarks} >= 0`),
    check('quizzes_marking_preset_check', sql`${t.marking} in ('gate', 'ugc-net', 'weekly')`),
    index('quizzes_opens_idx').on(t.opensAt),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    // the version it serves; 0 on insert stands for the question's current one (migration 0008's trigger)
    questionVersion: integer('question_version').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'quiz_questions_version_fk',
      columns: [t.questionId, t.questionVersion],
      foreignColumns: [questionVersions.questionId, questionVersions.version],
    }),
    primaryKey({ columns: [t.quizId, t.position] }),
    uniqueIndex('quiz_questions_unique_idx').on(t.quizId, t.questionId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => testSeries.id, { onDelete: 'restrict' }),
    receiptNumber: text('receipt_number').notNull().unique(),
    razorpayOrderId: text('razorpay_order_id').unique(),
    razorpayPaymentId: text('razorpay_payment_id').unique(),
    originalPricePaise: integer('original_price_paise').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatusEnum('status').notNull().default('created'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_series_idx').on(t.userId, t.seriesId),
    check('payments_amount_check', sql`${t.amountPaise} >= 0 and ${t.originalPricePaise} >= 0`),
    check('payments_discount_check', sql`${t.discountPercent} between 0 and 100`),
  ],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => testSeries.id, { onDelete: 'restrict' }),
    source: enrolmentSourceEnum('source').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('enrolments_user_series_idx').on(t.userId, t.seriesId), index('enrolments_series_idx').on(t.seriesId)],
);

/** the learner's saved choice per question id: an option index, or null when cleared */
/** By question id: an MCQ's option, an MSQ's options or a NAT's typed number (shared/exam/answer-key.ts). */
export type SavedAnswers = Record<string, { answer: Answer | null; status: string; seconds?: number }>;

export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id').references(() => tests.id, { onDelete: 'restrict' }),
    quizId: uuid('quiz_id').references(() => quizzes.id, { onDelete: 'restrict' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    answers: jsonb('answers').$type<SavedAnswers>().notNull().default({}),
    answersVersion: integer('answers_version').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    endedBy: attemptEndEnum('ended_by'),
    score: doublePrecision('score'),
    analysis: jsonb('analysis'),
    // question id -> the version this attempt was served, written only when its paper later serves
    // another version of a question; null: the versions the paper serves now
    servedVersions: jsonb('served_versions').$type<Record<string, number>>(),
  },
  (t) => [
    check('attempts_target_check', sql`(${t.testId} is null) <> (${t.quizId} is null)`),
    check('attempts_deadline_check', sql`${t.deadline} > ${t.startedAt}`),
    uniqueIndex('attempts_user_test_idx').on(t.userId, t.testId),
    uniqueIndex('attempts_user_quiz_idx').on(t.userId, t.quizId),
    index('attempts_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.submittedAt} is null`),
    // a weekly quiz's leaderboard and takers: every learner of the week reads them
    index('attempts_quiz_score_idx')
      .on(t.quizId, t.score)
      .where(sql`${t.quizId} is not null`),
  ],
);
