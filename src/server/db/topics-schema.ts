// The syllabus tree (issue 27), in a file of its own: schema.ts places each question on one of its
// nodes, and bank-schema.ts (the bank's other tables) builds on schema.ts, so the tree sits below both.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The syllabus tree: subject (depth 0) → topic (1) → subtopic (2), one tree per exam. Migration 0009
 * loads the GATE CS and UGC NET Computer Science syllabi; masters edit it. A question names one node:
 * the trigger questions_place_in_tree (0009, with topic_tree_of) places every question written with
 * only a topic's name, whoever writes it, making a node under the tree's 'Unsorted' subject if none has that name.
 */
export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => topics.id, { onDelete: 'restrict' }),
    exam: text('exam').notNull(),
    name: text('name').notNull(),
    depth: integer('depth').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('topics_depth_check', sql`${t.depth} between 0 and 2`),
    check('topics_name_check', sql`length(btrim(${t.name})) between 1 and 100`),
    // no two siblings share a name (whatever its case)
    uniqueIndex('topics_sibling_name_idx').on(t.exam, sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`lower(${t.name})`),
    index('topics_parent_idx').on(t.parentId, t.position),
  ],
);
