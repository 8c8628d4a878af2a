import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the migrations need beyond PostgreSQL's core: trigram similarity for the bank's duplicates check. */
export const PGLITE_EXTENSIONS = { pg_trgm };
