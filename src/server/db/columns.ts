import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written and last changed: every table's pair, kept apart so each schema file can use them. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
