import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { NEAR_DUPLICATE_SIMILARITY } from '../../../../shared/api/duplicates.ts';
import { checkDuplicates, DUPLICATE_CHECK, earlierCopies, notCheckedMessage, type DuplicateCandidate } from './service.ts';
import { ADMIN_CHECKS } from '../check-slots.ts';
import type { ImportPreview } from '../../../../shared/api/question-import.ts';
import type { BankJob } from '../../../../shared/api/bank-jobs.ts';
import { importWork } from '../bank-jobs/import-job.ts';
import { BankJobRunner } from '../bank-jobs/runner.ts';
import type { Database } from '../../../db/client.ts';

const findDuplicates = async (db: Database, candidates: DuplicateCandidate[]) => (await checkDuplicates(db, candidates)).matches;

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;

const stem = 'A train 240 metres long passes a signal post in 12 seconds. What is the speed of the train, in kilometres per hour?';
const options = ['60 km/h', '72 km/h', '80 km/h', '90 km/h'];
const asInput = (text: string, texts: string[]) => ({ text, options: texts.map((option) => ({ text: option })), correctIndex: 1 });

let original: string;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
  original = idOf(await api.createQuestion(creator, asInput(stem, options)), 'question');
});
afterAll(() => t.close());

describe('the duplicates check', () => {
  it('finds the same question whatever its case, punctuation and spacing as an exact duplicate', async () => {
    const [found] = await findDuplicates(t.app.db, [
      { text: 'a TRAIN 240 metres long passes a signal-post in 12 seconds ... what is the speed of the train in kilometres  per hour', options },
    ]);
    expect(found).toEqual([expect.objectContaining({ id: original, exact: true, similarity: 1, status: 'draft' })]);
    expect(found![0]!.excerpt).toMatch(/^A train 240 metres long/);
  });

  it('finds the question with its numbers changed as a near duplicate, and leaves another question on the same subject', async () => {
    const changed = {
      text: 'A train 360 metres long passes a signal post in 18 seconds. What is the speed of the train, in kilometres per hour?',
      options: ['60 km/h', '72 km/h', '80 km/h', '90 km/h'],
    };
    const another = {
      text: 'A train 150 metres long crosses a platform 250 metres long in 20 seconds. What is its speed in metres per second?',
      options: ['15 m/s', '20 m/s', '25 m/s', '30 m/s'],
    };
    const [near, unrelated] = await findDuplicates(t.app.db, [changed, another]);
    expect(near).toHaveLength(1);
    expect(near![0]).toMatchObject({ id: original, exact: false });
    expect(near![0]!.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(near![0]!.similarity).toBeLessThan(1);
    expect(unrelated).toEqual([]);
  });

  it('leaves the question itself out, and reads its options as part of it', async () => {
    expect(await findDuplicates(t.app.db, [{ text: stem, options, exceptId: original }])).toEqual([[]]);
    // the same stem with other options is a different question, not an exact copy
    const [otherOptions] = await findDuplicates(t.app.db, [{ text: stem, options: ['Ten', 'Twenty', 'Thirty', 'Forty'] }]);
    expect(otherOptions!.every((match) => !match.exact)).toBe(true);
  });

  it('finds copies earlier in the same list', async () => {
    const list = [
      { text: 'What is 2 + 2?', options: ['3', '4'] },
      { text: 'Name the capital of France.', options: ['Paris', 'Lyon'] },
      { text: 'what is 2+2', options: ['3', '4'] },
      { text: 'What is 2 + 2?', options: ['3', '4'] },
    ];
    expect(await earlierCopies(t.app.db, list)).toEqual([null, null, 0, 0]);
  });
});

describe('saving a question', () => {
  it('answers with the questions it duplicates, and saves it all the same', async () => {
    const created = await api.createQuestion(creator, asInput(stem.replace('240', '240 '), options));
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.duplicates).toEqual([expect.objectContaining({ id: original, exact: true })]);

    const fresh = await api.createQuestion(creator, asInput('Which gas do plants take in for photosynthesis?', ['Oxygen', 'Carbon dioxide', 'Nitrogen']));
    expect(fresh.json().duplicates).toEqual([]);

    // an edit that makes it a copy of another says so; the question is saved
    const edited = await api.call(creator, 'PUT', `/api/admin/questions/${fresh.json().question.id}`, {
      ...asInput(stem.replace('240', '300'), options),
      section: 'Aptitude',
      marks: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().question.text).toContain('300');
    expect(edited.json().duplicates.map((match: { id: string }) => match.id)).toContain(original);
  });
});

describe('the bounds of one check', () => {
  const limits = { ...DUPLICATE_CHECK };
  afterEach(() => Object.assign(DUPLICATE_CHECK, limits));

  const copyOf = (index: number) => ({ text: `${stem} (${index})`, options });

  it('looks at the first maxCandidates for near duplicates, says how many it left, and still finds every exact one', async () => {
    DUPLICATE_CHECK.maxCandidates = 3;
    DUPLICATE_CHECK.batchSize = 2;
    const candidates = [copyOf(1), copyOf(2), copyOf(3), copyOf(4), { text: stem, options }];
    const check = await checkDuplicates(t.app.db, candidates);
    expect(check.matches.slice(0, 3).every((found) => found.some((match) => match.id === original && !match.exact))).toBe(true);
    expect(check.matches[3]).toEqual([]);
    expect(check.matches[4]).toContainEqual(expect.objectContaining({ id: original, exact: true }));
    expect(check.notChecked).toMatchObject({ count: 2, of: 5, reason: 'many' });
    expect(notCheckedMessage(check.notChecked!)).toBe(
      'Near duplicates not checked for 2 of 5 questions: a check looks at 3 questions at most, and the import job looks at the rest: its page lists them. Exact duplicates were checked for every question.',
    );
    // the import job looks at all of them
    expect((await checkDuplicates(t.app.db, candidates, { all: true })).notChecked).toBeNull();
  });

  it('stops looking at its time limit, between queries, and says so; exact duplicates are still found', async () => {
    DUPLICATE_CHECK.timeLimitMs = 0;
    const started = Date.now();
    const check = await checkDuplicates(t.app.db, [copyOf(1), { text: stem, options }]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(check.matches[0]).toEqual([]);
    expect(check.matches[1]).toContainEqual(expect.objectContaining({ id: original, exact: true }));
    expect(check.notChecked).toMatchObject({ count: 2, of: 2 });
    expect(notCheckedMessage(check.notChecked!)).toMatch(/^Near duplicates not checked for all 2 questions: /);
  });

  it('never holds a request past its time limit while other checks have the slots', async () => {
    DUPLICATE_CHECK.timeLimitMs = 300;
    ADMIN_CHECKS.atOnce = 0;
    try {
      const started = Date.now();
      const check = await checkDuplicates(t.app.db, [copyOf(1)]);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(check.notChecked).toMatchObject({ count: 1, of: 1, reason: 'busy' });
      expect(notCheckedMessage(check.notChecked!)).toBe(
        'Near duplicates not checked for this question: other checks were running and this one waited past its time limit. Exact duplicates were checked for every question.',
      );
    } finally {
      ADMIN_CHECKS.atOnce = 2;
    }
  });

  it('compares a long question on its first 1,000 characters, so a 10,000-character one is checked quickly', async () => {
    const long = `${stem} ${'Consider the figures of the table below once more. '.repeat(190)}`;
    expect(long.length).toBeGreaterThan(9000);
    const saved = await api.createQuestion(creator, asInput(long, options));
    expect(saved.statusCode).toBe(200);
    const check = await checkDuplicates(t.app.db, [{ text: `${long} And one more sentence at its end.`, options }]);
    expect(check.notChecked).toBeNull();
    expect(check.matches[0]!.map((match) => match.id)).toContain(saved.json().question.id);
  });
});

describe('the dry run of an import', () => {
  it('says whose near duplicates it did not look for, and the file is checked all the same', async () => {
    DUPLICATE_CHECK.maxCandidates = 2;
    try {
      const gift = [1, 2, 3, 4].map((index) => `::Q${index}::${stem} (${index}){~60 km/h =72 km/h ~80 km/h ~90 km/h}`).join('\n\n');
      const { cookie } = await signIn(t.app, { role: 'creator' });
      const preview = await t.app.inject({
        method: 'POST',
        url: '/api/admin/questions/import/preview',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ format: 'gift', text: gift }),
      });
      expect(preview.statusCode).toBe(200);
      const body = preview.json<ImportPreview>();
      expect(body.summary.ready).toBe(4);
      expect(body.nearDuplicatesNotChecked).toMatch(/^Near duplicates not checked for 2 of 4 questions: /);
    } finally {
      DUPLICATE_CHECK.maxCandidates = 500;
    }
  });
});

describe('an import job', () => {
  it('looks at every question it wrote for duplicates, past the dry run’s bound, and its page lists them', async () => {
    DUPLICATE_CHECK.maxCandidates = 1;
    try {
      const master = await signIn(t.app, { role: 'master' });
      const gift = [1, 2, 3].map((index) => `::Q${index}::${stem} (${index}){~60 km/h =72 km/h ~80 km/h ~90 km/h}`).join('\n\n');
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/admin/questions/import',
        headers: { cookie: master.cookie },
        payload: { format: 'gift', text: gift, fileName: 'trains.gift' },
      });
      expect(started.statusCode).toBe(200);
      const { id } = started.json<{ job: BankJob }>().job;
      await new BankJobRunner(t.app.db, { kinds: { import: importWork() }, owner: 'duplicates-test' }).drain();

      const job = (await t.app.inject({ method: 'GET', url: `/api/admin/bank-jobs/${id}`, headers: { cookie: master.cookie } })).json<{ job: BankJob }>().job;
      expect(job.status).toBe('completed');
      const found = job.import!.duplicates!;
      // all three are near copies of the original (and of each other), though a dry run looks at one
      expect(found.count).toBe(3);
      expect(found.shown).toHaveLength(3);
      for (const entry of found.shown) expect(entry.matches.map((match) => match.id)).toContain(original);
    } finally {
      DUPLICATE_CHECK.maxCandidates = 500;
    }
  });
});
