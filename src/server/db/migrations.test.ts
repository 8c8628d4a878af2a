import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from './client.ts';
import { enrolments, questions, testSeries, tests, users } from './schema.ts';
import { ratings } from './site-schema.ts';
import { createTestDatabase } from '../../test/database.ts';

// Runs on PGlite under `npm test` and on the PostgreSQL server under `npm run test:pg`.
let database: DatabaseHandle;
let userId: string;
let seriesId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ googleSubject: 'g-1', email: 'meera@example.com', name: 'Meera' }).returning();
  const [series] = await database.db
    .insert(testSeries)
    .values({ slug: 's-1', title: 'Series', exam: 'GATE CS', year: 2027, pricePaise: 49900, discountPercent: 40 })
    .returning();
  userId = user!.id;
  seriesId = series!.id;
});

afterAll(() => database.close());

/** The database's own refusal, whichever driver wraps it. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'accepted';
}

describe(`the migrated schema (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('has every table of the design', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.map((row) => row.table_name);
    for (const table of [
      'users',
      'sessions',
      'test_series',
      'tests',
      'questions',
      'test_questions',
      'quizzes',
      'quiz_questions',
      'enrolments',
      'payments',
      'ratings',
      'attempts',
      'notifications',
      'pages',
      'weekly_winners',
      'audit_log',
      'exam_profiles',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('allows one enrolment per learner and series', async () => {
    await database.db.insert(enrolments).values({ userId, seriesId, source: 'free' });
    expect(await refusal(database.db.insert(enrolments).values({ userId, seriesId, source: 'paid' }))).toMatch(/enrolments_user_series_idx/);
  });

  it('keeps stars between 1 and 5 and one rating per learner and series', async () => {
    expect(await refusal(database.db.insert(ratings).values({ userId, seriesId, stars: 6 }))).toMatch(/ratings_stars_check/);
    expect(await refusal(database.db.insert(ratings).values({ userId, seriesId, stars: 0 }))).toMatch(/ratings_stars_check/);
    await database.db.insert(ratings).values({ userId, seriesId, stars: 4 });
    expect(await refusal(database.db.insert(ratings).values({ userId, seriesId, stars: 5 }))).toMatch(/ratings_user_id_series_id_pk/);
  });

  it('keeps discounts within 0..100 and prices at or above zero', async () => {
    const base = { title: 'Bad', exam: 'GATE CS', year: 2027 };
    expect(await refusal(database.db.insert(testSeries).values({ ...base, slug: 'b1', discountPercent: 101 }))).toMatch(/test_series_discount_check/);
    expect(await refusal(database.db.insert(testSeries).values({ ...base, slug: 'b2', discountPercent: -1 }))).toMatch(/test_series_discount_check/);
    expect(await refusal(database.db.insert(testSeries).values({ ...base, slug: 'b3', pricePaise: -100 }))).toMatch(/test_series_price_paise_check/);
  });

  it('refuses rows that point at nothing', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect(await refusal(database.db.insert(enrolments).values({ userId: nobody, seriesId, source: 'free' }))).toMatch(/foreign key/);
    expect(await refusal(database.db.insert(tests).values({ seriesId: nobody, title: 'T', difficulty: 'easy', timeLimitSeconds: 60 }))).toMatch(/foreign key/);
  });

  it('refuses a question whose answer key is not one of its options', async () => {
    const question = { text: 'Q', options: [{ text: 'a' }, { text: 'b' }], section: 'Technical' as const };
    expect(await refusal(database.db.insert(questions).values({ ...question, correctIndex: 2 }))).toMatch(/questions_key_check/);
    // each type needs its own key: an MCQ without its option, an MSQ without options, a NAT with options or a reversed range
    expect(await refusal(database.db.insert(questions).values({ ...question, correctIndex: null }))).toMatch(/questions_key_check/);
    expect(await refusal(database.db.insert(questions).values({ ...question, type: 'MSQ', correctIndexes: [] }))).toMatch(/questions_key_check/);
    expect(await refusal(database.db.insert(questions).values({ ...question, type: 'NAT', natMin: 1, natMax: 2, natDecimals: 0 }))).toMatch(
      /questions_key_check/,
    );
    expect(await refusal(database.db.insert(questions).values({ ...question, options: [], type: 'NAT', natMin: 2, natMax: 1, natDecimals: 0 }))).toMatch(
      /questions_key_check/,
    );
    expect(await refusal(database.db.insert(questions).values({ ...question, type: 'TF' as 'MCQ', correctIndex: 0 }))).toMatch(/questions_key_check/);
    expect(await refusal(database.db.insert(questions).values({ ...question, correctIndex: 1 }))).toBe('accepted');
  });
});
