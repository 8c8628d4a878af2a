// The leases of the periodic singletons (decision 032): one row per job name (the attempt sweeper,
// the weekly winner job, the item statistics job) saying which process runs it and until when.
// Generation and bank jobs carry their lease on their own rows.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** the holding process (host:pid:random) */
  owner: text('owner').notNull(),
  /** past this, another process may take the job over */
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  /** when this owner took it (a take-over resets it) */
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
  /** how many runs this owner has made since it took the lease */
  runs: integer('runs').notNull().default(0),
});
