import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { and, eq } from 'drizzle-orm';
import { listQuestions } from '../../catalogue/questions.service.ts';
import { keyOfRow } from '../../../db/question-key.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { findJob } from '../bank-jobs/repository.ts';
import { IMPORT_JOB_CHECK, importWork } from '../bank-jobs/import-job.ts';
import { BankJobRunner, type RunnerOptions } from '../bank-jobs/runner.ts';
import { createImportJob } from '../bank-jobs/service.ts';
import { planImport, IMPORT_CHUNK_SIZE, type ImportPlan } from './write.service.ts';

const gift = readFileSync(new URL('./fixtures/moodle-export.gift.txt', import.meta.url), 'utf8');

let t: TestApp;
let actor: { id: string; role: 'creator' };

beforeAll(async () => {
  t = await createTestApp();
  const creator = await signIn(t.app, { role: 'creator' });
  actor = { id: creator.user.id, role: 'creator' };
});
afterAll(() => t.close());

const aikenFile = (count: number, marker: string) =>
  Array.from({ length: count }, (_, index) => `${marker} question ${index}?\nA. one\nB. two\nC. three\nANSWER: ${'ABC'[index % 3]}`).join('\n\n');

/** Creates the import job and runs it here to its end, as the server's runner would. */
async function writeImport(plan: ImportPlan, options: Partial<RunnerOptions> = {}) {
  const job = await createImportJob(t.app.db, actor, plan, null);
  await new BankJobRunner(t.app.db, { kinds: { import: importWork() }, owner: 'write-test', ...options }).drain();
  return (await findJob(t.app.db, job.id))!;
}

const countOf = async (search: string) => (await listQuestions(t.app.db, { search }, 0, 1)).total;

describe('writing an import', () => {
  it('writes every usable question of a Moodle GIFT export made MCQs as drafts, with its origin and review flag', async () => {
    const plan = planImport({ format: 'gift', text: gift, exam: 'GATE CSE', difficulty: 'medium', convertToMcq: true });
    const job = await writeImport(plan);
    expect(job).toMatchObject({ status: 'completed', done: 6, total: 6, result: { imported: 6, needsReview: 3 }, error: null, leaseOwner: null });

    const { rows } = await listQuestions(t.app.db, { needsReview: 'true', exam: 'GATE CSE' }, 0, 50);
    // the job's id is the import's batch id
    const converted = rows.filter((row) => row.importBatchId === job.id);
    expect(converted).toHaveLength(3);
    for (const row of converted) {
      expect(row).toMatchObject({ status: 'draft', exam: 'GATE CSE', difficulty: 'medium', createdBy: actor.id });
      expect(row.origin).toMatchObject({ format: 'gift', conversion: { from: expect.any(String), original: expect.any(String) } });
    }
    expect(new Set(converted.map((row) => row.origin?.conversion?.from))).toEqual(new Set(['true-false', 'multiple-response', 'numerical']));
    expect(converted.every((row) => row.type === 'MCQ')).toBe(true);

    // one audit entry for the import as a whole, naming its questions
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'question-import'), eq(auditLog.entityId, job.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'question.import', detail: { after: { format: 'gift', questions: 6, skipped: 4, errors: 0 } } });
    expect((entries[0]!.detail as { after: { questionIds: string[] } }).after.questionIds).toHaveLength(6);
  });

  it('writes multiple response and numerical questions with their MSQ and NAT keys', async () => {
    const job = await writeImport(planImport({ format: 'gift', text: gift, exam: 'Native types' }));
    expect(job.result).toMatchObject({ imported: 6, needsReview: 1 });
    const { rows } = await listQuestions(t.app.db, { exam: 'Native types' }, 0, 50);
    const keys = rows.map((row) => ({ name: row.origin?.name, ...keyOfRow(row) }));
    expect(keys).toEqual(
      expect.arrayContaining([
        { name: 'colours', type: 'MSQ', correctIndexes: [0, 2] },
        { name: 'Q5', type: 'NAT', min: 1, max: 5, decimals: 0 },
      ]),
    );
  });

  it('commits 1,000 questions chunk by chunk, the progress with each', async () => {
    const marker = `gnu${Date.now()}`;
    const progress: number[] = [];
    // the job's duplicates check of 1,000 questions alike (duplicates.test.ts has its own) would take its full minute
    IMPORT_JOB_CHECK.timeLimitMs = 0;
    try {
      await writeImport(planImport({ format: 'aiken', text: aikenFile(1000, marker) }), { onChunk: (_job, done) => progress.push(done) });
    } finally {
      IMPORT_JOB_CHECK.timeLimitMs = 60_000;
    }
    expect(progress).toEqual(Array.from({ length: 1000 / IMPORT_CHUNK_SIZE }, (_, index) => (index + 1) * IMPORT_CHUNK_SIZE));
    expect(await countOf(marker)).toBe(1000);
  });

  it('keeps the chunks committed before a failure, says so in the job, and audits what was written', async () => {
    const marker = `yak${Date.now()}`;
    const plan = planImport({ format: 'aiken', text: aikenFile(450, marker) });
    const failing = (_job: unknown, done: number) => {
      // the database gives up after the third chunk was committed
      if (done === 3 * IMPORT_CHUNK_SIZE) throw new Error('failed after the third chunk');
    };
    const job = await writeImport(plan, { onChunk: failing });
    expect(job).toMatchObject({ status: 'failed', done: 150, result: { imported: 150 } });
    expect(job.error).toMatch(/stopped on our side/);
    expect(await countOf(marker)).toBe(150);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'question-import'), eq(auditLog.entityId, job.id)));
    expect(entry?.detail).toMatchObject({ after: { questions: 150, stopped: 'failed', of: 450 } });
  });

  it('refuses a file with nothing usable before writing anything', () => {
    expect(() => planImport({ format: 'aiken', text: 'Q?\nA. yes\nANSWER: A' })).toThrow(/Nothing in this file can be imported/);
    expect(() => planImport({ format: 'csv', text: 'question\nQ' })).toThrow(/Missing columns/);
  });
});
