// An import whose file carries Hindi (decision 034) writes it beside the English, on the question and
// its first version; a row with a bad Hindi version is refused in the dry run and nothing of it is written.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import type { BankJob } from '../../../../shared/api/bank-jobs.ts';
import type { ImportPreview } from '../../../../shared/api/question-import.ts';
import { startBankJobRunner } from '../bank-jobs/start.ts';
import { hindiOfVersions } from '../../catalogue/questions.service.ts';

let t: TestApp;
let creator: string;
let stopRunner: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  creator = (await signIn(t.app, { role: 'creator' })).cookie;
  stopRunner = startBankJobRunner(t.app, { pollMs: 60_000 });
});
afterAll(async () => {
  await stopRunner();
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: creator, 'content-type': 'application/json' } });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: creator } });
const finished = async (id: string) =>
  vi.waitFor(
    async () => {
      const job = (await get(`/api/admin/bank-jobs/${id}`)).json<{ job: BankJob }>().job;
      expect(job.status).toBe('completed');
      return job;
    },
    { timeout: 10_000, interval: 20 },
  );

const HEADER = 'question,option_a,option_b,answer,hindi_question,hindi_option_a,hindi_option_b,hindi_explanation';

describe('importing a CSV file with its Hindi columns', () => {
  it('writes the Hindi version on the question and its first version', async () => {
    const text = `${HEADER}\n"Which is a prime?",4,7,B,"इनमें से कौन-सी अभाज्य संख्या है?",4,7,"7 के केवल दो भाजक हैं।"\n"Plain English?",yes,no,A,,,,`;
    const response = await post('/api/admin/questions/import', { format: 'csv', text, exam: 'Hindi import' });
    expect(response.statusCode).toBe(200);
    const job = await finished(response.json<{ job: BankJob }>().job.id);
    expect(job.import).toMatchObject({ imported: 2 });

    const bank = (await get('/api/admin/questions?exam=Hindi%20import&pageSize=10')).json<{ questions: { id: string; text: string }[] }>();
    const prime = bank.questions.find((question) => question.text === 'Which is a prime?')!;
    const plain = bank.questions.find((question) => question.text === 'Plain English?')!;
    const hindi = { text: 'इनमें से कौन-सी अभाज्य संख्या है?', options: [{ text: '4' }, { text: '7' }], explanation: '7 के केवल दो भाजक हैं।' };
    expect((await get(`/api/admin/questions/${prime.id}`)).json()).toMatchObject({ question: { hindi } });
    expect((await get(`/api/admin/questions/${plain.id}`)).json()).toMatchObject({ question: { hindi: null } });
    expect((await hindiOfVersions(t.app.db, prime.id)).get(1)).toEqual(hindi);
    expect((await hindiOfVersions(t.app.db, plain.id)).get(1)).toBeNull();
  });

  it('refuses a row whose Hindi lacks an option in the dry run, and a file of only such rows imports nothing', async () => {
    const text = `${HEADER}\n"Bad Hindi?",a,b,A,"खराब?",क,,`;
    const preview = (await post('/api/admin/questions/import/preview', { format: 'csv', text })).json<ImportPreview>();
    expect(preview.items[0]).toMatchObject({ ok: false, reason: 'Line 2: Option B has English text but no Hindi text.' });
    const response = await post('/api/admin/questions/import', { format: 'csv', text, exam: 'Bad Hindi' });
    expect(response.statusCode).toBe(400);
    expect((await get('/api/admin/questions?exam=Bad%20Hindi')).json()).toMatchObject({ total: 0 });
  });
});
