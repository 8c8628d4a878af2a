// Export jobs on a real database: created from the bank's filters (the ids fixed then), progress in
// the job's row, the file read back with the GIFT reader, a cancel mid-export, a dead process's export
// run again from the start by the one that takes it over, and who may download the file when.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import type { BankJob } from '../../../../shared/api/bank-jobs.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { parseGift } from '../question-import/gift.ts';
import { DEFAULT_IMPORT } from '../question-import/items.ts';
import { exportWork } from './export-job.ts';
import { importWork } from './import-job.ts';
import { findJob } from './repository.ts';
import { BankJobRunner, type JobKinds, type RunnerOptions } from './runner.ts';

let t: TestApp;
let creator: string;
let creatorUser: { id: string; name: string; email: string };
let otherCreator: string;
let master: string;
let learner: string;
let batch: string;

const COUNT = 450; // the export reads in batches of 200: 200, 400, 450

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** An export runner whose work also records the job row's `done` after each progress it commits. */
function runner(owner: string, seen: number[], options: Partial<RunnerOptions> & { onProgress?: (done: number) => unknown } = {}) {
  const kinds: JobKinds = {
    import: importWork(),
    export: (job) => {
      const work = exportWork(t.app.db, t.app.config.uploadsDir, 0)(job);
      return {
        end: work.end,
        run: (steps) =>
          work.run({
            ...steps,
            progress: async (done, total) => {
              await steps.progress(done, total);
              seen.push((await findJob(t.app.db, job.id))!.done);
              await options.onProgress?.(done);
            },
          }),
      };
    },
  };
  return new BankJobRunner(t.app.db, { kinds, owner, ...options });
}

/** Progress from 0 to the whole, never going back (a batch's progress is skipped while the last one is still being written). */
function expectClimb(seen: number[]) {
  expect(seen[0]).toBe(0);
  expect(seen.at(-1)).toBe(COUNT);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen).toContain(200);
}

beforeAll(async () => {
  t = await createTestApp();
  const cookieOf = async (role: 'creator' | 'master' | 'learner') => (await signIn(t.app, { role })).cookie;
  const author = await signIn(t.app, { role: 'creator', name: 'Meera Nair' });
  [creator, creatorUser] = [author.cookie, author.user];
  [otherCreator, master, learner] = [await cookieOf('creator'), await cookieOf('master'), await cookieOf('learner')];
  const text = Array.from({ length: COUNT }, (_, index) => `Export question ${index}?\nA. one\nB. two\nANSWER: B`).join('\n\n');
  const started = await call('POST', '/api/admin/questions/import', creator, { format: 'aiken', text, fileName: 'bank.txt' });
  batch = started.json<{ job: BankJob }>().job.id;
  await runner('setup', []).drain();
});
afterAll(() => t.close());

async function startExport(cookie = creator, format = 'gift'): Promise<BankJob> {
  const response = await call('POST', '/api/admin/questions/export-jobs', cookie, { format, selection: { filter: { importBatchId: batch } } });
  expect(response.statusCode).toBe(200);
  return response.json<{ job: BankJob }>().job;
}

describe('an export job', () => {
  it('fixes its questions when created, commits its progress in the row, and its file reads back with the GIFT reader', async () => {
    const job = await startExport();
    expect(job).toMatchObject({ kind: 'export', status: 'queued', done: 0, total: COUNT, export: { format: 'gift', fileName: null, exported: null } });
    // the file is not there until the job has finished
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, creator)).statusCode).toBe(404);

    const seen: number[] = [];
    await runner('progress', seen).drain();
    expectClimb(seen);

    const done = (await call('GET', `/api/admin/bank-jobs/${job.id}`, creator)).json<{ job: BankJob }>().job;
    expect(done).toMatchObject({ status: 'completed', done: COUNT, total: COUNT, export: { format: 'gift', exported: COUNT, leftOutCount: 0 } });
    expect(done.export?.fileName).toMatch(/^prepverse-questions-\d{4}-\d{2}-\d{2}\.gift\.txt$/);

    const file = await call('GET', `/api/admin/bank-jobs/${job.id}/file`, creator);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.export!.fileName}"`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(done.export?.bytes).toBe(Buffer.byteLength(file.body));
    const items = parseGift(file.body, DEFAULT_IMPORT);
    expect(items.every((item) => item.ok)).toBe(true);
    const texts = items.flatMap((item) => (item.ok ? [item.question.text] : []));
    expect(new Set(texts)).toEqual(new Set(Array.from({ length: COUNT }, (_, index) => `Export question ${index}?`)));
  });

  it('lists what the format cannot hold: Aiken leaves out none of these single-answer MCQs', async () => {
    const job = await startExport(creator, 'aiken');
    await runner('aiken', []).drain();
    const file = await call('GET', `/api/admin/bank-jobs/${job.id}/file`, creator);
    expect(file.body.match(/^ANSWER: B$/gm)).toHaveLength(COUNT);
  });

  it('stops when cancelled mid-export, with no file', async () => {
    const job = await startExport();
    const seen: number[] = [];
    const onProgress = async (done: number) => {
      if (done === 200) expect((await call('POST', `/api/admin/bank-jobs/${job.id}/cancel`, creator)).json()).toMatchObject({ job: { cancelRequested: true } });
    };
    await runner('cancel', seen, { onProgress }).drain();
    const row = (await findJob(t.app.db, job.id))!;
    expect(row).toMatchObject({ status: 'cancelled', output: null, outputName: null });
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, creator)).statusCode).toBe(404);
  });

  it('is run again from the start by the process that takes over a dead one’s export, and completes', async () => {
    const job = await startExport();
    const a = runner('dies', [], {
      leaseMs: 1500,
      onProgress: (done) => {
        if (done === 200) a.halt();
      },
    });
    await a.drain();
    expect(await findJob(t.app.db, job.id)).toMatchObject({ status: 'running', done: 200, leaseOwner: 'dies' });

    const seen: number[] = [];
    const b = runner('takes-over', seen, { leaseMs: 1500 });
    await vi.waitFor(
      async () => {
        await b.drain();
        expect((await findJob(t.app.db, job.id))?.status).toBe('completed');
      },
      { timeout: 10_000, interval: 100 },
    );
    // its progress began again at 0: nothing of the dead process's read was kept
    expectClimb(seen);
    const file = await call('GET', `/api/admin/bank-jobs/${job.id}/file`, creator);
    expect(parseGift(file.body, DEFAULT_IMPORT)).toHaveLength(COUNT);
  });
});

describe('POST /api/admin/questions/export-jobs', () => {
  it('refuses a selection that matches nothing, and creates no job', async () => {
    const before = (await call('GET', '/api/admin/bank-jobs', creator)).json<{ jobs: BankJob[] }>().jobs.length;
    const response = await call('POST', '/api/admin/questions/export-jobs', creator, {
      format: 'gift',
      selection: { filter: { search: 'no question says this' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'No questions match this selection, so there is nothing to export.' });
    expect((await call('GET', '/api/admin/bank-jobs', creator)).json<{ jobs: BankJob[] }>().jobs).toHaveLength(before);
  });
});

describe('GET /api/admin/bank-jobs/:id/file', () => {
  it('serves the file to its author and a master; another creator finds no such job, a learner may not ask', async () => {
    const job = await startExport();
    await runner('access', []).drain();
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, creator)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, master)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, otherCreator)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, learner)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`)).statusCode).toBe(401);
  });

  it('has no file for an import job', async () => {
    expect((await call('GET', `/api/admin/bank-jobs/${batch}/file`, creator)).statusCode).toBe(404);
  });
});

describe('the audit log of exports', () => {
  const entriesOf = (jobId: string, action: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, jobId), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.id));

  it('records each export with its format, how many questions and the filter, and each download of its file', async () => {
    const job = await startExport(creator, 'gift');
    const [created] = await entriesOf(job.id, 'question.export');
    expect(created).toMatchObject({
      actorId: creatorUser.id,
      actorName: 'Meera Nair',
      actorEmail: creatorUser.email,
      entity: 'bank-job',
      detail: { before: null, after: { format: 'gift', questions: COUNT, selection: 'filter', filter: { importBatchId: batch } } },
    });

    // a file asked for before it exists, or by someone who may not see it, is no download
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, creator)).statusCode).toBe(404);
    await runner('audited', []).drain();
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, otherCreator)).statusCode).toBe(404);
    expect(await entriesOf(job.id, 'question.export-download')).toEqual([]);

    const file = await call('GET', `/api/admin/bank-jobs/${job.id}/file`, creator);
    expect((await call('GET', `/api/admin/bank-jobs/${job.id}/file`, master)).statusCode).toBe(200);
    const downloads = await entriesOf(job.id, 'question.export-download');
    expect(downloads).toHaveLength(2);
    const fileName = /filename="([^"]+)"/.exec(String(file.headers['content-disposition']))![1];
    expect(downloads[0]).toMatchObject({
      actorId: creatorUser.id,
      actorName: 'Meera Nair',
      detail: { after: { fileName, format: 'gift', questions: COUNT, bytes: Buffer.byteLength(file.body) } },
    });
    expect(downloads[1]!.actorId).not.toBe(creatorUser.id);
  });

  it('counts questions chosen by hand rather than listing them', async () => {
    const ids = (await call('GET', `/api/admin/questions?importBatchId=${batch}&pageSize=3`, creator))
      .json<{ questions: { id: string }[] }>()
      .questions.map((question) => question.id);
    expect(ids).toHaveLength(3);
    const response = await call('POST', '/api/admin/questions/export-jobs', creator, { format: 'csv', selection: { ids } });
    expect(response.statusCode).toBe(200);
    const [entry] = await entriesOf(response.json<{ job: BankJob }>().job.id, 'question.export');
    expect(entry?.detail).toEqual({ before: null, after: { format: 'csv', questions: 3, selection: 'chosen', filter: null } });
    await runner('chosen', []).drain();
  });
});
