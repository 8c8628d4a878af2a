import { expect, type Page } from '@playwright/test';
import { signInAsNewLearner as signInAsNew, type SignedInLearner } from './sign-in.ts';

export type Learner = SignedInLearner;

/** Signs in through the UI as a brand-new learner (the local stand-in for Google). */
export const signInAsNewLearner = (page: Page, firstName: string) => signInAsNew(page, firstName);

export interface E2eSeries {
  seriesId: string;
  testIds: Record<string, string>; // by title
}

/** Enrols the signed-in learner in the free 'E2E Practice Series' through the API the browser has. */
export async function enrolInPracticeSeries(page: Page, learner: Learner): Promise<E2eSeries> {
  const list = await page.request.get('/api/testseries/getAllTestSeries');
  const { testSeries } = (await list.json()) as { testSeries: { testSeriesId: string; title: string }[] };
  const series = testSeries.find((item) => item.title === 'E2E Practice Series');
  if (!series) throw new Error('The e2e fixtures are missing: is the server running with NODE_ENV=test?');
  const enrol = await page.request.post('/api/testseries/enroll', {
    data: { userId: learner.id, testSeriesId: series.testSeriesId, paymentDetails: { freeTestSeires: true } },
  });
  expect(enrol.ok()).toBe(true);
  const detail = await page.request.get(`/api/testseries/getActiveTests/${series.testSeriesId}/${learner.id}`);
  const { testSeries: full } = (await detail.json()) as { testSeries: { tests: { _id: string; title: string }[] } };
  return { seriesId: series.testSeriesId, testIds: Object.fromEntries(full.tests.map((test) => [test.title, test._id])) };
}

export const testPath = (learner: Learner, series: E2eSeries, title: string) => {
  const testId = series.testIds[title];
  if (!testId) throw new Error(`No test named ${title}`);
  return `/givetest/${learner.id}/${series.seriesId}/${testId}`;
};

/** From the instructions, through the agreement and the start loader, to the first question. */
export async function startFromInstructions(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: 'Start Test' });
  await expect(start).toBeDisabled();
  await page.getByLabel(/I have read and understood the instructions/).check();
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByText('Setting up your exam hall…')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible({ timeout: 15_000 });
}

/** Seconds on the header clock. */
export async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('time-left').textContent()) ?? '';
  const [minutes, seconds] = text.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

export const paletteButton = (page: Page, number: number) =>
  page.getByRole('navigation', { name: 'Question Palette' }).getByRole('button', { name: new RegExp(`^Question ${number}, `) });

export const optionByLetter = (page: Page, letter: string) => page.getByRole('radio', { name: new RegExp(`^Option ${letter}:`) });

export const option = (page: Page, text: string) => page.getByRole('radio', { name: new RegExp(`^Option [A-Z]:\\s*${escapeRegExp(text)}$`) });

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const legendCount = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Legend' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
