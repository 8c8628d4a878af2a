import { expect, test as base } from '@playwright/test';
import { checkInKeptPage, keptPages, projectContextOptions, type KeptPages } from './support/kept-pages.ts';

// Every route of the spec's route table renders a page: no uncaught error, no blank screen.
const routes = [
  '/',
  '/login',
  '/login-success',
  '/admin',
  '/testseries',
  '/TestSeries',
  '/testseriesdetail/00000000-0000-4000-8000-000000000000',
  '/givetest/u/s/t',
  '/checkout/u/s',
  '/mylearning',
  '/weeklyquiz',
  '/weeklyquiz/GATE/u/q',
  '/userdetail',
  '/about',
  '/contact',
  '/terms',
  '/policy',
  '/notification',
  '/notification/weekly-quiz-is-live',
  '/notfound',
];

// a signed-out visitor's page kept per worker, each route opened in it by a full navigation (support/kept-pages.ts)
const test = base.extend<object, { visitorPages: KeptPages }>({
  visitorPages: [async ({ browser }, use) => keptPages(browser, use), { scope: 'worker' }],
});

for (const route of routes) {
  test(`${route} renders`, async ({ visitorPages }, testInfo) => {
    const page = await visitorPages.page('signed out', () => projectContextOptions(testInfo));
    const errors: string[] = [];
    const noteError = (error: Error) => errors.push(error.message);
    page.on('pageerror', noteError);
    try {
      await checkInKeptPage(page, async () => {
        await page.goto(route);
        await expect(page.locator('footer')).toBeVisible();
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expect(page.getByText("Buckle up, it's loading time!")).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    } finally {
      page.off('pageerror', noteError);
    }
  });
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /Page not found/i })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL('/');
});

test('the static pages show their content', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText(/non-refundable/i)).toBeVisible();
});
