// The periodic singletons' named leases (decision 032): of several processes ("owners") over one
// database, one runs a job at a time and keeps it from run to run; another takes over only once the
// holder's lease has run out (it died) or was handed back (it stopped cleanly).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { eventually } from '../test/listening-app.ts';
import { acquireLease, endNamedLeases, leaseHolder, withLease } from './leases.ts';
import { endAdminJobLeases } from './features/admin/job-leases.service.ts';
import { runPeriodically } from './periodic.ts';
import { SWEEPER_LEASE, startAttemptSweeper } from './features/attempts/sweeper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const expire = (name: string) => t.app.db.execute(sql`update job_leases set lease_until = now() - interval '1 second' where name = ${name}`);

describe('named leases', () => {
  it('go to one of two owners asking at once, and stay with it while it renews', async () => {
    const both = await Promise.all([acquireLease(t.app.db, 'race', 'A', 60_000), acquireLease(t.app.db, 'race', 'B', 60_000)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    const holder = both[0] ? 'A' : 'B';
    const other = holder === 'A' ? 'B' : 'A';
    expect(await acquireLease(t.app.db, 'race', holder, 60_000)).toBe(true);
    expect(await acquireLease(t.app.db, 'race', other, 60_000)).toBe(false);
    expect(await leaseHolder(t.app.db, 'race')).toMatchObject({ owner: holder, runs: 2 });
  });

  it('run the work only for the holder, and move to another owner once the holder’s lease ran out', async () => {
    const ran: string[] = [];
    const work = (owner: string) => withLease(t.app.db, 'single', owner, 60_000, async () => ran.push(owner));
    expect(await work('A')).toEqual({ ran: true, result: 1 });
    expect(await work('B')).toEqual({ ran: false });
    expect(await work('A')).toMatchObject({ ran: true });
    // A dies: it stops renewing, and its lease runs out
    await expire('single');
    expect(await work('B')).toMatchObject({ ran: true });
    expect(await work('A')).toEqual({ ran: false });
    expect(ran).toEqual(['A', 'A', 'B']);
    expect(await leaseHolder(t.app.db, 'single')).toMatchObject({ owner: 'B', runs: 1 });
  });

  it('all end at a start on the embedded database, where whoever held them has stopped', async () => {
    expect(await acquireLease(t.app.db, 'crashed', 'dead process', 60_000)).toBe(true);
    expect(await acquireLease(t.app.db, 'crashed', 'restarted process', 60_000)).toBe(false);
    await endNamedLeases(t.app.db);
    await endAdminJobLeases(t.app.db);
    expect(await acquireLease(t.app.db, 'crashed', 'restarted process', 60_000)).toBe(true);
    expect(await leaseHolder(t.app.db, 'crashed')).toMatchObject({ owner: 'restarted process', runs: 1 });
  });

  it('are renewed while a run lasts longer than the lease, so nobody else starts the same work', async () => {
    let inside = 0;
    let most = 0;
    const slow = (owner: string) =>
      withLease(t.app.db, 'slow', owner, 150, async () => {
        inside += 1;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 500));
        inside -= 1;
        return owner;
      });
    const first = slow('A');
    await eventually(async () => (await leaseHolder(t.app.db, 'slow'))?.owner === 'A', 2_000);
    const tries: Promise<unknown>[] = [];
    for (let i = 0; i < 8; i += 1) {
      tries.push(slow('B'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await first).toEqual({ ran: true, result: 'A' });
    expect((await Promise.all(tries)).every((outcome) => !(outcome as { ran: boolean }).ran)).toBe(true);
    expect(most).toBe(1);
  });
});

describe('periodic singletons across two instances', () => {
  it('run in one instance only, and in the other once the first stops', async () => {
    const runs = { A: 0, B: 0 };
    const job = (owner: 'A' | 'B') =>
      runPeriodically(
        t.app.log,
        { intervalMs: 20, runAtStart: true, failure: 'test job failed', lease: { db: t.app.db, name: 'periodic', owner, ttlMs: 5_000 } },
        async () => {
          runs[owner] += 1;
        },
      );
    const stopA = job('A');
    await eventually(async () => runs.A >= 1, 2_000);
    const stopB = job('B');
    await eventually(async () => runs.A >= 6, 5_000);
    expect(runs.B).toBe(0);
    // A stops cleanly and hands the lease back: B takes the job at its next tick
    await stopA();
    const aRuns = runs.A;
    await eventually(async () => runs.B >= 3, 5_000);
    expect(runs.A).toBe(aRuns);
    expect(await leaseHolder(t.app.db, 'periodic')).toMatchObject({ owner: 'B' });
    await stopB();
  });

  it('the attempt sweeper sweeps in one instance; another takes over when the holder dies', async () => {
    const stopA = startAttemptSweeper(t.app, { intervalMs: 20, owner: 'instance-A' });
    await eventually(async () => ((await leaseHolder(t.app.db, SWEEPER_LEASE))?.runs ?? 0) >= 2, 5_000);
    const stopB = startAttemptSweeper(t.app, { intervalMs: 20, owner: 'instance-B' });
    await eventually(async () => ((await leaseHolder(t.app.db, SWEEPER_LEASE))?.runs ?? 0) >= 8, 5_000);
    expect(await leaseHolder(t.app.db, SWEEPER_LEASE)).toMatchObject({ owner: 'instance-A' });
    // A is killed: its timer stops, and its lease is left to run out (as a dead process leaves it)
    await stopA();
    await t.app.db.execute(sql`update job_leases set owner = 'instance-A', lease_until = now() + interval '300 milliseconds' where name = ${SWEEPER_LEASE}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await leaseHolder(t.app.db, SWEEPER_LEASE)).toMatchObject({ owner: 'instance-A' });
    await eventually(async () => (await leaseHolder(t.app.db, SWEEPER_LEASE))?.owner === 'instance-B', 5_000);
    await stopB();
  });
});
