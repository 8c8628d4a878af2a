// The bank's jobs through the API: who sees which jobs, cancelling, and deleting a stopped import's drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import type { BankJob } from '../../../../shared/api/bank-jobs.ts';
import { questions } from '../../../db/schema.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { importWork } from './import-job.ts';
import { BankJobRunner, type RunnerOptions } from './runner.ts';

let t: TestApp;
let creator: string;
let otherCreator: string;
let master: string;
let learner: string;

beforeAll(async () => {
  t = await createTestApp();
  const cookieOf = async (role: 'creator' | 'master' | 'learner') => (await signIn(t.app, { role })).cookie;
  [creator, otherCreator, master, learner] = [await cookieOf('creator'), await cookieOf('creator'), await cookieOf('master'), await cookieOf('learner')];
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const aiken = (count: number, marker: string) => Array.from({ length: count }, (_, index) => `${marker} ${index}?\nA. one\nB. two\nANSWER: B`).join('\n\n');

async function startImport(cookie: string, count: number, marker: string): Promise<BankJob> {
  const response = await call('POST', '/api/admin/questions/import', cookie, { format: 'aiken', text: aiken(count, marker), fileName: `${marker}.txt` });
  expect(response.statusCode).toBe(200);
  return response.json<{ job: BankJob }>().job;
}

const runJobs = (options: Partial<RunnerOptions> = {}) =>
  new BankJobRunner(t.app.db, { kinds: { import: importWork() }, owner: 'routes-test', ...options }).drain();

const jobsOf = async (cookie: string) => (await call('GET', '/api/admin/bank-jobs', cookie)).json<{ jobs: BankJob[] }>().jobs.map((job) => job.id);

describe('GET /api/admin/bank-jobs', () => {
  it('lists a creator’s own jobs, and everyone’s to a master, newest first', async () => {
    const mine = await startImport(creator, 2, 'mine');
    const theirs = await startImport(otherCreator, 2, 'theirs');
    expect(await jobsOf(creator)).toContain(mine.id);
    expect(await jobsOf(creator)).not.toContain(theirs.id);
    expect((await jobsOf(master)).slice(0, 2)).toEqual([theirs.id, mine.id]);
    await runJobs();
  });

  it('shows one job to its author and to a master; not to another creator; never to a learner', async () => {
    const job = await startImport(creator, 2, 'seen');
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}`, creator)).json()).toMatchObject({ job: { id: job.id, author: expect.any(String) } });
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}`, master)).statusCode).toBe(200);
    const other = await call('GET', `/api/admin/bank-jobs/${job.id}`, otherCreator);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not-found', message: 'There is no such job, or it is not yours to see.' });
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}`, learner)).json()).toMatchObject({ code: 'admin-only' });
    expect((await call('GET', '/api/admin/bank-jobs', learner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/bank-jobs')).statusCode).toBe(401);
    await runJobs();
  });
});

describe('POST /api/admin/bank-jobs/:id/cancel', () => {
  it('cancels a waiting job of one’s own, and refuses another creator’s', async () => {
    const job = await startImport(creator, 3, 'stop-me');
    expect((await call('POST', `/api/admin/bank-jobs/${job.id}/cancel`, otherCreator)).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/admin/bank-jobs/${job.id}/cancel`, creator);
    expect(cancelled.json()).toMatchObject({ job: { status: 'cancelled', done: 0 } });
    const again = await call('POST', `/api/admin/bank-jobs/${job.id}/cancel`, creator);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'job-ended', message: 'This job was already cancelled.' });
  });
});

describe('POST /api/admin/bank-jobs/:id/delete-drafts', () => {
  it('deletes the drafts a cancelled import wrote, keeps one submitted since, and audits it', async () => {
    const job = await startImport(creator, 120, 'half-done');
    // a master cancels it while its first chunk is committed: it stops at the next boundary
    await runJobs({
      onChunk: async (_job, done) => {
        if (done === 50) expect((await call('POST', `/api/admin/bank-jobs/${job.id}/cancel`, master)).statusCode).toBe(200);
      },
    });
    const stopped = (await call('GET', `/api/admin/bank-jobs/${job.id}`, creator)).json<{ job: BankJob }>().job;
    expect(stopped).toMatchObject({ status: 'cancelled', done: 50, import: { imported: 50, draftsLeft: 50 } });

    const [first] = await t.app.db.select({ id: questions.id }).from(questions).where(eq(questions.importBatchId, job.id)).limit(1);
    expect((await call('POST', `/api/admin/review/${first!.id}/submit`, creator, { note: 'This one is good' })).statusCode).toBe(200);

    expect((await call('POST', `/api/admin/bank-jobs/${job.id}/delete-drafts`, otherCreator)).statusCode).toBe(404);
    const deleted = await call('POST', `/api/admin/bank-jobs/${job.id}/delete-drafts`, creator);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: stopped.done - 1, kept: 1, job: { import: { draftsLeft: 0 } } });
    const left = await t.app.db.select({ id: questions.id }).from(questions).where(eq(questions.importBatchId, job.id));
    expect(left).toEqual([{ id: first!.id }]);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.id), eq(auditLog.action, 'question.import.delete-drafts')));
    expect(entry?.detail).toMatchObject({ after: { deleted: stopped.done - 1 } });
  });

  it('refuses while the import is still to run', async () => {
    const job = await startImport(creator, 2, 'not-yet');
    const refused = await call('POST', `/api/admin/bank-jobs/${job.id}/delete-drafts`, creator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The import is still running. Cancel it first, then delete its drafts.');
    await runJobs();
  });
});
