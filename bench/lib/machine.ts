// What the whole machine did during a run, to say what limits it: how busy its cores were, the CPU
// PostgreSQL's processes used, and what PostgreSQL's active sessions were waiting on (sampled once a
// second from pg_stat_activity; no wait event means running on a CPU).
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import pg from 'pg';

async function coreTicks(): Promise<{ busy: number; total: number }> {
  const [first] = (await readFile('/proc/stat', 'utf8')).split('\n');
  // cpu user nice system idle iowait irq softirq steal
  const fields = first!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * CPU of every process named postgres, in clock ticks: each one's utime + stime, plus cutime + cstime
 * (the postmaster's count the backends that have exited, a killed instance's connections among them).
 */
async function ticksWithChildren(pid: string): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
}

async function postgresTicks(): Promise<number> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const ticks = await Promise.all(
    pids.map(async (pid) => {
      const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
      return comm.trim() === 'postgres' ? ticksWithChildren(pid) : 0;
    }),
  );
  return ticks.reduce((sum, value) => sum + value, 0);
}

export interface MachineReport {
  lines(): string[];
}

/** Starts watching; `stop()` ends it and gives the report. */
export async function watchMachine(databaseUrl: string): Promise<{ stop(): Promise<MachineReport> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const database = (await client.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
  const waits = new Map<string, number>();
  let samples = 0;
  const sampler = setInterval(() => {
    void client
      .query<{ wait: string | null; count: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'on a CPU') as wait, count(*) as count
           from pg_stat_activity
          where datname = $1 and state = 'active' and pid <> pg_backend_pid()
          group by 1`,
        [database],
      )
      .then(({ rows }) => {
        samples += 1;
        for (const row of rows) waits.set(row.wait ?? 'on a CPU', (waits.get(row.wait ?? 'on a CPU') ?? 0) + Number(row.count));
      })
      .catch(() => {});
  }, 1000);
  const coresBefore = await coreTicks();
  const postgresBefore = await postgresTicks();

  return {
    stop: async () => {
      clearInterval(sampler);
      const cores = await coreTicks();
      const postgres = (await postgresTicks()) - postgresBefore;
      await client.end();
      const busy = (cores.busy - coresBefore.busy) / Math.max(1, cores.total - coresBefore.total);
      const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 6);
      return {
        lines: () => [
          `machine: ${(busy * 100).toFixed(0)} % of its ${availableParallelism()} cores busy over the run; PostgreSQL's processes ${(postgres / 100).toFixed(1)} CPU-seconds`,
          `PostgreSQL's active sessions, sampled ${samples} times (average at once): ` +
            (top.length === 0 ? 'none active' : top.map(([wait, count]) => `${wait} ${(count / Math.max(1, samples)).toFixed(2)}`).join(', ')),
        ],
      };
    },
  };
}
