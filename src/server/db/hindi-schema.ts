// The columns migration 0011 adds for Hindi beside English (docs/decisions/034), mirrored here because
// schema.ts, which declares their tables, is full. Each table below names a table of schema.ts with
// only its key and the new columns: a query that reads or writes them joins or updates the full table
// by the same name. drizzle.config.ts leaves this file out: drizzle-kit would take these for tables.
import type { HindiVersion } from '../../shared/api/hindi.ts';
import { boolean, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';

export type { HindiVersion };

/** questions.hindi: the current Hindi version (null: the question is in English only) */
export const questionsHindi = pgTable('questions', {
  id: uuid('id').primaryKey(),
  hindi: jsonb('hindi').$type<HindiVersion>(),
});

/** question_versions.hindi: the Hindi each version carries, as papers serve it */
export const questionVersionsHindi = pgTable('question_versions', {
  questionId: uuid('question_id').notNull(),
  version: integer('version').notNull(),
  hindi: jsonb('hindi').$type<HindiVersion>(),
});

/** tests.offered_in_hindi: learners may read the test in Hindi (every question then has a Hindi version) */
export const testsLanguages = pgTable('tests', {
  id: uuid('id').primaryKey(),
  offeredInHindi: boolean('offered_in_hindi').notNull().default(false),
});

/** quizzes.offered_in_hindi: as for tests */
export const quizzesLanguages = pgTable('quizzes', {
  id: uuid('id').primaryKey(),
  offeredInHindi: boolean('offered_in_hindi').notNull().default(false),
});
