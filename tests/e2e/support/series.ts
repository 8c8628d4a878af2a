// Shared by the test-series and checkout journeys: a fresh learner per test, so no two tests share enrolments.
import type { Page } from '@playwright/test';

export interface SeriesInfo {
  testSeriesId: string;
  title: string;
  finalPricePaise: number;
}

/** The listing as the API gives it, to find a demo series' id by its title. */
export async function seriesByTitle(page: Page, title: string): Promise<SeriesInfo> {
  const response = await page.request.get('/api/testseries/getAllTestSeries');
  const body = (await response.json()) as { testSeries: SeriesInfo[] };
  const found = body.testSeries.find((series) => series.title === title);
  if (!found) throw new Error(`no series titled ${title}`);
  return found;
}

export const titles = {
  free: 'GATE CS 2027 Free Starter Series',
  pro: 'GATE CS 2027 Pro Mock Series',
  scholarship: 'GATE CS 2027 Scholarship Series',
} as const;
