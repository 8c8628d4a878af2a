// The public pages arrive rendered by the server and the browser takes them over as they are:
// no hydration mismatch, no refused script, and the page answers to clicks and typing at once.
import { expect, test, type Page } from '@playwright/test';
import { signInAsNewLearner } from './support/sign-in.ts';
import { seriesByTitle, titles } from './support/series.ts';

// a browser far from the server's zone: dates and times must still read the same on both sides
test.use({ timezoneId: 'America/Los_Angeles' });

/** Errors the page reports: React's recoverable hydration errors, refused scripts, uncaught throws. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // a 4xx the API or a document answers (not found, not enrolled) is an answer, not a fault
    if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function visitPublicPages(page: Page, problems: string[], { signedIn }: { signedIn: boolean }) {
  const series = await seriesByTitle(page, titles.pro);
  const pages: [string, string | RegExp][] = [
    ['/', /GATE and UGC NET/],
    ['/testseries', 'Mock test series for GATE and UGC NET'],
    // a signed-in learner who is not enrolled goes on to checkout (SPEC §5)
    [`/testseriesdetail/${series.testSeriesId}`, signedIn ? 'Complete Your Enrollment' : titles.pro],
    ['/weeklyquiz', /quiz/i],
    ['/notification', 'Notifications'],
    ['/about', /About/],
    ['/terms', /Terms/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
    // the page came rendered from the server, with the answers it was rendered from
    await expect(page.locator('#pv-ssr-state'), path).toBeAttached();
    expect(problems, path).toEqual([]);
  }
}

test('signed out: every public page is taken over without a mismatch', async ({ page }) => {
  const problems = collectProblems(page);
  await visitPublicPages(page, problems, { signedIn: false });

  // and it works: the listing filters as the learner types
  await page.goto('/testseries');
  // as a person would, typing again if the first keys landed before the page's code took over
  await expect(async () => {
    await page.getByRole('searchbox').fill('');
    await page.getByRole('searchbox').fill('Pro Mock');
    await expect(page.getByRole('link', { name: titles.free, exact: true })).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('link', { name: titles.pro, exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('signed in: the server renders the learner it was asked by', async ({ page }) => {
  const learner = await signInAsNewLearner(page, 'Hydra', '/');
  const problems = collectProblems(page);
  const response = await page.request.get('/testseries');
  expect(await response.text()).toContain(learner.name);
  await visitPublicPages(page, problems, { signedIn: true });
});
