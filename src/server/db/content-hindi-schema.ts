// The columns migration 0014 adds for the Hindi of what admins write for learners (issue 30): a test
// series' and a notification's Hindi version. Mirrored here as decision 034's question columns are
// (db/hindi-schema.ts): each table names a table of schema.ts or site-schema.ts with only its key and
// the new column. drizzle.config.ts leaves this file out: drizzle-kit would take these for tables.
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { NotificationHindi, SeriesHindi } from '../../shared/api/content-hindi.ts';

export type { NotificationHindi, SeriesHindi };

/** test_series.hindi: the series' Hindi title and description (null: English only) */
export const testSeriesHindi = pgTable('test_series', {
  id: uuid('id').primaryKey(),
  hindi: jsonb('hindi').$type<SeriesHindi>(),
});

/** notifications.hindi: the notification's Hindi title and body (null: English only) */
export const notificationsHindi = pgTable('notifications', {
  id: uuid('id').primaryKey(),
  hindi: jsonb('hindi').$type<NotificationHindi>(),
});
