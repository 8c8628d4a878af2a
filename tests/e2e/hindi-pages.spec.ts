import { expect, test as base } from '@playwright/test';
import { findCatalog, type Catalog } from './support/a11y-fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { hindiContexts } from './support/hindi.ts';
import { checkInKeptPage, keptPages, projectContextOptions, type KeptPages } from './support/kept-pages.ts';
import { openPage } from './support/open-page.ts';

// Decision 036: the public pages at their Hindi addresses (/hi/…), read by axe (WCAG 2.0–2.2 A and
// AA, nothing excluded) at phone and desktop sizes, each with <html lang="hi"> and every Devanagari
// text inside a lang="hi" context, so a screen reader reads it with a Hindi voice.

const test = base.extend<object, { catalog: Catalog; hindiPages: KeptPages }>({
  catalog: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await findCatalog(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  // the walk's pages: one per size and cookie in each worker (support/kept-pages.ts)
  hindiPages: [async ({ browser }, use) => keptPages(browser, use), { scope: 'worker' }],
});

test.use({ trace: 'off' });

interface HindiPage {
  name: string;
  path: (catalog: Catalog) => string;
  heading: RegExp;
  /** a page with one address speaks the cookie's language: the cookie is set for it */
  cookie?: boolean;
}

const pages: HindiPage[] = [
  { name: 'landing', path: () => '/hi', heading: /GATE और UGC NET की तैयारी/ },
  { name: 'catalogue', path: () => '/hi/testseries', heading: /GATE और UGC NET के लिए मॉक टेस्ट सीरीज़/ },
  { name: 'series', path: (catalog) => `/hi/testseriesdetail/${catalog.seriesId}`, heading: /E2E Accessibility Series/ },
  { name: 'notifications', path: () => '/hi/notification', heading: /./ },
  { name: 'not found', path: () => '/hi/no/such/page', heading: /पेज नहीं मिला/ },
  { name: 'login', path: () => '/login', heading: /./, cookie: true },
];

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

for (const size of sizes) {
  test.describe(`Hindi pages at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    for (const hindiPage of pages) {
      test(hindiPage.name, async ({ hindiPages, catalog, baseURL }, testInfo) => {
        const page = await hindiPages.page(`${size.name}${hindiPage.cookie ? ' lang=hi' : ''}`, () => ({
          ...projectContextOptions(testInfo),
          viewport: size.viewport,
        }));
        if (hindiPage.cookie) await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
        await checkInKeptPage(page, async () => {
          await openPage(page, hindiPage.path(catalog));
          await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
          await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(hindiPage.heading);
          await expect(page.locator('footer')).toBeVisible();
          const { total, outside } = await hindiContexts(page);
          expect(total).toBeGreaterThan(5);
          expect(outside).toEqual([]);
          await expectAccessible(page, `the Hindi ${hindiPage.name} page at ${size.name} size`);
        });
      });
    }
  });
}

test.describe('moving between the languages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the switch goes to the page's other address, and its links keep the language", async ({ page }) => {
    await openPage(page, '/testseries');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/testseries$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/मॉक टेस्ट सीरीज़/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/testseries$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/testseries$/);

    // a link on a Hindi page leads to a Hindi page
    await page.getByRole('navigation', { name: /./ }).first().getByRole('link', { name: 'साप्ताहिक क्विज़' }).click();
    await expect(page).toHaveURL(/\/hi\/weeklyquiz$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/weeklyquiz$/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a learner who chose Hindi is taken from an English address to the Hindi one', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    await openPage(page, '/about');
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});
