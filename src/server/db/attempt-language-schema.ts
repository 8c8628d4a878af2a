// The columns migration 0013 adds to attempts (docs/decisions/034): the language the learner reads a
// paper offered in Hindi in. Mirrored here because schema.ts, which declares the table, is full: the
// table below names `attempts` with only its key and the new columns. drizzle.config.ts leaves this
// file out: drizzle-kit would take it for a table of its own.
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ExamLanguage } from '../../shared/api/exam-language.ts';

/** attempts.language and attempts.question_languages (question id -> the language it is read in) */
export const attemptsLanguage = pgTable('attempts', {
  id: uuid('id').primaryKey(),
  language: text('language').$type<ExamLanguage>().notNull().default('en'),
  questionLanguages: jsonb('question_languages').$type<Record<string, ExamLanguage>>().notNull().default({}),
});
