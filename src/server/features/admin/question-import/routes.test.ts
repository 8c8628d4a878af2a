import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { SAMPLE_CSV, type ImportPreview } from '../../../../shared/api/question-import.ts';
import type { BankJob } from '../../../../shared/api/bank-jobs.ts';
import { apiErrorBody } from '../../../../shared/api/errors.ts';
import { startBankJobRunner } from '../bank-jobs/start.ts';

const PREVIEW = '/api/admin/questions/import/preview';
const SAMPLE = '/api/admin/questions/import/sample.csv';
const gift = readFileSync(new URL('./fixtures/moodle-export.gift.txt', import.meta.url), 'utf8');

let t: TestApp;
let creator: string;
let learner: string;
let stopRunner: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  creator = (await signIn(t.app, { role: 'creator' })).cookie;
  learner = (await signIn(t.app, { role: 'learner' })).cookie;
  // as the server starts it: a job created by a request wakes it at once
  stopRunner = startBankJobRunner(t.app, { pollMs: 60_000 });
});
afterAll(async () => {
  await stopRunner();
  await t.close();
});

const preview = (payload: object | string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: PREVIEW, payload, headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' } });

describe('POST /api/admin/questions/import/preview', () => {
  it('gives a creator the dry run of a Moodle GIFT export, counted', async () => {
    const response = await preview({ format: 'gift', text: gift, section: 'Aptitude', source: 'public' }, creator);
    expect(response.statusCode).toBe(200);
    const body = response.json<ImportPreview>();
    // multiple response and numerical stay MSQ and NAT; only true/false is made an MCQ
    expect(body.summary).toEqual({ ready: 5, converted: 1, skipped: 4, errors: 0, exactDuplicates: 0, nearDuplicates: 0 });
    expect(body.fileError).toBeNull();
    expect(body.items[0]).toMatchObject({ line: 5, ok: true, question: { section: 'Aptitude', source: 'public', topic: 'Algebra' } });
    expect(body.items.flatMap((item) => (item.ok ? [item.question.type] : []))).toEqual(['MCQ', 'MCQ', 'MCQ', 'MSQ', 'NAT', 'MCQ']);
  });

  it('converts multiple response and numerical to MCQs when asked, for a paper of MCQs only', async () => {
    const body = (await preview({ format: 'gift', text: gift, convertToMcq: true }, creator)).json<ImportPreview>();
    expect(body.summary).toEqual({ ready: 3, converted: 3, skipped: 4, errors: 0, exactDuplicates: 0, nearDuplicates: 0 });
    expect(body.items.every((item) => !item.ok || item.question.type === 'MCQ')).toBe(true);
  });

  it('reads Aiken and CSV too', async () => {
    const aiken = await preview({ format: 'aiken', text: 'Q?\nA. yes\nB. no\nANSWER: A' }, creator);
    expect(aiken.json<ImportPreview>().summary).toEqual({ ready: 1, converted: 0, skipped: 0, errors: 0, exactDuplicates: 0, nearDuplicates: 0 });
    const csv = await preview({ format: 'csv', text: SAMPLE_CSV }, creator);
    expect(csv.json<ImportPreview>().summary).toEqual({ ready: 8, converted: 0, skipped: 0, errors: 0, exactDuplicates: 0, nearDuplicates: 0 });
  });

  it('answers a file-level problem with a message, not an error status', async () => {
    const response = await preview({ format: 'csv', text: 'question,option_a\nQ,a' }, creator);
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportPreview>()).toMatchObject({ fileError: 'Missing columns on line 1: option_b, answer.', items: [] });
    const empty = await preview({ format: 'gift', text: '// only a comment\n' }, creator);
    expect(empty.json<ImportPreview>().fileError).toBe('No questions were found. Is this a GIFT file?');
  });

  it('reads 1,000 GIFT questions in one request, larger than the server-wide 1 MB body limit', async () => {
    const padding = 'x'.repeat(1200);
    const text = Array.from({ length: 1000 }, (_, index) => `::Q${index}::Question ${index} ${padding}?{=right ~wrong ~also wrong}`).join('\n\n');
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    const response = await preview({ format: 'gift', text }, creator);
    expect(response.statusCode).toBe(200);
    const body = response.json<ImportPreview>();
    expect(body.summary).toEqual({ ready: 1000, converted: 0, skipped: 0, errors: 0, exactDuplicates: 0, nearDuplicates: 0 });
    expect(body.items).toHaveLength(1000);
  });

  it('refuses more than 2,000 questions with a clear message', async () => {
    const text = Array.from({ length: 2001 }, (_, index) => `Q${index}?{=a ~b}`).join('\n\n');
    const body = (await preview({ format: 'gift', text }, creator)).json<ImportPreview>();
    expect(body.fileError).toBe('The file holds 2001 questions; at most 2000 can be imported at once. Split it into smaller files.');
  });

  it('is refused signed out (401) and to a learner (403)', async () => {
    const signedOut = await preview({ format: 'gift', text: gift });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ success: false, code: 'not-signed-in' });
    const asLearner = await preview({ format: 'gift', text: gift }, learner);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json()).toMatchObject({ success: false, code: 'admin-only' });
  });

  it('answers a malformed body with 400 in the API’s error shape', async () => {
    for (const payload of [{ format: 'moodle-xml', text: 'x' }, { format: 'gift' }, { format: 'gift', text: 'x', section: 'Maths' }, '{"format":']) {
      const response = await preview(payload, creator);
      expect(response.statusCode).toBe(400);
      // the error schema's fields and no others: a refusal of the schema also names the field that did not fit
      expect(apiErrorBody.strict().parse(response.json())).toMatchObject({ success: false, code: 'invalid-input', message: expect.any(String) });
    }
  });
});

describe('GET /api/admin/questions/import/sample.csv', () => {
  it('downloads the sample as CSV for a creator', async () => {
    const response = await t.app.inject({ method: 'GET', url: SAMPLE, headers: { cookie: creator } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="prepverse-questions-sample.csv"');
    expect(response.body).toBe(SAMPLE_CSV);
  });

  it('is refused to a learner', async () => {
    expect((await t.app.inject({ method: 'GET', url: SAMPLE, headers: { cookie: learner } })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/questions/import', () => {
  const IMPORT = '/api/admin/questions/import';
  const run = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: IMPORT, payload, headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' } });
  /** The job once the runner has finished it, read as its page reads it. */
  const finished = async (id: string) =>
    vi.waitFor(
      async () => {
        const job = (await t.app.inject({ method: 'GET', url: `/api/admin/bank-jobs/${id}`, headers: { cookie: creator } })).json<{ job: BankJob }>().job;
        expect(job.status).toBe('completed');
        return job;
      },
      { timeout: 10_000, interval: 20 },
    );

  it('starts an import job from a Moodle GIFT export, and its drafts are in the bank once it ran', async () => {
    const response = await run({ format: 'gift', text: gift, exam: 'GATE CSE', fileName: 'moodle-export.gift.txt' }, creator);
    expect(response.statusCode).toBe(200);
    const started = response.json<{ job: BankJob }>().job;
    expect(started).toMatchObject({
      kind: 'import',
      total: 6,
      import: { format: 'gift', fileName: 'moodle-export.gift.txt', exam: 'GATE CSE', skipped: 4, errors: 0 },
    });
    const job = await finished(started.id);
    expect(job).toMatchObject({ done: 6, import: { imported: 6, needsReview: 1, draftsLeft: 6 } });

    const bank = await t.app.inject({ method: 'GET', url: '/api/admin/questions?needsReview=true&exam=GATE%20CSE', headers: { cookie: creator } });
    expect(bank.json().total).toBe(1);
    expect(bank.json().questions[0]).toMatchObject({ status: 'draft', needsReview: true, origin: { format: 'gift' } });
    // the bank lists the import's questions by its batch: the job's id
    const batch = await t.app.inject({ method: 'GET', url: `/api/admin/questions?importBatchId=${job.id}`, headers: { cookie: creator } });
    expect(batch.json().total).toBe(6);
  });

  it('imports a mixed GIFT file with each question’s type and key, read back from the bank', async () => {
    const mixed = [
      '::mixed-mcq:: Which layer routes packets?{=Network ~Link ~Transport}',
      '::mixed-msq:: Which protocols are connection-oriented?{\n\t~%50%TCP\n\t~%50%SCTP\n\t~%-100%UDP\n}',
      '::mixed-nat:: What is $\\pi$ to two places?{#\n\t=%100%3.14:0.01#\n\t=%50%3.1:0.1#Close\n}',
      '::mixed-range:: Pick a number from 1 to 5.{#1..5}',
      '::mixed-tf:: TCP is connectionless.{F}',
    ].join('\n\n');
    const job = await finished((await run({ format: 'gift', text: mixed, exam: 'Mixed types' }, creator)).json<{ job: BankJob }>().job.id);
    expect(job.import).toMatchObject({ imported: 5, needsReview: 2 });

    const bank = await t.app.inject({ method: 'GET', url: '/api/admin/questions?exam=Mixed%20types&pageSize=10', headers: { cookie: creator } });
    const byName = new Map(
      (bank.json().questions as { id: string; origin: { name: string } }[]).map((question) => [question.origin.name, question.id] as const),
    );
    const read = async (name: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/questions/${byName.get(name)}`, headers: { cookie: creator } })).json().question;
    expect(await read('mixed-mcq')).toMatchObject({ type: 'MCQ', correctIndex: 0, correctIndexes: null, natRange: null });
    expect(await read('mixed-msq')).toMatchObject({ type: 'MSQ', correctIndex: null, correctIndexes: [0, 1], natRange: null, needsReview: false });
    expect(await read('mixed-nat')).toMatchObject({
      type: 'NAT',
      options: [],
      correctIndex: null,
      natRange: { min: 3.13, max: 3.15, decimals: 2 },
      needsReview: true,
      explanation: '- *3.1:0.1*: Close',
    });
    expect(await read('mixed-range')).toMatchObject({ type: 'NAT', natRange: { min: 1, max: 5, decimals: 0 } });
    expect(await read('mixed-tf')).toMatchObject({ type: 'MCQ', options: [{ text: 'True' }, { text: 'False' }], correctIndex: 1, needsReview: true });
  });

  it('refuses a file with nothing usable with a JSON error and no job, and a learner entirely', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/bank-jobs', headers: { cookie: creator } })).json<{ jobs: BankJob[] }>().jobs;
    const empty = await run({ format: 'aiken', text: 'Not a question at all' }, creator);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'invalid-input' });
    expect((await run({ format: 'gift', text: gift }, learner)).statusCode).toBe(403);
    expect((await run({ format: 'gift', text: gift })).statusCode).toBe(401);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/bank-jobs', headers: { cookie: creator } })).json<{ jobs: BankJob[] }>().jobs;
    expect(after.length).toBe(before.length);
  });

  it('commits nothing from a request whose body breaks off', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/bank-jobs', headers: { cookie: creator } })).json<{ jobs: BankJob[] }>().jobs;
    const whole = JSON.stringify({ format: 'gift', text: gift });
    const cut = await t.app.inject({
      method: 'POST',
      url: IMPORT,
      payload: whole.slice(0, whole.length / 2),
      headers: { cookie: creator, 'content-type': 'application/json' },
    });
    expect(cut.statusCode).toBe(400);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/bank-jobs', headers: { cookie: creator } })).json<{ jobs: BankJob[] }>().jobs;
    expect(after.length).toBe(before.length);
  });
});
