// A question's Hindi version (decision 034) survives an export and its import: Moodle XML and GIFT write
// it in filter_multilang2's {mlang} blocks, CSV in its hindi_ columns; Aiken holds English only.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportFormat } from '../../../../shared/api/question-export.ts';
import type { ImportPreview } from '../../../../shared/api/question-import.ts';
import { keyColumns } from '../../../db/question-key.ts';
import { questions } from '../../../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { runImports } from '../../../../test/import-jobs.ts';
import { hindiOfQuestions, setQuestionHindi, type HindiVersion } from '../../catalogue/questions.service.ts';
import { exportQuestions } from './service.ts';

let source: TestApp;
let target: TestApp;
let ids: string[];

const HINDI: HindiVersion = {
  text: 'बाइनरी सर्च की सबसे खराब स्थिति में समय-जटिलता $O(\\log n)$ है। $n = 1024$ पर कितनी तुलनाएँ?',
  options: [{ text: '10' }, { text: 'लगभग 11' }, { text: '1024' }],
  explanation: '$\\log_2 1024 = 10$, और अंतिम जाँच के लिए एक तुलना और।',
};

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  const base = { exam: 'GATE CS', section: 'Technical' as const, source: 'original' as const, marks: 1, topic: null };
  const rows = await source.app.db
    .insert(questions)
    .values([
      {
        ...base,
        text: 'Binary search takes $O(\\log n)$ in the worst case. How many comparisons for $n = 1024$?',
        options: [{ text: '10' }, { text: 'About 11' }, { text: '1024' }],
        ...keyColumns({ type: 'MCQ', correctIndex: 1 }),
        explanation: '$\\log_2 1024 = 10$, plus one for the last check.',
      },
      { ...base, text: 'English only: pick B.', options: [{ text: 'a' }, { text: 'b' }], ...keyColumns({ type: 'MCQ', correctIndex: 1 }), explanation: '' },
    ])
    .returning({ id: questions.id });
  ids = rows.map((row) => row.id);
  await setQuestionHindi(source.app.db, ids[0]!, HINDI);
}, 60_000);
afterAll(async () => {
  await source.close();
  await target.close();
});

/** Exports in a format and imports the file through the routes; the questions it wrote, in file order, with their Hindi. */
async function roundTrip(format: Exclude<ExportFormat, 'aiken'>) {
  const exported = await exportQuestions(source.app.db, { ids }, format, { uploadsDir: source.app.config.uploadsDir });
  const { cookie } = await signIn(target.app, { role: 'creator' });
  const exam = `Round trip ${format}`;
  const body = { format, text: exported.text, exam };
  const post = (url: string) => target.app.inject({ method: 'POST', url, payload: body, headers: { cookie, 'content-type': 'application/json' } });
  const preview = (await post('/api/admin/questions/import/preview')).json<ImportPreview>();
  expect(preview.summary.errors).toBe(0);
  expect((await post('/api/admin/questions/import')).statusCode).toBe(200);
  await runImports(target.app);
  const rows = (await target.app.db.select().from(questions).orderBy(asc(questions.createdAt)))
    .filter((row) => row.exam === exam)
    .sort((a, b) => (a.origin?.line ?? 0) - (b.origin?.line ?? 0));
  const hindi = await hindiOfQuestions(
    target.app.db,
    rows.map((row) => row.id),
  );
  return {
    text: exported.text,
    rows: rows.map((row) => ({
      text: row.text,
      options: row.options.map((option) => option.text),
      explanation: row.explanation,
      hindi: hindi.get(row.id) ?? null,
    })),
  };
}

const expected = [
  {
    text: 'Binary search takes $O(\\log n)$ in the worst case. How many comparisons for $n = 1024$?',
    options: ['10', 'About 11', '1024'],
    explanation: '$\\log_2 1024 = 10$, plus one for the last check.',
    hindi: HINDI,
  },
  { text: 'English only: pick B.', options: ['a', 'b'], explanation: '', hindi: null },
];

describe('the Hindi version through an export and back', () => {
  it('Moodle XML writes it in {mlang} blocks and reads it back', async () => {
    const { text, rows } = await roundTrip('xml');
    expect(text).toContain('{mlang en}About 11{mlang}{mlang hi}लगभग 11{mlang}');
    // an option the same in both languages is written once
    expect(text).not.toContain('{mlang en}10{mlang}');
    expect(rows).toEqual(expected);
  });

  it('GIFT writes the blocks with their braces escaped and reads them back', async () => {
    const { text, rows } = await roundTrip('gift');
    expect(text).toContain('\\{mlang en\\}About 11\\{mlang\\}\\{mlang hi\\}लगभग 11\\{mlang\\}');
    expect(rows).toEqual(expected);
  });

  it('CSV writes the hindi_ columns and reads them back', async () => {
    const { text, rows } = await roundTrip('csv');
    expect(text.split('\r\n')[0]).toContain(',hindi_question,hindi_option_a,');
    expect(rows).toEqual(expected);
  });
});
