// A question the exam page could not draw (shared/markdown/limits.ts: nested too deep, drawing too
// large) is refused wherever questions are written, saying which text and what to do, and nothing
// is stored; a heavy but real GATE question is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { runImports } from '../../../../test/import-jobs.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import type { ImportPreview } from '../../../../shared/api/question-import.ts';
import { GATE_MATRIX_AND_TABLE, LARGE_MATRIX, NESTED_LISTS, NESTED_QUOTES } from '../../../../test/markdown-fixtures.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
});
afterAll(() => t.close());

const bankSize = async () => (await api.call(creator, 'GET', '/api/admin/questions?pageSize=1')).json<{ total: number }>().total;

describe('saving a question over the drawing limits', () => {
  it('is refused, naming the text that is over them and what to do, and stores nothing', async () => {
    const before = await bankSize();
    const nested = await api.createQuestion(creator, { text: NESTED_QUOTES });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({
      success: false,
      code: 'invalid-input',
      message: 'The question text nests more than 32 levels deep (quotes, lists, emphasis or links inside each other): flatten it.',
    });

    const large = await api.createQuestion(creator, { explanation: LARGE_MATRIX });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe(
      'The explanation draws more than 256 kB of HTML on the exam page: use fewer or smaller formulas and tables, or split it.',
    );
    expect(await bankSize()).toBe(before);
  });

  it('is refused in under 2 s when its lists nest 4,999 deep (the check took 24 s, the server frozen meanwhile)', async () => {
    const before = await bankSize();
    const started = performance.now();
    const nested = await api.createQuestion(creator, { text: NESTED_LISTS });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('The question text nests more than 32 levels deep (quotes, lists, emphasis or links inside each other): flatten it.');
    expect(await bankSize()).toBe(before);
  });

  it('is refused on an edit too, and the stored question stays as it was', async () => {
    const id = idOf(await api.createQuestion(creator, { text: 'Which is the largest?' }), 'question');
    const edit = await api.call(creator, 'PUT', `/api/admin/questions/${id}`, {
      text: 'Which is the largest?',
      options: [{ text: '1' }, { text: `${'> '.repeat(40)}2` }],
      correctIndex: 0,
      section: 'Aptitude',
      marks: 1,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toMatch(/^Option B nests more than 32 levels deep/);
    const stored = (await api.call(creator, 'GET', `/api/admin/questions/${id}`)).json().question;
    expect(stored.options.map((option: { text: string }) => option.text)).toEqual(['3', '4', '5', '22']);
  });

  it('takes a 2-mark GATE question with a matrix and a table of formulas', async () => {
    const saved = await api.createQuestion(creator, { text: GATE_MATRIX_AND_TABLE, marks: 2, section: 'Technical' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().question.text).toBe(GATE_MATRIX_AND_TABLE);
  });
});

describe('importing a question over the drawing limits', () => {
  it('makes it an error of its line in the dry run, and the import leaves it out', async () => {
    const text = [
      'Is this good?',
      'A. yes',
      'B. no',
      'ANSWER: A',
      '',
      `${'> '.repeat(40)}deep`,
      'A. yes',
      'B. no',
      'ANSWER: A',
      '',
      'Is this good too?',
      'A. yes',
      'B. no',
      'ANSWER: B',
    ].join('\n');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions/import/preview',
      headers: { cookie: creator.cookie },
      payload: { format: 'aiken', text },
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json<ImportPreview>();
    expect(body.summary).toEqual({ ready: 2, converted: 0, skipped: 0, errors: 1, exactDuplicates: 0, nearDuplicates: 0 });
    expect(body.items[1]).toEqual({ line: 6, ok: false, kind: 'error', reason: expect.stringMatching(/^The question text nests more than 32 levels deep/) });

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions/import',
      headers: { cookie: creator.cookie },
      payload: { format: 'aiken', text },
    });
    expect(imported.statusCode).toBe(200);
    await runImports(t.app);
    const job = await t.app.inject({ method: 'GET', url: `/api/admin/bank-jobs/${imported.json().job.id}`, headers: { cookie: creator.cookie } });
    expect(job.json().job).toMatchObject({ status: 'completed', import: { imported: 2 } });
  });
});
