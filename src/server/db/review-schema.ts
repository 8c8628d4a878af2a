// The tables of keeping papers right after learners have seen them (issue 26, decision 029): a
// paper's regrades, the review conversation, learners' reports of questions and their own notices.
// Beside schema.ts as generation-schema.ts is, so that neither file grows past reading.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attempts, createdAt, questions, quizzes, tests, users } from './schema.ts';
import type { RegradeAction } from '../../shared/exam/regrade.ts';

/**
 * A correction of a paper after learners took it (features/admin/regrade): a question's key
 * replaced, or the question voided (full marks for everyone, full marks for those who attempted it,
 * or counted for nobody). The latest
 * regrade of a question in a paper is what grading applies, to every attempt of the paper.
 */
export const paperRegrades = pgTable(
  'paper_regrades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id').references(() => tests.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id').references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    action: text('action').$type<RegradeAction>().notNull(),
    // the new key, for 'rekey' (as questions' key columns)
    correctIndex: integer('correct_index'),
    correctIndexes: jsonb('correct_indexes').$type<number[]>(),
    natMin: doublePrecision('nat_min'),
    natMax: doublePrecision('nat_max'),
    natDecimals: integer('nat_decimals'),
    reason: text('reason').notNull(),
    // what it did: attempts regraded, scores changed, ranks moved (the dry run's figures)
    summary: jsonb('summary'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('paper_regrades_target_check', sql`(${t.testId} is null) <> (${t.quizId} is null)`),
    check('paper_regrades_action_check', sql`${t.action} in ('rekey', 'void-full', 'void-attempted', 'void-none')`),
    index('paper_regrades_test_idx').on(t.testId),
    index('paper_regrades_quiz_idx').on(t.quizId),
  ],
);

/** A notice to one learner (a regrade changed their score, their report was answered, a prize): beside the site-wide notifications. */
export const userNotices = pgTable(
  'user_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'regrade' | 'report' | 'prize'>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // where it leads: the result, the question
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('user_notices_user_idx').on(t.userId, t.createdAt), check('user_notices_kind_check', sql`${t.kind} in ('regrade', 'report', 'prize')`)],
);

/** The review conversation of a question: submissions, decisions with their words, replies. */
export const questionComments = pgTable(
  'question_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'submit' | 'approve' | 'reject' | 'request-changes' | 'reply'>().notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('question_comments_question_idx').on(t.questionId, t.createdAt),
    check('question_comments_kind_check', sql`${t.kind} in ('submit', 'approve', 'reject', 'request-changes', 'reply')`),
  ],
);

/** A learner's report of a question they met in a result: one per learner and question. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    // the version the learner was served
    questionVersion: integer('question_version'),
    reason: text('reason').$type<'wrong-key' | 'typo' | 'unclear' | 'out-of-syllabus'>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    resolution: text('resolution').$type<'edited' | 'regraded' | 'answered'>(),
    response: text('response'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('question_reports_once_idx').on(t.userId, t.questionId),
    index('question_reports_open_idx').on(t.status, t.questionId),
    index('question_reports_user_day_idx').on(t.userId, t.createdAt),
    check('question_reports_reason_check', sql`${t.reason} in ('wrong-key', 'typo', 'unclear', 'out-of-syllabus')`),
    check('question_reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check('question_reports_resolution_check', sql`${t.resolution} is null or ${t.resolution} in ('edited', 'regraded', 'answered')`),
  ],
);
