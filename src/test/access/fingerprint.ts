// A fingerprint of every table: how many row changes the database has made to it. Two equal
// fingerprints mean no request changed a row in between; a difference names the tables that changed.
//
// The changes are noted by a trigger on each table as the database makes them, into a log that each
// fingerprint drains, so a fingerprint costs the same on the walk's last request as on its first. (It
// hashed every row of every table before: the walks' scenes pile up, and their fingerprints took two
// thirds of their time.)
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../server/db/client.ts';

export type Fingerprint = Record<string, string>;

/**
 * The application's tables (drizzle keeps its migration journal in a schema of its own), but for the
 * leases of the periodic jobs: which process runs them, renewed as they run.
 */
const tables = sql`select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'job_leases' order by table_name`;

/**
 * An update counts when the row's text changes, but for the lease a background job's process holds on
 * it: the process renews it every few seconds while the job runs (decision 032), which is who runs the
 * job, not what it holds. A change that is rolled back is not noted: the log's row goes with it.
 */
const WATCH = [
  'create schema if not exists prepverse_watch',
  'create table if not exists prepverse_watch.log (name text not null)',
  `create or replace function prepverse_watch.note() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' and (to_jsonb(new) - 'lease_owner' - 'lease_until') = (to_jsonb(old) - 'lease_owner' - 'lease_until') then
      return null;
    end if;
    insert into prepverse_watch.log (name) values (tg_table_name);
    return null;
  end $$`,
];

interface Watch {
  /** every table, with the changes noted to it so far */
  counts: Map<string, number>;
}

const watches = new WeakMap<Database, Promise<Watch>>();

function watchOf(db: Database): Promise<Watch> {
  let watch = watches.get(db);
  if (!watch) {
    watch = (async () => {
      const names = (await queryRows<{ name: string }>(db, tables)).map((row) => row.name);
      const triggers = names.flatMap((name) => [
        `drop trigger if exists prepverse_watch on "${name}"`,
        `create trigger prepverse_watch after insert or update or delete on "${name}" for each row execute function prepverse_watch.note()`,
        `drop trigger if exists prepverse_watch_truncate on "${name}"`,
        `create trigger prepverse_watch_truncate after truncate on "${name}" for each statement execute function prepverse_watch.note()`,
      ]);
      // a database that was watched before (the test file's database is another's, wiped) starts over
      for (const statement of [...WATCH, ...triggers, 'delete from prepverse_watch.log']) await db.execute(sql.raw(statement));
      return { counts: new Map(names.map((name) => [name, 0])) };
    })();
    watches.set(db, watch);
  }
  return watch;
}

/** The changes noted since the last fingerprint, added to those before: the log is drained as it is read. */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  const watch = await watchOf(db);
  for (const { name } of await queryRows<{ name: string }>(db, sql`delete from prepverse_watch.log returning name`)) {
    watch.counts.set(name, (watch.counts.get(name) ?? 0) + 1);
  }
  return Object.fromEntries([...watch.counts].map(([name, count]) => [name, String(count)]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
