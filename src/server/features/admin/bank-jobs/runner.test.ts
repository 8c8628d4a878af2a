// The job runner on a real database (PGlite, or PostgreSQL with DATABASE_URL): progress, cancel, a
// clean stop, a process that dies mid-job and the one that takes its job over, and two runners at once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { queryRows } from '../../../db/client.ts';
import { bankJobs } from '../../../db/bank-schema.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { planImport } from '../question-import/write.service.ts';
import { importWork } from './import-job.ts';
import { claimJob, findJob, lockOwnedJob, renewLease, type BankJobRow } from './repository.ts';
import { BankJobRunner, type RunnerOptions } from './runner.ts';
import { cancelJob, createImportJob, getJob } from './service.ts';

let t: TestApp;
let actor: { id: string; role: 'creator' };

beforeAll(async () => {
  t = await createTestApp();
  actor = { id: (await signIn(t.app, { role: 'creator' })).user.id, role: 'creator' };
});
afterAll(() => t.close());

let files = 0;
/** An import job of `count` Aiken questions, each text naming the file and its place in it. */
async function importJob(count: number) {
  files += 1;
  const text = Array.from({ length: count }, (_, index) => `File ${files} question ${index}?\nA. one\nB. two\nANSWER: A`).join('\n\n');
  return createImportJob(t.app.db, actor, planImport({ format: 'aiken', text }), `file-${files}.txt`);
}

const runner = (owner: string, options: Partial<RunnerOptions> = {}) => new BankJobRunner(t.app.db, { kinds: { import: importWork() }, owner, ...options });

/** The questions a job wrote, as the text of each, and how many times each was written. */
async function writtenBy(jobId: string) {
  const rows = await queryRows<{ text: string; copies: number }>(
    t.app.db,
    sql`select text, count(*)::int as copies from questions where import_batch_id = ${jobId} group by text order by min((origin ->> 'line')::int)`,
  );
  return { count: rows.length, copiedTwice: rows.filter((row) => row.copies > 1).length };
}

const row = async (id: string) => (await findJob(t.app.db, id))!;

describe('an import job', () => {
  it('advances done of total with each committed chunk, and completes', async () => {
    const job = await importJob(120);
    expect(job).toMatchObject({ status: 'queued', done: 0, total: 120 });
    const seen: { done: number; stored: number; total: number }[] = [];
    const onChunk = (chunk: BankJobRow, done: number) => {
      seen.push({ done, stored: chunk.done, total: chunk.total });
    };
    await runner('progress', { onChunk }).drain();
    expect(seen).toEqual([
      { done: 50, stored: 50, total: 120 },
      { done: 100, stored: 100, total: 120 },
      { done: 120, stored: 120, total: 120 },
    ]);
    expect(await getJob(t.app.db, actor, job.id)).toMatchObject({ status: 'completed', done: 120, total: 120, import: { imported: 120, draftsLeft: 120 } });
    expect(await writtenBy(job.id)).toEqual({ count: 120, copiedTwice: 0 });
  });

  it('stops at the next chunk boundary when cancelled, keeping what it wrote as drafts, and says how many', async () => {
    const job = await importJob(180);
    const onChunk = async (_chunk: BankJobRow, done: number) => {
      // cancelled while the first chunk's questions are committed: it stops before the second
      if (done === 50) expect(await cancelJob(t.app.db, actor, job.id)).toMatchObject({ status: 'running', cancelRequested: true });
    };
    await runner('cancel', { onChunk }).drain();
    const after = await getJob(t.app.db, actor, job.id);
    expect(after).toMatchObject({ status: 'cancelled', done: 50, total: 180, import: { imported: 50, draftsLeft: 50 } });
    expect(await writtenBy(job.id)).toEqual({ count: 50, copiedTwice: 0 });
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, job.id));
    expect(entry?.detail).toMatchObject({ after: { questions: 50, stopped: 'cancelled', of: 180 } });
  });

  it('is cancelled at once, with nothing written, when it had not started', async () => {
    const job = await importJob(10);
    expect(await cancelJob(t.app.db, actor, job.id)).toMatchObject({ status: 'cancelled', done: 0 });
    expect(await claimJob(t.app.db, 'nobody', 1000)).toBeNull();
    expect(await writtenBy(job.id)).toEqual({ count: 0, copiedTwice: 0 });
    await expect(cancelJob(t.app.db, actor, job.id)).rejects.toMatchObject({ statusCode: 409, message: 'This job was already cancelled.' });
  });

  it('records a clear error when it fails, and keeps the chunks committed before', async () => {
    const job = await importJob(60);
    // the author's account is gone before the job runs: its questions would have no author
    await t.app.db.update(bankJobs).set({ createdBy: null }).where(eq(bankJobs.id, job.id));
    await runner('failing').drain();
    expect(await row(job.id)).toMatchObject({
      status: 'failed',
      error: 'The account that started this import is gone, so its questions would have no author.',
      leaseOwner: null,
    });
  });
});

describe('a job when its process stops', () => {
  it('is handed back on a clean stop and resumed at once by another runner', async () => {
    const job = await importJob(150);
    let stopped: Promise<void> | null = null;
    const first = runner('stopping', {
      onChunk: (_chunk, done) => {
        // not awaited here: stop() waits for this very chunk's job to be handed back
        if (done === 50) stopped = first.stop();
      },
    });
    await first.drain();
    await stopped;
    expect(await row(job.id)).toMatchObject({ status: 'running', done: 50, leaseOwner: null });
    await runner('next').drain();
    expect(await row(job.id)).toMatchObject({ status: 'completed', done: 150 });
    expect(await writtenBy(job.id)).toEqual({ count: 150, copiedTwice: 0 });
  });

  it('is taken over when its owner dies mid-job and its lease runs out, with no question written twice and none lost', async () => {
    const job = await importJob(170);
    // A dies right after its first chunk was committed: no hand-back, its lease simply stops being renewed
    // a lease a loaded machine's lag does not outlast between A's last renewal and C's try below
    const a = runner('owner-a', {
      leaseMs: 5000,
      onChunk: (_chunk, done) => {
        if (done === 50) a.halt();
      },
    });
    await a.drain();
    expect(await row(job.id)).toMatchObject({ status: 'running', done: 50, leaseOwner: 'owner-a' });

    // while A's lease lasts nobody else takes the job
    const b = runner('owner-b', { leaseMs: 1500 });
    expect(await claimJob(t.app.db, 'owner-c', 1500)).toBeNull();
    // once it has run out, B takes it over from A's last committed chunk and finishes it
    await vi.waitFor(
      async () => {
        await b.drain();
        expect((await row(job.id)).status).toBe('completed');
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await row(job.id)).toMatchObject({ done: 170, total: 170, leaseOwner: null, result: { imported: 170 } });
    expect(await writtenBy(job.id)).toEqual({ count: 170, copiedTwice: 0 });
  });

  it('cannot be written to by an owner whose lease was taken over', async () => {
    const job = await importJob(5);
    const a = await claimJob(t.app.db, 'late-a', 1);
    expect(a?.id).toBe(job.id);
    await vi.waitFor(async () => expect((await claimJob(t.app.db, 'late-b', 30_000))?.id).toBe(job.id), { timeout: 5000, interval: 20 });
    // A comes back: its lease renewal and its chunk's lock both find the job is no longer its own
    expect(await renewLease(t.app.db, job.id, 'late-a', 30_000)).toBeNull();
    expect(await t.app.db.transaction((tx) => lockOwnedJob(tx, job.id, 'late-a'))).toBeNull();
    expect(await t.app.db.transaction((tx) => lockOwnedJob(tx, job.id, 'late-b'))).toMatchObject({ id: job.id });
    await t.app.db.update(bankJobs).set({ status: 'cancelled' }).where(eq(bankJobs.id, job.id));
  });
});

describe('two runners', () => {
  it('never claim the same job', async () => {
    const job = await importJob(3);
    const claims = await Promise.all([claimJob(t.app.db, 'twin-a', 30_000), claimJob(t.app.db, 'twin-b', 30_000)]);
    expect(claims.filter((claim) => claim?.id === job.id)).toHaveLength(1);
    await t.app.db.update(bankJobs).set({ status: 'cancelled' }).where(eq(bankJobs.id, job.id));
  });

  it('share the waiting jobs, each job worked by one of them, every question written once', async () => {
    const jobs = await Promise.all([importJob(110), importJob(60), importJob(130), importJob(40)]);
    const owners = new Map<string, Set<string>>();
    const note = (owner: string) => (chunk: BankJobRow) => owners.set(chunk.id, (owners.get(chunk.id) ?? new Set()).add(owner));
    await Promise.all([runner('pair-a', { onChunk: note('pair-a') }).drain(), runner('pair-b', { onChunk: note('pair-b') }).drain()]);
    for (const job of jobs) {
      expect(await row(job.id)).toMatchObject({ status: 'completed', done: job.total });
      expect(owners.get(job.id)?.size).toBe(1);
      expect(await writtenBy(job.id)).toEqual({ count: job.total, copiedTwice: 0 });
    }
  });
});
