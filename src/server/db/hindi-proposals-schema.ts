// Migration 0015's table (docs/decisions/034): a Hindi version the model wrote for a bank question,
// waiting for a reviewer. In its own file because schema.ts is full.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HindiVersion } from '../../shared/api/hindi.ts';
import { bankJobs } from './bank-schema.ts';
import { questions, users } from './schema.ts';

export type HindiProposalStatus = 'pending' | 'approved' | 'rejected';

export const hindiProposals = pgTable(
  'hindi_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => bankJobs.id, { onDelete: 'set null' }),
    hindi: jsonb('hindi').$type<HindiVersion>().notNull(),
    status: text('status').$type<HindiProposalStatus>().notNull().default('pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('hindi_proposals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('hindi_proposals_pending_idx').on(t.status, t.createdAt),
  ],
);
