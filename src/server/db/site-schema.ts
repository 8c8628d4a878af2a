// What the site keeps around its content and exams: the notifications and pages a master writes,
// learners' ratings of series, the weekly winners, and the audit log of every admin change.
// Beside schema.ts (the content, people and attempts), so that neither file grows past reading.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, quizzes, testSeries, updatedAt, users } from './schema.ts';

export const ratings = pgTable(
  'ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => testSeries.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seriesId] }), check('ratings_stars_check', sql`${t.stars} between 1 and 5`)],
);

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which notifications a signed-in learner has opened: the list marks the others as unread. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const weeklyWinners = pgTable(
  'weekly_winners',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').references(() => testSeries.id, { onDelete: 'set null' }),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
    // 'closing': rank 1 when the quiz closed (one per quiz); 'regrade': rank 1 after a regrade changed it
    reason: text('reason').$type<'closing' | 'regrade'>().notNull().default('closing'),
    regradeId: uuid('regrade_id'),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.userId] }),
    uniqueIndex('weekly_winners_closing_idx')
      .on(t.quizId)
      .where(sql`${t.reason} = 'closing'`),
    check('weekly_winners_reason_check', sql`${t.reason} in ('closing', 'regrade')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
