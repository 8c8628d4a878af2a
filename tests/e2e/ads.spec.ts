// Ad slots, on a server with a publisher id whose ad network is the local stand-in (project 'ads').
import { expect, test, type Page } from '@playwright/test';
import { seriesByTitle, titles } from './support/series.ts';

/** Counts every layout shift from the first paint on, as the browser reports them for the CLS metric. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);

const adNetwork = 'https://pagead2.googlesyndication.com';

test.describe('pages with ad slots', () => {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`keep the slot's space, so the ad moves nothing (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await watchLayoutShifts(page);
      const series = await seriesByTitle(page, titles.pro);
      for (const path of ['/', '/testseries', `/testseriesdetail/${series.testSeriesId}`, '/notification', '/about', '/terms']) {
        const response = await page.goto(path);
        expect(response?.headers()['content-security-policy'], path).toContain(adNetwork);
        const slot = page.getByRole('complementary', { name: 'Advertisement' }).first();
        await slot.scrollIntoViewIfNeeded();
        await expect(slot.locator('ins.adsbygoogle[data-ad-status="filled"]'), path).toBeAttached();
        await expect(slot.getByText('Ad space (local stand-in for AdSense)')).toBeVisible();
        expect(await layoutShift(page), path).toBeLessThan(0.02);
      }
    });
  }
});

test.describe('pages without ads', () => {
  test('an attempt, checkout and admin never allow or load the ad network', async ({ page }) => {
    const series = await seriesByTitle(page, titles.pro);
    const paths = [`/checkout/someone/${series.testSeriesId}`, `/givetest/someone/${series.testSeriesId}/a-test`, '/admin', '/mylearning'];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).not.toContain(adNetwork);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-ads', 'on');
      await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
      await expect(page.locator('script[src*="adsbygoogle"]')).toHaveCount(0);
    }
  });

  test('a page with slots reached inside the app from one without stays empty', async ({ page }) => {
    await page.goto('/mylearning');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Series' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mock test series for GATE and UGC NET' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
  });
});
