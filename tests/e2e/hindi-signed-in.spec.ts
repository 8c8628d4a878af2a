import { expect, test as base, type BrowserContext } from '@playwright/test';
import { enrolInAccessibilitySeries, findCatalog, TEST_TITLES, type Ids } from './support/a11y-fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { hindiContexts } from './support/hindi.ts';
import { checkInKeptPage, keptPages, projectContextOptions, type KeptPages } from './support/kept-pages.ts';
import { openPage } from './support/open-page.ts';
import { signInAsNewLearner } from './support/sign-in.ts';

// Issue 30: the signed-in learner's pages, which have one address each, in Hindi when the learner's
// cookie says so: <html lang="hi">, headings in Hindi, every Devanagari text in a lang="hi"
// context, and axe (WCAG 2.0–2.2 A and AA, nothing excluded) at phone and desktop sizes.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const test = base.extend<object, { learner: { ids: Ids; storageState: StorageState }; hindiPages: KeptPages }>({
  // one learner per worker, in Hindi, signed in once and enrolled in the accessibility series
  learner: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);
      const page = await context.newPage();
      // back on a page with one address: '/' would go on to /hi, sometimes before the URL is read
      const learner = await signInAsNewLearner(page, 'Aarav', '/mylearning');
      const ids = await enrolInAccessibilitySeries(page, learner.id, await findCatalog(page.request), TEST_TITLES.axe);
      const storageState = await context.storageState();
      await context.close();
      await use({ ids, storageState });
    },
    { scope: 'worker' },
  ],
  // the walk's pages: one per size in each worker, signed in as the worker's learner (support/kept-pages.ts)
  hindiPages: [async ({ browser }, use) => keptPages(browser, use), { scope: 'worker' }],
});

test.use({ trace: 'off' });

const pages: { name: string; path: (ids: Ids) => string }[] = [
  { name: 'my learning', path: () => '/mylearning' },
  { name: 'performance report', path: () => '/mylearning?tab=performance' },
  { name: 'account', path: () => '/userdetail' },
  { name: 'checkout', path: (ids) => `/checkout/${ids.learnerId}/${ids.paidSeriesId}` },
  { name: 'test instructions', path: (ids) => `/givetest/${ids.learnerId}/${ids.seriesId}/${ids.testId}` },
];

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

for (const size of sizes) {
  test.describe(`signed-in pages in Hindi at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    for (const hindiPage of pages) {
      test(hindiPage.name, async ({ hindiPages, learner }, testInfo) => {
        const page = await hindiPages.page(size.name, () => ({
          ...projectContextOptions(testInfo),
          viewport: size.viewport,
          storageState: learner.storageState,
        }));
        await checkInKeptPage(page, async () => {
          await openPage(page, hindiPage.path(learner.ids));
          await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
          await expect(page.locator('footer')).toBeVisible();
          await expect(page.getByRole('status').filter({ hasText: /^(Loading|लोड)/ })).toHaveCount(0);
          // a page's main heading may be content (a test's English title): its own words are Hindi
          await expect(
            page
              .getByRole('heading')
              .filter({ hasText: /[\u0900-\u097F]/ })
              .first(),
          ).toBeVisible();
          const { total, outside } = await hindiContexts(page);
          expect(total).toBeGreaterThan(5);
          expect(outside).toEqual([]);
          await expectAccessible(page, `the ${hindiPage.name} in Hindi at ${size.name} size`);
        });
      });
    }
  });
}
