// What a crawler without JavaScript reads: the public pages come rendered from the server, and
// following their links reaches every series' tests and every notification's text.
import { expect, test } from '@playwright/test';
import { titles } from './support/series.ts';

test.use({ javaScriptEnabled: false });

test('the listing names every series and links to its tests', async ({ page }) => {
  const response = await page.goto('/testseries');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Test Series – Prepverse');
  for (const title of Object.values(titles)) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  await page.getByRole('link', { name: titles.pro, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles.pro })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tests in this series' })).toBeVisible();
  await expect(page.getByTestId('series-test').first()).toBeVisible();
  expect(await page.getByTestId('series-test').count()).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/testseriesdetail/[0-9a-f-]{36}$`));
});

test('the notifications link to their text', async ({ page }) => {
  await page.goto('/notification');
  const first = page.locator('main').getByRole('link').filter({ hasNotText: /^\d+$/ }).first();
  const title = (await first.textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(0);
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  // the body is there as text, not waiting for a script
  expect((await page.locator('main').innerText()).length).toBeGreaterThan(title.length + 40);
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('/TestSeries is /testseries', async ({ page }) => {
  await page.goto('/TestSeries');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/testseries$/);
});
