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

/**
 * A finished quiz's rank 1 waits here for a master's confirmation before any prize or announcement
 * (issue 39): 'pending' until a master confirms a candidate; 'confirmed' once the winner row is
 * written; 'no-winner' when every taker was passed over.
 */
export const winnerReviews = pgTable(
  'winner_reviews',
  {
    quizId: uuid('quiz_id')
      .primaryKey()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'confirmed' | 'no-winner'>().notNull().default('pending'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('winner_reviews_status_check', sql`${t.status} in ('pending', 'confirmed', 'no-winner')`), index('winner_reviews_status_idx').on(t.status)],
);

/** A candidate a master passed over, with the reason: the next rank becomes the candidate. */
export const winnerPasses = pgTable(
  'winner_passes',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    passedBy: uuid('passed_by').references(() => users.id, { onDelete: 'set null' }),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.userId] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // who they were when the entry was written: deleting an account never rewrites history (issue 39)
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    // for an entry about a user (a role change, a grant, an account deleted): that user, as they were then
    subjectName: text('subject_name'),
    subjectEmail: text('subject_email'),
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
