import { expect, test } from '@playwright/test';

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

for (const route of routes) {
  test(`${route} renders`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route);
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText("Buckle up, it's loading time!")).toHaveCount(0);
    expect(errors).toEqual([]);
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
