// The database handle's type, apart from client.ts (which opens one): what hangs on a handle
// (change-feed.ts, pool-stats.ts) names it without importing the code that opens the handle.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The one database type the features use: the same on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
