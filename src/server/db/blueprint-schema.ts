// Blueprints (issue 42): what a paper for an exam profile holds, per section, as a master keeps it
// (shared/api/admin-blueprints.ts), so the same one assembles a paper again, such as next week's quiz.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BlueprintInput } from '../../shared/api/admin-blueprints.ts';
import { createdAt, updatedAt, users } from './schema.ts';
import { examProfiles } from './exam-profile-schema.ts';

export const paperBlueprints = pgTable(
  'paper_blueprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    profileCode: text('profile_code')
      .notNull()
      .references(() => examProfiles.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    /** the whole blueprint as checked by blueprintInput: its kind, the weeks it leaves out, its sections */
    blueprint: jsonb('blueprint').$type<BlueprintInput>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('paper_blueprints_name_check', sql`length(btrim(${t.name})) between 1 and 100`)],
);
