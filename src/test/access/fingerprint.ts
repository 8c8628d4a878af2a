// A fingerprint of every table: its row count and a hash of its rows. Two equal fingerprints mean no
// request changed a row in between; a difference names the tables that changed.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../server/db/client.ts';

export type Fingerprint = Record<string, string>;

const tableNames = new WeakMap<Database, Promise<string[]>>();

/**
 * The application's tables (drizzle keeps its migration journal in a schema of its own), but for the
 * leases of the periodic jobs: which process runs them, renewed as they run.
 */
function tablesOf(db: Database): Promise<string[]> {
  let names = tableNames.get(db);
  if (!names) {
    names = queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'job_leases' order by table_name`,
    ).then((rows) => rows.map((row) => row.name));
    tableNames.set(db, names);
  }
  return names;
}

/**
 * A row as text, without the lease a background job's process holds on it: the process renews it every
 * few seconds while the job runs (decision 032), which is who runs the job, not what it holds.
 */
const row = `(to_jsonb(t) - 'lease_owner' - 'lease_until')::text`;

/**
 * One statement for all tables, so the fingerprint is of one moment. Rows are ordered by their own
 * text, which orders them whatever the primary key is (some tables have a composite one).
 */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  const names = await tablesOf(db);
  const parts = names.map(
    (name) => `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, E'\\n' order by ${row})), '') as print from "${name}" t`,
  );
  const rows = await queryRows<{ name: string; print: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
