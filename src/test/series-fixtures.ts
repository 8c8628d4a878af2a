// Test data for the test-series and payments API tests: series at the spec's prices, with tests.
import type { Database } from '../server/db/client.ts';
import { testSeries, tests } from '../server/db/schema.ts';

export interface SeriesFixture {
  title: string;
  exam?: string;
  pricePaise: number;
  discountPercent: number;
  status?: 'draft' | 'published' | 'archived';
  /** later dates list first */
  createdAt: string;
  withTests?: boolean;
}

let slugCounter = 0;

/** Inserts a series (and, when asked, an easy, a medium, a hard and a draft test); returns the ids. */
export async function insertSeries(db: Database, fixture: SeriesFixture) {
  slugCounter += 1;
  const [series] = await db
    .insert(testSeries)
    .values({
      slug: `fixture-${slugCounter}-${Date.now()}`,
      title: fixture.title,
      description: `About ${fixture.title}: ${'practice '.repeat(30).trim()}`,
      image: '/banners/fixture.svg',
      exam: fixture.exam ?? 'GATE CS',
      year: 2027,
      pricePaise: fixture.pricePaise,
      discountPercent: fixture.discountPercent,
      status: fixture.status ?? 'published',
      createdAt: new Date(fixture.createdAt),
    })
    .returning({ id: testSeries.id });
  const seriesId = series!.id;
  if (!fixture.withTests) return { seriesId, testIds: {} as Record<string, string> };

  // inserted hard first, so the listing's easy-medium-hard order cannot come from insertion order
  const rows = await db
    .insert(tests)
    .values([
      { seriesId, title: 'GATE Level Test', difficulty: 'hard', timeLimitSeconds: 180 * 60, position: 2, status: 'published' },
      { seriesId, title: 'Full Subject Test', difficulty: 'medium', timeLimitSeconds: 50 * 60, position: 1, status: 'published' },
      { seriesId, title: 'Easy Subject Test', difficulty: 'easy', timeLimitSeconds: 20 * 60, position: 0, status: 'published' },
      { seriesId, title: 'Unfinished Draft Test', difficulty: 'easy', timeLimitSeconds: 600, position: 3, status: 'draft' },
    ])
    .returning({ id: tests.id, difficulty: tests.difficulty, status: tests.status });
  const testIds: Record<string, string> = {};
  for (const row of rows) testIds[row.status === 'draft' ? 'draft' : row.difficulty] = row.id;
  return { seriesId, testIds };
}
