import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { NEAR_DUPLICATE_SIMILARITY } from '../../../../shared/api/duplicates.ts';
import { earlierCopies, findDuplicates } from './service.ts';

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
