import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { enrolInAccessibilitySeries, findCatalog, TEST_TITLES, type Catalog, type Ids } from './support/a11y-fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { option, startFromInstructions } from './support/exam.ts';
import { signInAsNewLearner } from './support/sign-in.ts';
import { checkInKeptPage, keptPages, projectContextOptions } from './support/kept-pages.ts';
import { openPage } from './support/open-page.ts';
import { AnimationClock } from './support/animation-clock.ts';

// axe (WCAG 2.0/2.1/2.2, A and AA, and unique landmark names) on every route of SPEC §2, signed out
// and signed in, at phone and desktop sizes, and on the exam in each of its states: a test's and a
// weekly quiz's exam view and result, with nothing on the page excluded and no violation allowed. The attempts use the accessibility fixtures
// (src/test/e2e-a11y-fixtures.ts), which no other spec takes, and learners made for this spec.

const NO_ONE = '00000000-0000-4000-8000-000000000001';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * One page per size and sign-in state in each worker, which the route checks open their route in,
 * with its animations' clock held but while a check lets finite ones end (support/animation-clock.ts).
 */
interface RoutePages {
  page(size: Size, signedIn: boolean): Promise<{ page: Page; clock: AnimationClock }>;
}

const test = base.extend<object, { catalog: Catalog; learner: { ids: Ids; storageState: StorageState }; routePages: RoutePages }>({
  catalog: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await findCatalog(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  // one learner per worker, signed in once and enrolled; the signed-in pages reuse the cookie
  learner: [
    async ({ browser, catalog }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      const learner = await signInAsNewLearner(page, 'Axel');
      const ids = await enrolInAccessibilitySeries(page, learner.id, catalog, TEST_TITLES.axe);
      const storageState = await context.storageState();
      await context.close();
      await use({ ids, storageState });
    },
    { scope: 'worker' },
  ],
  // the route checks' pages: one per size and sign-in state in each worker (support/kept-pages.ts)
  routePages: [
    async ({ browser, learner }, use, workerInfo) => {
      const clocks = new Map<string, Promise<AnimationClock>>();
      await keptPages(browser, (kept) =>
        use({
          async page(size, signedIn) {
            const kind = `${size.name} ${signedIn}`;
            const page = await kept.page(kind, () => ({
              ...projectContextOptions(workerInfo),
              reducedMotion: 'no-preference',
              viewport: size.viewport,
              ...(signedIn ? { storageState: learner.storageState } : {}),
            }));
            if (!clocks.has(kind)) clocks.set(kind, AnimationClock.heldFor(page));
            return { page, clock: await clocks.get(kind)! };
          },
        }),
      );
    },
    { scope: 'worker' },
  ],
});

// a trace records the page at every step, and axe walks the whole page: with both, each check takes
// twice as long. A failure here is already told in full (each rule, element and reason) without one.
test.use({ trace: 'off' });
// the pages as most visitors see them: the marquee moving (the suite's other specs prefer reduced motion)
test.use({ reducedMotion: 'no-preference' });

interface RouteCase {
  name: string;
  path: (ids: Ids) => string;
}

const routes: RouteCase[] = [
  { name: 'landing', path: () => '/' },
  { name: 'login', path: () => '/login' },
  { name: 'test series', path: () => '/testseries' },
  { name: 'test series, other spelling', path: () => '/TestSeries' },
  { name: 'series detail', path: (ids) => `/testseriesdetail/${ids.seriesId}` },
  { name: 'checkout', path: (ids) => `/checkout/${ids.learnerId}/${ids.paidSeriesId}` },
  { name: 'test instructions', path: (ids) => `/givetest/${ids.learnerId}/${ids.seriesId}/${ids.testId}` },
  { name: 'my learning, enrolled', path: () => '/mylearning' },
  { name: 'my learning, performance', path: () => '/mylearning?tab=performance' },
  { name: 'weekly quiz list', path: () => '/weeklyquiz' },
  { name: 'user detail', path: () => '/userdetail' },
  { name: 'about', path: () => '/about' },
  { name: 'contact', path: () => '/contact' },
  { name: 'terms', path: () => '/terms' },
  { name: 'policy', path: () => '/policy' },
  { name: 'notifications', path: () => '/notification' },
  { name: 'notification detail', path: () => '/notification/weekly-quiz-is-live' },
  { name: 'not found', path: () => '/notfound' },
  { name: 'unknown path', path: () => '/no/such/page' },
  { name: 'admin', path: () => '/admin' },
];

/** What a person waits for: the page's heading, no loading screen. */
async function openRoute(page: Page, path: string) {
  // taken over by its script: a server-rendered button shows before it answers
  await openPage(page, path);
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByText("Buckle up, it's loading time!")).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

/** A route check in a worker's kept page (support/kept-pages.ts). */
async function checkRoute({ page, clock }: { page: Page; clock: AnimationClock }, path: string, state: string) {
  await checkInKeptPage(page, async () => {
    await openRoute(page, path);
    await expectAccessible(page, state, clock);
  });
}

/** Whether a focused control's outline has 3:1 contrast with its own background and with white (the page). */
function focusRingContrast(control: Locator) {
  return control.evaluate((element) => {
    // any CSS colour (Tailwind's are oklch) as sRGB channels: paint one pixel and read it back
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const channels = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const style = getComputedStyle(element);
    const ring = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2 ? 'rgb(255, 255, 255)' : style.outlineColor;
    return { againstButton: ratio(ring, style.backgroundColor) >= 3, againstPage: ratio(ring, 'rgb(255, 255, 255)') >= 3 };
  });
}

interface Size {
  name: 'phone' | 'desktop';
  viewport: { width: number; height: number };
}

const sizes: Size[] = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

for (const size of sizes) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test.describe('signed out', () => {
      for (const route of routes) {
        test(`${route.name}`, async ({ routePages, catalog }) => {
          await checkRoute(
            await routePages.page(size, false),
            route.path({ ...catalog, learnerId: NO_ONE, testId: NO_ONE }),
            `${route.name}, signed out, ${size.name}`,
          );
        });
      }
    });

    test.describe('signed in', () => {
      for (const route of routes) {
        test(`${route.name}`, async ({ routePages, learner }) => {
          await checkRoute(await routePages.page(size, true), route.path(learner.ids), `${route.name}, signed in, ${size.name}`);
        });
      }
    });

    // the exam in every state a learner meets, each checked as it stands; a new learner per run,
    // since a test and a quiz can be taken once
    test('a test attempt: instructions, exam view, palette, calculator, submit dialog, result, performance report', async ({ page, catalog }) => {
      test.setTimeout(120_000);
      const learner = await signInAsNewLearner(page, 'Asha');
      const ids = await enrolInAccessibilitySeries(page, learner.id, catalog, TEST_TITLES.axe);
      await page.goto(`/givetest/${learner.id}/${ids.seriesId}/${ids.testId}`);
      await expect(page.getByRole('heading', { name: TEST_TITLES.axe })).toBeVisible();
      await expectAccessible(page, `test instructions, ${size.name}`);

      await startFromInstructions(page);
      // every palette state on screen: answered, answered and marked, marked, not answered, not visited
      await option(page, '56').check();
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await option(page, 'Quick').check();
      await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
      await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
      await expect(page.getByRole('heading', { name: 'Question 4' })).toBeVisible();
      await expectAccessible(page, `exam view, ${size.name}`);

      // Save & Next focused from the keyboard: its ring stands out at 3:1 or more from the button and the page
      const saveAndNext = page.getByRole('button', { name: 'Save & Next' });
      await saveAndNext.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(saveAndNext).toBeFocused();
      await expect.poll(() => focusRingContrast(saveAndNext)).toEqual({ againstButton: true, againstPage: true });

      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Palette' }).click();
        await expect(page.getByRole('dialog', { name: 'Question Palette' })).toBeVisible();
        await expectAccessible(page, `exam palette sheet, ${size.name}`);
        await page.getByRole('button', { name: 'Close' }).click();
      }

      await page.getByRole('button', { name: 'Calculator' }).click();
      await expect(page.getByRole('dialog', { name: 'Scientific Calculator' })).toBeVisible();
      await expectAccessible(page, `calculator, ${size.name}`);
      await page.getByRole('button', { name: 'Close calculator' }).click();

      if (size.name === 'phone') await page.getByRole('button', { name: 'Palette' }).click();
      await page.getByRole('button', { name: 'Submit Test' }).click();
      const confirm = page.getByRole('dialog', { name: 'Submit the test?' });
      await expect(confirm).toBeVisible();
      await expectAccessible(page, `submit dialog, ${size.name}`);
      await confirm.getByRole('button', { name: 'Yes, submit' }).click();

      await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible();
      await expectAccessible(page, `test result, ${size.name}`);

      // the result as it opens later, from the same address: drawn from the server's saved analysis
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Question-by-question review' })).toBeVisible();
      await expectAccessible(page, `test result reopened, ${size.name}`);

      // the report with something in it: summary, eight charts, the table
      await openRoute(page, '/mylearning?tab=performance');
      await expect(page.getByRole('heading', { name: 'Your Performance Report' })).toBeVisible();
      await expectAccessible(page, `performance report with one test, ${size.name}`);
    });

    test('a weekly quiz attempt: exam view, palette, result, and the list after it', async ({ page, catalog }) => {
      test.setTimeout(120_000);
      const learner = await signInAsNewLearner(page, 'Bela');
      await page.goto(`/weeklyquiz/GATE/${learner.id}/${catalog.quizId}`);
      await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();
      await option(page, '56').check();
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await expect(page.getByRole('heading', { name: 'Question 2', exact: true })).toBeVisible();
      await expectAccessible(page, `quiz exam view, ${size.name}`);

      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Palette' }).click();
        await expect(page.getByRole('dialog', { name: 'Question Palette' })).toBeVisible();
        await expectAccessible(page, `quiz palette sheet, ${size.name}`);
        await page.getByRole('button', { name: 'Close' }).click();
      }

      if (size.name === 'phone') await page.getByRole('button', { name: 'Palette' }).click();
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      await page.getByRole('dialog', { name: 'Submit the quiz?' }).getByRole('button', { name: 'Yes, submit' }).click();
      await expect(page.getByRole('heading', { name: 'Quiz Performance Analysis' })).toBeVisible();
      await expectAccessible(page, `quiz result, ${size.name}`);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Quiz Performance Analysis' })).toBeVisible();
      await expectAccessible(page, `quiz result reopened, ${size.name}`);

      // the list with the quiz taken: its card shows the score, the rank and the percentile
      await openRoute(page, '/weeklyquiz');
      await expect(page.getByText(/^Rank \d+ of \d+$/).first()).toBeVisible();
      await expectAccessible(page, `weekly quiz list after an attempt, ${size.name}`);
    });
  });
}

// prefers-reduced-motion: after the page settles nothing moves by itself (marquee, loaders, pulses)
test.describe('motion', () => {
  /** Animations still running a second after load: with reduced motion there must be none. */
  const runningAnimations = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
    );

  test('with reduced motion nothing on the site pages moves, and the marquee has no Pause button to offer', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/testseries', '/weeklyquiz']) {
      await openRoute(page, path);
      await expect(page.getByRole('button', { name: 'Pause the highlights' })).toBeHidden();
      await expect.poll(() => runningAnimations(page), { message: `running animations on ${path}` }).toEqual([]);
    }
  });

  test('without it the marquee moves, and its Pause button stops it (WCAG 2.2.2)', async ({ page }) => {
    await openRoute(page, '/testseries');
    const strip = page.getByRole('list', { name: 'Prepverse highlights' });
    const offset = () => strip.evaluate((element) => element.getBoundingClientRect().left);
    const first = await offset();
    await expect.poll(offset).not.toBe(first);
    const pause = page.getByRole('button', { name: 'Pause the highlights' });
    await pause.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    const state = () => strip.evaluate((element) => element.parentElement!.getAnimations().map((animation) => animation.playState));
    await expect.poll(state).toEqual(['paused']);
    await pause.press('Enter');
    await expect.poll(state).toEqual(['running']);
  });
});
