// Shared by the test-series and checkout journeys: a fresh learner per test, so no two tests share enrolments.
import { expect, type Page } from '@playwright/test';

let counter = 0;

export interface Learner {
  name: string;
  email: string;
}

export function newLearner(first = 'Kavya'): Learner {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${first} Learner ${tag.slice(-5)}`, email: `${first.toLowerCase()}.${tag}@example.com` };
}

/** Google's local stand-in: type a new identity and continue. */
export async function chooseNewIdentity(page: Page, learner: Learner) {
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Full name').fill(learner.name);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Signs a new learner in through /login and waits until the app is back on `redirect`. */
export async function signInAs(page: Page, learner: Learner, redirect = '/testseries') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await chooseNewIdentity(page, learner);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`), { timeout: 10_000 });
}

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

export async function sessionUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/session');
  return ((await response.json()) as { id: string }).id;
}

export const titles = {
  free: 'GATE CS 2027 Free Starter Series',
  pro: 'GATE CS 2027 Pro Mock Series',
  scholarship: 'GATE CS 2027 Scholarship Series',
} as const;
