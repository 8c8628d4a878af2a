// Issue 43: a new learner's whole journey in Hindi on a phone, from /hi with no cookie through
// sign-in, a payment, the bilingual UGC NET Paper 1 mock taken in Hindi, its result and review, to
// My learning and the performance report. Every page keeps <html lang="hi">, shows no English
// interface text (support/english-text.ts: the English message files against what the page shows)
// and passes axe; the same pages are then read again at desktop size, and in English (axe) at both.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import hiAuth from '../../src/web/i18n/locales/hi/auth.json' with { type: 'json' };
import hiCatalogue from '../../src/web/i18n/locales/hi/catalogue.json' with { type: 'json' };
import hiCheckout from '../../src/web/i18n/locales/hi/checkout.json' with { type: 'json' };
import hiCommon from '../../src/web/i18n/locales/hi/common.json' with { type: 'json' };
import hiDashboard from '../../src/web/i18n/locales/hi/dashboard.json' with { type: 'json' };
import hiExam from '../../src/web/i18n/locales/hi/exam.json' with { type: 'json' };
import hiResult from '../../src/web/i18n/locales/hi/result.json' with { type: 'json' };
import { expectAccessible } from './support/axe.ts';
import { englishMessages, expectNoEnglish, findEnglish } from './support/english-text.ts';
import { openPage } from './support/open-page.ts';
import { NET_SERIES, seriesByTitle, titles } from './support/series.ts';
import { chooseNewIdentity, newLearner, sessionUserId } from './support/sign-in.ts';

const MOCK = 'UGC NET Paper 1 Mock Test';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A page the journey reached, to be read again: its address, and what shows once it has loaded. */
interface Visited {
  name: string;
  path: string;
  ready: string;
}

/** What the journey leaves for the second pass: the learner's session, what people wrote, and the pages. */
let journey: { storageState: StorageState; content: string[]; pages: Visited[] } | undefined;

/** No spinner or placeholder left: the page's data and its lazy parts (the report's charts) have come. */
async function settled(page: Page) {
  await expect(page.locator('[role="status"]:has(.animate-spin), [role="status"]:has(.animate-pulse)')).toHaveCount(0);
}

/** The page as the learner sees it now: Hindi, no English interface text, no axe violation. */
async function expectHindiPage(page: Page, state: string, content: readonly string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await settled(page);
  await expectNoEnglish(page, state, content);
  await expectAccessible(page, state);
}

/** A series as anyone sees it: its titles in both languages and its tests'. */
async function seriesSummary(page: Page, testSeriesId: string) {
  const response = await page.request.get(`/api/testseries/summary/${testSeriesId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { testSeries: { title: string; hindi?: { title: string } | null; tests: { title: string }[] } }).testSeries;
}

const question = (page: Page) => page.locator('article[aria-labelledby="question-heading"]');
const questionHeading = (page: Page) => page.locator('#question-heading');
const viewIn = (page: Page) => page.getByLabel(hiExam.language.viewIn, { exact: true });

test.describe('the English-text check', () => {
  const messages = englishMessages(
    {
      common: {
        nav: { home: 'Home' },
        score: 'Your score: {{score}} of {{total}} marks',
        option: 'Option {{letter}}:',
        count: '{{count}} series',
        brand: 'Prepverse',
        later: 'Take the test again <0>later</0>',
      },
    },
    {
      common: {
        nav: { home: 'होम' },
        score: 'आपका स्कोर: {{total}} में से {{score}} अंक',
        option: 'विकल्प {{letter}}:',
        count: '{{count}} सीरीज़',
        brand: 'Prepverse',
        later: 'बाद में फिर से <0>टेस्ट</0> दें',
      },
    },
  );
  const found = (text: string, content: string[] = []) => findEnglish(text, messages, content).map((item) => item.key);

  test('finds a short message alone on a line, a long one inside a line, and a message whatever fills its placeholders', () => {
    expect(messages.phrases.map((phrase) => phrase.words)).toEqual(['Home', 'Your score: of marks', 'Option', 'series', 'Take the test again later']);
    expect(found('Home\n12 · Home')).toEqual(['common:nav.home']);
    expect(found('Your score: 42 of 100 marks')).toEqual(['common:score']);
    expect(found('Option B:')).toEqual(['common:option']);
    expect(found('आप चाहें तो take the test again later.')).toEqual(['common:later']);
  });

  test('leaves alone Hindi, what the Hindi keeps, English words that are no message, and what people wrote', () => {
    expect(found('होम\nविकल्प B:\nPrepverse\nHomework\nOptional reading\nTests in the GATE CS Pro Mock Series')).toEqual([]);
    expect(found('Home', ['Home'])).toEqual([]);
    expect(found('3 series')).toEqual(['common:count']);
    expect(found('GATE CS 2027 Pro Mock Series', ['GATE CS 2027 Pro Mock Series'])).toEqual([]);
  });
});

test.describe.serial('a new learner in Hindi', () => {
  test.use({ viewport: PHONE });

  test('arrives at /hi on a phone, signs in, pays, takes the bilingual mock in Hindi, and reads the result and My learning', async ({ page, context }) => {
    // a purchase, an exam, a result, and a dozen pages read by axe on a loaded 2-core machine
    test.setTimeout(240_000);
    const learner = newLearner('Meera');
    const series = await seriesByTitle(page, NET_SERIES);
    const pro = await seriesByTitle(page, titles.pro);
    const [summary, proSummary] = await Promise.all([series, pro].map((item) => seriesSummary(page, item.testSeriesId)));
    const hindiTitle = summary!.hindi?.title;
    if (!hindiTitle) throw new Error(`${NET_SERIES} has no Hindi title`);
    // what people wrote, in English where no Hindi was written: the learner's name and e-mail, the
    // series' and their tests' titles (the second pass reads checkout for the Pro series)
    const content = [learner.name, learner.email, ...[summary!, proSummary!].flatMap((item) => [item.title, ...item.tests.map((test) => test.title)])];
    const pages: Visited[] = [];
    const check = async (name: string, ready: string) => {
      const { pathname, search } = new URL(page.url());
      pages.push({ name, path: pathname + search, ready });
      await expectHindiPage(page, `${name} (phone)`, content);
    };

    // 1. the Hindi landing page, with no cookie yet
    expect(await context.cookies()).toEqual([]);
    await openPage(page, '/hi');
    await check('the landing page', 'main h1');

    // 2. Register in the header, the sign-in dialog, Google's stand-in, and back to /hi in Hindi
    await page.getByRole('banner').getByRole('button', { name: hiCommon.nav.register }).click();
    const dialog = page.getByRole('dialog', { name: hiAuth.login.welcome });
    await expect(dialog).toBeVisible();
    await expectHindiPage(page, 'the sign-in dialog (phone)', content);
    await dialog.getByRole('button', { name: hiCommon.googleSignIn }).click();
    // Google's own page (here its stand-in) speaks Google's language: it is not read
    await chooseNewIdentity(page, learner);
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole('banner').getByRole('link', { name: learner.name })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('hi');
    const userId = await sessionUserId(page);
    await check('the landing page, signed in', 'main h1');

    // 3. the catalogue from the phone menu, the UGC NET series, and its payment
    await page.getByRole('banner').getByRole('button', { name: hiCommon.nav.openMenu }).click();
    await page.getByRole('navigation', { name: hiCommon.nav.mobile }).getByRole('link', { name: hiCommon.nav.testSeries }).click();
    await expect(page).toHaveURL(/\/hi\/testseries$/);
    const card = page.getByRole('article', { name: hindiTitle });
    await expect(card).toBeVisible();
    await check('the catalogue', 'main article');
    await card.getByRole('button', { name: hiCatalogue.enrol.now }).click();
    await expect(page).toHaveURL(`/checkout/${userId}/${series.testSeriesId}`);
    await expect(page.getByRole('heading', { name: hiCheckout.frame.title })).toBeVisible();
    await check('checkout', '[data-testid="order-total"]');
    await page.getByRole('button', { name: hiCheckout.enrol.pay.replace('{{amount}}', (series.finalPricePaise / 100).toFixed(2)) }).click();
    // Razorpay's sheet (its stand-in) is Razorpay's: it is not read either
    await page.getByRole('dialog', { name: 'Prepverse' }).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText(hiCheckout.message.paid)).toBeVisible();
    await expect(page).toHaveURL(`/hi/testseriesdetail/${series.testSeriesId}`);
    await expect(page.getByRole('heading', { name: hindiTitle, level: 1 })).toBeVisible();
    await check('the series', '[data-testid="series-test"]');

    // 4. the mock's instructions, Hindi by default, and the exam in Hindi
    await page.getByRole('link', { name: `${hiCatalogue.tests.start}: ${MOCK}` }).click();
    await expect(page.getByLabel(hiExam.language.chooseDefault)).toHaveValue('hi');
    await expectHindiPage(page, 'the instructions (phone)', content);
    await page.getByLabel(hiExam.instructions.agree).check();
    await page.getByRole('button', { name: hiExam.instructions.start }).click();
    await expect(questionHeading(page)).toHaveText('प्रश्न 1', { timeout: 15_000 });
    await expect(viewIn(page)).toHaveValue('hi');
    await expect(question(page).locator('div[lang="hi"]').first()).toBeVisible();
    await expectHindiPage(page, 'the exam, question 1 (phone)', content);
    await question(page).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: hiExam.actions.saveAndNext }).click();
    await expect(questionHeading(page)).toHaveText('प्रश्न 2');
    // question 2 read in English: the review opens it so
    const kept = page.waitForResponse((response) => response.url().endsWith('/language') && response.ok());
    await viewIn(page).selectOption('en');
    await kept;
    await expect(question(page).locator('div[lang="en"]').first()).toBeVisible();
    await expectHindiPage(page, 'the exam, question 2 read in English (phone)', content);
    await question(page).getByRole('radio').nth(0).check();
    await page.getByRole('button', { name: hiExam.actions.saveAndNext }).click();
    await expect(questionHeading(page)).toHaveText('प्रश्न 3');
    await question(page).getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: hiExam.actions.saveAndNext }).click();
    await expect(questionHeading(page)).toHaveText('प्रश्न 4');

    // on a phone Submit is in the palette's sheet
    await page.getByRole('button', { name: hiExam.sheet.open }).click();
    await expect(page.getByRole('dialog', { name: hiExam.sidebar.palette })).toBeVisible();
    await expectHindiPage(page, 'the palette sheet (phone)', content);
    await page.getByRole('button', { name: hiExam.sidebar.submitTest }).click();
    await expect(page.getByRole('dialog', { name: hiExam.submit.titleTest })).toBeVisible();
    await expectHindiPage(page, 'the submit dialog (phone)', content);
    await page.getByRole('button', { name: hiExam.submit.confirm }).click();

    // 5. the result and the review, each question in the language it was read in
    await expect(page.locator('#result-heading')).toHaveText(hiResult.heading.test, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: hiResult.parts.review })).toBeVisible();
    const reviewedIn = (number: number) => page.getByRole('combobox', { name: `${hiExam.language.viewIn} (प्रश्न ${number})` });
    await expect(reviewedIn(1)).toHaveValue('hi');
    await expect(reviewedIn(2)).toHaveValue('en');
    await expect(reviewedIn(3)).toHaveValue('hi');
    await expect(page.locator('#question-2 div[lang="en"]').first()).toBeVisible();
    await check('the result and its review', '#question-1');

    // 6. back to the series, My learning from the phone menu, and the performance report
    await page.getByRole('button', { name: hiResult.back.test }).click();
    await expect(page).toHaveURL(`/hi/testseriesdetail/${series.testSeriesId}`);
    await page.getByRole('banner').getByRole('button', { name: hiCommon.nav.openMenu }).click();
    await page.getByRole('navigation', { name: hiCommon.nav.mobile }).getByRole('link', { name: hiCommon.nav.myLearning }).click();
    await expect(page).toHaveURL(/\/mylearning$/);
    await expect(page.getByRole('heading', { name: hiDashboard.page.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: hindiTitle })).toBeVisible();
    await check('My learning', 'main article');
    await page.getByRole('tab', { name: hiDashboard.panel.myPerformance }).click();
    await expect(page).toHaveURL(/\/mylearning\?tab=performance$/);
    await check('the performance report', '[role="tabpanel"]');

    // a learner who is enrolled goes from checkout straight to the series: the second pass reads
    // checkout for another paid series
    for (const visited of pages) if (visited.name === 'checkout') visited.path = `/checkout/${userId}/${pro.testSeriesId}`;
    journey = { storageState: await context.storageState(), content, pages };
  });

  for (const pass of [
    { name: 'desktop', viewport: DESKTOP, lang: 'hi' },
    { name: 'phone, in English', viewport: PHONE, lang: 'en' },
    { name: 'desktop, in English', viewport: DESKTOP, lang: 'en' },
  ] as const) {
    test(`the same pages at ${pass.name} size`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      if (!journey) throw new Error('the journey did not finish');
      const { storageState, content, pages } = journey;
      const context = await browser.newContext({
        baseURL,
        viewport: pass.viewport,
        reducedMotion: 'reduce',
        storageState: { ...storageState, cookies: storageState.cookies.filter((cookie) => cookie.name !== 'lang') },
      });
      await context.addCookies([{ name: 'lang', value: pass.lang, url: baseURL! }]);
      const page = await context.newPage();
      const expectPage = async (shown: Page, name: string) => {
        const state = `${name} (${pass.name})`;
        if (pass.lang === 'hi') return expectHindiPage(shown, state, content);
        await expect(shown.locator('html')).toHaveAttribute('lang', 'en');
        await settled(shown);
        await expectAccessible(shown, state);
      };
      // the first page signed out, with the sign-in dialog; then the learner's pages
      const visitor = await browser.newContext({ baseURL, viewport: pass.viewport, reducedMotion: 'reduce' });
      const signedOut = await visitor.newPage();
      await openPage(signedOut, pass.lang === 'hi' ? '/hi' : '/');
      await expectPage(signedOut, 'the landing page, signed out');
      await signedOut
        .getByRole('banner')
        .getByRole('button', { name: pass.lang === 'hi' ? hiCommon.nav.register : 'Register' })
        .click();
      await expect(signedOut.getByRole('dialog')).toBeVisible();
      await expectPage(signedOut, 'the sign-in dialog');
      await visitor.close();

      for (const visited of pages) {
        await openPage(page, pass.lang === 'en' ? visited.path.replace(/^\/hi(\/|$)/, '/') : visited.path);
        await expect(page.locator(visited.ready).first()).toBeVisible();
        await expectPage(page, visited.name);
      }
      await context.close();
    });
  }
});
