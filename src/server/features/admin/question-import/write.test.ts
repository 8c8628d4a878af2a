import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import type { ImportEvent } from '../../../../shared/api/question-import.ts';
import { listQuestions } from '../../catalogue/questions.service.ts';
import { keyOfRow } from '../../../db/question-key.ts';
import { planImport, writeImport, IMPORT_BATCH_SIZE } from './write.ts';

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

const countOf = async (search: string) => (await listQuestions(t.app.db, { search }, 0, 1)).total;

describe('writing an import', () => {
  it('writes every usable question of a Moodle GIFT export made MCQs as drafts, with its origin and review flag', async () => {
    const plan = planImport({ format: 'gift', text: gift, exam: 'GATE CSE', difficulty: 'medium', convertToMcq: true });
    const events: ImportEvent[] = [];
    const done = await writeImport(t.app.db, actor, plan, (event) => events.push(event));
    expect(events[0]).toEqual({ type: 'parsed', total: 6, skipped: 4, errors: 0 });
    expect(done).toMatchObject({ type: 'done', imported: 6, needsReview: 3 });
    expect(events.at(-1)).toEqual(done);

    const { rows } = await listQuestions(t.app.db, { needsReview: 'true', exam: 'GATE CSE' }, 0, 50);
    const converted = rows.filter((row) => row.importBatchId === (done.type === 'done' ? done.batchId : ''));
    expect(converted).toHaveLength(3);
    for (const row of converted) {
      expect(row).toMatchObject({ status: 'draft', exam: 'GATE CSE', difficulty: 'medium', createdBy: actor.id });
      expect(row.origin).toMatchObject({ format: 'gift', conversion: { from: expect.any(String), original: expect.any(String) } });
    }
    expect(new Set(converted.map((row) => row.origin?.conversion?.from))).toEqual(new Set(['true-false', 'multiple-response', 'numerical']));
    expect(converted.every((row) => row.type === 'MCQ')).toBe(true);
  });

  it('writes multiple response and numerical questions with their MSQ and NAT keys', async () => {
    const done = await writeImport(t.app.db, actor, planImport({ format: 'gift', text: gift, exam: 'Native types' }), () => {});
    expect(done).toMatchObject({ type: 'done', imported: 6, needsReview: 1 });
    const { rows } = await listQuestions(t.app.db, { exam: 'Native types' }, 0, 50);
    const keys = rows.map((row) => ({ name: row.origin?.name, ...keyOfRow(row) }));
    expect(keys).toEqual(
      expect.arrayContaining([
        { name: 'colours', type: 'MSQ', correctIndexes: [0, 2] },
        { name: 'Q5', type: 'NAT', min: 1, max: 5, decimals: 0 },
      ]),
    );
  });

  it('reports progress batch by batch for 1,000 questions', async () => {
    const marker = `gnu${Date.now()}`;
    const events: ImportEvent[] = [];
    await writeImport(t.app.db, actor, planImport({ format: 'aiken', text: aikenFile(1000, marker) }), (event) => events.push(event));
    const progress = events.filter((event) => event.type === 'progress');
    expect(progress).toHaveLength(1000 / IMPORT_BATCH_SIZE);
    expect(progress.map((event) => event.written)).toEqual(Array.from({ length: 10 }, (_, index) => (index + 1) * IMPORT_BATCH_SIZE));
    expect(await countOf(marker)).toBe(1000);
  });

  it('writes nothing when it fails part-way', async () => {
    const marker = `yak${Date.now()}`;
    const plan = planImport({ format: 'aiken', text: aikenFile(450, marker) });
    let batches = 0;
    const failing = (event: ImportEvent) => {
      // the connection to the page drops, or the database gives up, after three batches were written
      if (event.type === 'progress' && (batches += 1) === 3) throw new Error('failed after the third batch');
    };
    await expect(writeImport(t.app.db, actor, plan, failing)).rejects.toThrow('failed after the third batch');
    expect(await countOf(marker)).toBe(0);
  });

  it('refuses a file with nothing usable before writing anything', () => {
    expect(() => planImport({ format: 'aiken', text: 'Q?\nA. yes\nANSWER: A' })).toThrow(/Nothing in this file can be imported/);
    expect(() => planImport({ format: 'csv', text: 'question\nQ' })).toThrow(/Missing columns/);
  });
});
