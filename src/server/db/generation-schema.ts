// The tables of the admin's AI generation (decision 015), apart from the site's own content in
// schema.ts: they describe work in progress on the bank, not anything a learner sees.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuestionType } from '../../shared/exam/answer-key.ts';
import { createdAt, difficultyEnum, sectionEnum, updatedAt, users } from './schema.ts';

export const generationStatusEnum = pgEnum('generation_status', ['running', 'completed', 'failed', 'cancelled']);

/** What a generation job could not turn into a draft: one question (with what the model wrote) or a whole batch. */
export interface GenerationRejection {
  kind: 'question' | 'batch';
  /** how many questions this costs the job: 1 for a question, the batch's size for a batch */
  count: number;
  reason: string;
  /** the model's question as it came, when there was one (with its type's key: jobs before MSQ and NAT have only correctIndex) */
  question: {
    text: string;
    options: string[];
    correctIndex?: number | null;
    correctIndexes?: number[] | null;
    answer?: string | null;
    explanation: string;
  } | null;
}

/** One request to the configured model for draft questions, and how it went (decision 015). */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    exam: text('exam').notNull(),
    section: sectionEnum('section').notNull(),
    topic: text('topic').notNull(),
    difficulty: difficultyEnum('difficulty').notNull(),
    marks: integer('marks').notNull(),
    // the kind of question asked for: MCQ, MSQ or NAT (shared/exam/answer-key.ts)
    type: text('type').$type<QuestionType>().notNull().default('MCQ'),
    count: integer('count').notNull(),
    sourceNotes: text('source_notes'),
    model: text('model'),
    status: generationStatusEnum('status').notNull().default('running'),
    batchesDone: integer('batches_done').notNull().default(0),
    batchesTotal: integer('batches_total').notNull(),
    acceptedIds: jsonb('accepted_ids').$type<string[]>().notNull().default([]),
    rejections: jsonb('rejections').$type<GenerationRejection[]>().notNull().default([]),
    /** why the whole job stopped (the endpoint refused the key, say); null while it runs or when it finished */
    error: text('error'),
    /** the job whose failures this one regenerates */
    retryOf: uuid('retry_of'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** the process running the job (decision 032); null when none holds it (a clean shutdown handed it back) */
    leaseOwner: text('lease_owner'),
    /** past this, another process takes the job over and resumes it */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** a cancel asked of whichever process runs it; it stops at its next renewal */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
  },
  (t) => [
    check('generation_jobs_count_check', sql`${t.count} between 1 and 50`),
    check('generation_jobs_marks_check', sql`${t.marks} in (1, 2)`),
    check('generation_jobs_type_check', sql`${t.type} in ('MCQ', 'MSQ', 'NAT')`),
    index('generation_jobs_created_idx').on(t.createdAt),
    index('generation_jobs_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'running'`),
  ],
);
