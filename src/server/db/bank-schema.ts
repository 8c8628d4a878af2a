// The question bank's own tables (issue 27): the free tags beside the syllabus tree (topics-schema.ts),
// the item statistics a job works out from submitted attempts, and the bank's background jobs
// (imports and exports). Apart from schema.ts, which holds what learners see.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { questions, users } from './schema.ts';

/** Free tags beside the tree, as Moodle's: any number per question. */
export const questionTags = pgTable(
  'question_tags',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.tag] }),
    index('question_tags_tag_idx').on(t.tag),
    check('question_tags_tag_check', sql`length(btrim(${t.tag})) between 1 and 50`),
  ],
);

/**
 * A question's figures, per paper and over all papers: submitted attempts that were served it, how
 * many answered it and got it right, how many chose each option (MCQ and MSQ, by option index).
 */
const itemFigures = () => ({
  attempts: integer('attempts').notNull(),
  answered: integer('answered').notNull(),
  correct: integer('correct').notNull(),
  facility: doublePrecision('facility'),
  discrimination: doublePrecision('discrimination'),
  optionCounts: jsonb('option_counts').$type<number[]>().notNull().default([]),
  averageSeconds: doublePrecision('average_seconds'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How one question behaved in one paper's submitted attempts; worked out by the statistics job. */
export const paperQuestionStats = pgTable(
  'paper_question_stats',
  {
    paperKind: text('paper_kind').$type<'test' | 'quiz'>().notNull(),
    paperId: uuid('paper_id').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ...itemFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.paperKind, t.paperId, t.questionId] }),
    index('paper_question_stats_question_idx').on(t.questionId),
    check('paper_question_stats_kind_check', sql`${t.paperKind} in ('test', 'quiz')`),
  ],
);

/** The same figures over every paper that served the question: what the bank sorts and flags by. */
export const questionStats = pgTable(
  'question_stats',
  {
    questionId: uuid('question_id')
      .primaryKey()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ...itemFigures(),
  },
  (t) => [index('question_stats_facility_idx').on(t.facility), index('question_stats_discrimination_idx').on(t.discrimination)],
);

/**
 * Papers with submitted attempts the statistics job has not yet counted, the job's own queue: a
 * submit, the sweeper and a regrade mark their paper in stats_dirty_marks, which the job folds in. Migration 0009 also marks every paper taken before, and adds
 * attempts_test_score_idx on attempts (test_id, score) for the job's read of a test's attempts (an
 * index of schema.ts's table, declared only in the migration: schema.ts is at its size limit).
 */
export const statsDirtyPapers = pgTable(
  'stats_dirty_papers',
  {
    paperKind: text('paper_kind').$type<'test' | 'quiz'>().notNull(),
    paperId: uuid('paper_id').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.paperKind, t.paperId] })],
);

/**
 * A submit's (or the sweeper's, or a regrade's) mark that its paper's attempts changed: one row each,
 * only ever inserted there, so no two submits wait on one row (migration 0012). The statistics job
 * moves them into stats_dirty_papers, deleting the marks it has seen; a mark of a transaction not yet
 * committed is not seen, and stays for the next run.
 */
export const statsDirtyMarks = pgTable('stats_dirty_marks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  paperKind: text('paper_kind').$type<'test' | 'quiz'>().notNull(),
  paperId: uuid('paper_id').notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BankJobKind = 'import' | 'export' | 'hindi';
export type BankJobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/**
 * A large import or export run in the background: its input, progress and result, and the lease of
 * the process working on it (renewed while it works; only an expired lease is taken over, so a
 * restart resumes it and two processes never run one job).
 */
export const bankJobs = pgTable(
  'bank_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<BankJobKind>().notNull(),
    status: text('status').$type<BankJobStatus>().notNull().default('queued'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    input: jsonb('input').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    // an export's file, with its name and type
    output: text('output'),
    outputName: text('output_name'),
    outputType: text('output_type'),
    error: text('error'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('bank_jobs_kind_check', sql`${t.kind} in ('import', 'export', 'hindi')`),
    check('bank_jobs_status_check', sql`${t.status} in ('queued', 'running', 'completed', 'failed', 'cancelled')`),
    index('bank_jobs_claim_idx').on(t.status, t.leaseUntil),
    index('bank_jobs_created_idx').on(t.createdBy, t.createdAt),
  ],
);
