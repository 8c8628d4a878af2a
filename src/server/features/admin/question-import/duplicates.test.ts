import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import type { ImportPreview } from '../../../../shared/api/question-import.ts';
import { runImports } from '../../../../test/import-jobs.ts';

const PREVIEW = '/api/admin/questions/import/preview';
const IMPORT = '/api/admin/questions/import';

let t: TestApp;
let creator: string;

beforeAll(async () => {
  t = await createTestApp();
  creator = (await signIn(t.app, { role: 'creator' })).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: creator, 'content-type': 'application/json' } });
const preview = async (payload: object) => (await post(PREVIEW, payload)).json<ImportPreview>();
const bankTotal = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/questions?pageSize=1', headers: { cookie: creator } })).json().total as number;

const aiken = [
  'A pipe fills a tank in 6 hours and a second pipe empties it in 9 hours. If both are opened together, in how many hours is the empty tank full?',
  'A. 12 hours',
  'B. 15 hours',
  'C. 18 hours',
  'D. 21 hours',
  'ANSWER: C',
  '',
  'In a binary search tree holding 127 keys and perfectly balanced, how many comparisons does an unsuccessful search make at most?',
  'A. 6',
  'B. 7',
  'C. 8',
  'D. 127',
  'ANSWER: B',
  '',
  'Which scheduling algorithm may starve a long process when short processes keep arriving in the ready queue?',
  'A. First come, first served',
  'B. Round robin',
  'C. Shortest job first',
  'D. None of these',
  'ANSWER: C',
].join('\n');

// the same questions with numbers changed, punctuation and spacing changed
const nearly = aiken
  .replace('6 hours and a second pipe empties it in 9 hours', '8 hours and a second pipe empties it in 12 hours')
  .replace('holding 127 keys and perfectly balanced,', 'holding 255 keys, and perfectly balanced -')
  .replace('D. 127', 'D. 255')
  .replace('may starve a long process when', 'may  starve a long process, when')
  .replace('keep arriving in the ready queue?', 'keep arriving in the ready queue ??  (Choose one.)');

describe('duplicates in an import', () => {
  it('flags every question of a file imported twice as an exact duplicate, and skipping them writes nothing', async () => {
    const first = await preview({ format: 'aiken', text: aiken });
    expect(first.summary).toMatchObject({ ready: 3, exactDuplicates: 0, nearDuplicates: 0 });
    const imported = await post(IMPORT, { format: 'aiken', text: aiken, skipDuplicates: true });
    expect(imported.json()).toMatchObject({ success: true, job: { kind: 'import', total: 3 } });
    const before = await bankTotal();
    await runImports(t.app);
    const total = await bankTotal();
    expect(total).toBe(before + 3);

    const again = await preview({ format: 'aiken', text: aiken });
    expect(again.summary).toMatchObject({ ready: 3, exactDuplicates: 3, nearDuplicates: 0 });
    for (const item of again.items) {
      expect(item.ok && item.duplicates).toEqual([expect.objectContaining({ in: 'bank', exact: true, similarity: 1, status: 'draft' })]);
    }

    const skipped = await post(IMPORT, { format: 'aiken', text: aiken, skipDuplicates: true });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().message).toMatch(/chose to skip/);
    expect(await bankTotal()).toBe(total);
  });

  it('flags questions with changed numbers, punctuation and spacing as near duplicates, which "skip duplicates" keeps', async () => {
    const near = await preview({ format: 'aiken', text: nearly });
    expect(near.summary).toMatchObject({ ready: 3, exactDuplicates: 0, nearDuplicates: 3 });
    for (const item of near.items) {
      const [match] = item.ok ? (item.duplicates ?? []) : [];
      expect(match).toMatchObject({ in: 'bank', exact: false });
      expect(match && match.similarity).toBeGreaterThanOrEqual(0.8);
    }

    // the importer skips one by hand; the other two are written
    const total = await bankTotal();
    const response = await post(IMPORT, { format: 'aiken', text: nearly, skipDuplicates: true, skipLines: [near.items[1]!.line] });
    expect(response.json()).toMatchObject({ success: true, job: { kind: 'import', total: 2 } });
    await runImports(t.app);
    expect(await bankTotal()).toBe(total + 2);
  });

  it('flags a question that is twice in the same file', async () => {
    const twice = `${aiken.split('\n\n')[0]!.replace('tank', 'cistern')}\n\n${aiken.split('\n\n')[0]!.replace('tank', 'cistern')}`;
    const body = await preview({ format: 'aiken', text: twice });
    expect(body.items[0]!.ok && body.items[0]!.duplicates!.some((match) => match.in === 'file')).toBe(false);
    expect(body.items[1]!.ok && body.items[1]!.duplicates![0]).toEqual({ in: 'file', line: body.items[0]!.line, exact: true, similarity: 1 });
    expect(body.summary.exactDuplicates).toBe(1);
  });
});
