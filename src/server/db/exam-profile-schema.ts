// The exam profiles (issue 42): each exam paper's rules as one checked JSON document
// (shared/exam/profiles.ts), keyed by its code. `seedVersion`: the seed that last wrote it (null: a
// god's copy); `editedAt` set: a god changed its texts, and a later seed leaves it alone.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExamProfile } from '../../shared/exam/profiles.ts';
import { createdAt, users } from './schema.ts';

export const examProfiles = pgTable(
  'exam_profiles',
  {
    code: text('code').primaryKey(),
    profile: jsonb('profile').$type<ExamProfile>().notNull(),
    position: integer('position').notNull().default(0),
    seedVersion: integer('seed_version'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('exam_profiles_code_check', sql`${t.code} ~ '^[a-z][a-z0-9-]{1,39}$'`),
    check('exam_profiles_same_code_check', sql`${t.profile}->>'code' = ${t.code}`),
  ],
);
