// A CSV export opened in a spreadsheet runs no formula: every cell that would (=, +, -, @, a tab or a
// carriage return first) is written after a quote (shared/csv-cell.ts), and the import reads it back
// as it was, numbers and a cell that really starts with a quote included.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../../shared/api/question-import.ts';
import { keyColumns, keyOfRow } from '../../../db/question-key.ts';
import { questions } from '../../../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { runImports } from '../../../../test/import-jobs.ts';
import { hindiOfQuestions, setQuestionHindi, type HindiVersion } from '../../catalogue/questions.service.ts';
import { csvRecords } from '../question-import/csv-records.ts';
import { exportQuestions } from './service.ts';

let source: TestApp;
let target: TestApp;
let ids: string[];

const HINDI: HindiVersion = {
  text: '=एक+एक किसी सेल में लिखा है। सेल क्या दिखाता है?',
  options: [{ text: '+91 फ़ोन' }, { text: '-3.5' }, { text: '@SUM(A1)' }, { text: "'=1+1" }, { text: '\tटैब से' }],
  explanation: '-सूत्र नहीं, पाठ।',
};

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  const base = { exam: 'GATE CS', section: 'Technical' as const, source: 'original' as const, topic: null, remarks: null };
  const rows = await source.app.db
    .insert(questions)
    .values([
      {
        ...base,
        text: '=1+1 is typed into a cell. What does the cell show?',
        options: [{ text: '+91 phone' }, { text: '-3.5' }, { text: '@SUM(A1)' }, { text: "'=1+1" }, { text: '\tTab-led' }],
        ...keyColumns({ type: 'MCQ', correctIndex: 3 }),
        explanation: '\rCR-led: the quote keeps it text.',
        marks: 2,
        topic: '@home',
        remarks: "''=twice quoted",
      },
      {
        ...base,
        text: '-3.5 plus zero?',
        options: [],
        ...keyColumns({ type: 'NAT', min: -3.5, max: -3.5, decimals: 1 }),
        explanation: '=-3.5',
        marks: 3,
      },
      {
        ...base,
        text: '+ What is $-\\sqrt{12.25}$, to two places?',
        options: [],
        ...keyColumns({ type: 'NAT', min: -3.55, max: -3.45, decimals: 2 }),
        explanation: '@ $-3.5$',
        marks: 1,
      },
    ])
    .returning({ id: questions.id });
  ids = rows.map((row) => row.id);
  await setQuestionHindi(source.app.db, ids[0]!, HINDI);
}, 60_000);
afterAll(async () => {
  await source.close();
  await target.close();
});

/** A question as the comparison sees it: everything the CSV template holds. */
async function content(app: TestApp['app'], rows: (typeof questions.$inferSelect)[]) {
  const hindi = await hindiOfQuestions(
    app.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    text: row.text,
    options: row.options.map((option) => option.text),
    key: keyOfRow(row),
    explanation: row.explanation,
    marks: row.marks,
    topic: row.topic,
    remarks: row.remarks,
    hindi: hindi.get(row.id) ?? null,
  }));
}

describe('a CSV export with formula-like cells', () => {
  it('writes no cell a spreadsheet would run, and imports back the same questions', async () => {
    const exported = await exportQuestions(source.app.db, { ids }, 'csv', { uploadsDir: source.app.config.uploadsDir });
    expect(exported.leftOut).toEqual([]);
    const [, ...records] = [...csvRecords(exported.text)];
    const cells = records.flatMap((record) => record.fields);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    // the NAT keys, numbers that start with a minus, and the cell that really starts with a quote
    expect(cells).toEqual(expect.arrayContaining(["'-3.5", "'-3.55..-3.45", "'+91 phone", "''=1+1", "'''=twice quoted", '2', '3']));

    const { cookie } = await signIn(target.app, { role: 'creator' });
    const body = { format: 'csv', text: exported.text, exam: 'GATE CS' };
    const post = (url: string) => target.app.inject({ method: 'POST', url, payload: body, headers: { cookie, 'content-type': 'application/json' } });
    const preview = (await post('/api/admin/questions/import/preview')).json<ImportPreview>();
    expect(preview.fileError).toBeNull();
    expect(preview.summary.errors).toBe(0);
    expect((await post('/api/admin/questions/import')).statusCode).toBe(200);
    await runImports(target.app);

    const written = (await target.app.db.select().from(questions).orderBy(asc(questions.createdAt))).sort(
      (a, b) => (a.origin?.line ?? 0) - (b.origin?.line ?? 0),
    );
    const original = await source.app.db.select().from(questions);
    expect(await content(target.app, written)).toEqual(
      await content(
        source.app,
        ids.map((id) => original.find((row) => row.id === id)!),
      ),
    );
  }, 60_000);
});
