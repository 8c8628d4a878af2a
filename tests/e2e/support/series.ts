// Shared by the test-series and checkout journeys: a fresh learner per test, so no two tests share enrolments.
import { expect, type Page } from '@playwright/test';
import { openPage } from './open-page.ts';

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

export const NET_SERIES = 'UGC NET Computer Science 2026 Practice Series';

/** Pays for the UGC NET series through the payment emulator, as a learner does. */
export async function buyNetSeries(page: Page) {
  await openPage(page, '/testseries');
  await page.getByRole('article', { name: NET_SERIES }).getByRole('button', { name: 'Enroll Now' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByRole('dialog', { name: 'Prepverse' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText("Payment successful! You're enrolled.")).toBeVisible();
}
