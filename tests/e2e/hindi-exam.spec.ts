// The exam in Hindi (issue 30, docs/decisions/034): a learner switches the interface to Hindi, opens
// the bilingual UGC NET Paper 1 mock, chooses Hindi as the default language on its instructions,
// answers in Hindi, switches one question to English, and after a reload finds every choice kept;
// axe reads the exam view and the result in Hindi.
import { expect, test, type Page } from '@playwright/test';
import hi from '../../src/web/i18n/locales/hi/exam.json' with { type: 'json' };
import hiResult from '../../src/web/i18n/locales/hi/result.json' with { type: 'json' };
import { expectAccessible } from './support/axe.ts';
import { openPage } from './support/open-page.ts';
import { buyNetSeries, NET_SERIES, seriesByTitle } from './support/series.ts';
import { newLearner, sessionUserId, signInAs } from './support/sign-in.ts';

const NET = NET_SERIES;
const MOCK = 'UGC NET Paper 1 Mock Test';

const heading = (page: Page) => page.locator('#question-heading');
const article = (page: Page) => page.locator('article[aria-labelledby="question-heading"]');
const viewIn = (page: Page) => page.getByLabel(hi.language.viewIn);
const paletteButton = (page: Page, number: number) =>
  page.getByRole('navigation', { name: hi.sidebar.palette }).getByRole('button', { name: new RegExp(`^प्रश्न ${number}, `) });

test('a learner takes the UGC NET mock in Hindi, reads one question in English, and a reload keeps both', async ({ page }) => {
  // a long journey: a purchase, an exam with a reload, a result, and axe twice
  test.setTimeout(120_000);
  const series = await seriesByTitle(page, NET);
  await signInAs(page, newLearner('Priya'));
  const userId = await sessionUserId(page);
  await buyNetSeries(page);

  // the interface in Hindi, from the header's switch
  await openPage(page, '/testseries');
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  const detail = await page.request.get(`/api/testseries/getActiveTests/${series.testSeriesId}/${userId}`);
  const { testSeries } = (await detail.json()) as { testSeries: { tests: { _id: string; title: string }[] } };
  const mock = testSeries.tests.find((item) => item.title === MOCK);
  if (!mock) throw new Error(`The demo series has no ${MOCK}`);
  const path = `/givetest/${userId}/${series.testSeriesId}/${mock._id}`;
  await openPage(page, path);

  // the instructions: the default language is the interface's, and Hindi is chosen before starting
  const choice = page.getByLabel(hi.language.chooseDefault);
  await expect(choice).toHaveValue('hi');
  await choice.selectOption('en');
  await choice.selectOption('hi');
  await page.getByLabel(hi.instructions.agree).check();
  await page.getByRole('button', { name: hi.instructions.start }).click();
  await expect(page.getByText(hi.loader.hall)).toBeVisible();
  await expect(heading(page)).toHaveText('प्रश्न 1', { timeout: 15_000 });

  // question 1 in Hindi (lang="hi" for the Devanagari fonts), answered with its second option
  await expect(viewIn(page)).toHaveValue('hi');
  await expect(article(page).locator('div[lang="hi"]').first()).toBeVisible();
  await expectAccessible(page, 'the exam view in Hindi');
  await article(page).getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: hi.actions.saveAndNext }).click();
  await expect(heading(page)).toHaveText('प्रश्न 2');

  // question 2 switched to English: the change is kept with the attempt
  await expect(viewIn(page)).toHaveValue('hi');
  const kept = page.waitForResponse((response) => response.url().endsWith('/language') && response.ok());
  await viewIn(page).selectOption('en');
  await kept;
  await expect(article(page).locator('div[lang="hi"]')).toHaveCount(0);
  await expect(paletteButton(page, 1)).toHaveAccessibleName(`प्रश्न 1, ${hi.status.answered}`);
  // the answer reached the server before the reload
  await expect
    .poll(async () => {
      const body = (await (await page.request.get(`/api/testseries/getTest/${userId}/${series.testSeriesId}/${mock._id}`)).json()) as {
        attempt: { answers: Record<string, { answer: unknown }> };
      };
      return Object.values(body.attempt.answers).filter((saved) => saved.answer === 1).length;
    })
    .toBe(1);

  // a reload opens the exam as the learner left it: question 2 in English, the others in Hindi
  await page.reload();
  await expect(heading(page)).toHaveText('प्रश्न 2', { timeout: 15_000 });
  await expect(viewIn(page)).toHaveValue('en');
  await expect(article(page).locator('div[lang="hi"]')).toHaveCount(0);
  await paletteButton(page, 1).click();
  await expect(heading(page)).toHaveText('प्रश्न 1');
  await expect(viewIn(page)).toHaveValue('hi');
  await expect(article(page).locator('div[lang="hi"]').first()).toBeVisible();
  await expect(article(page).getByRole('radio').nth(1)).toBeChecked();
  await paletteButton(page, 3).click();
  await expect(viewIn(page)).toHaveValue('hi');

  // submit, and the result reads Hindi: its heading, its parts and the one correct-or-not answer
  await page.getByRole('button', { name: hi.sidebar.submitTest }).click();
  await page.getByRole('button', { name: hi.submit.confirm }).click();
  await expect(page.locator('#result-heading')).toHaveText(hiResult.heading.test, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: hiResult.parts.metrics })).toBeVisible();
  await expect(page.getByRole('heading', { name: hiResult.parts.review })).toBeVisible();
  await expect(page.getByText(hiResult.header.score, { exact: true }).first()).toBeVisible();
  // and a reload of the result stays in Hindi
  await page.reload();
  await expect(page.locator('#result-heading')).toHaveText(hiResult.heading.test, { timeout: 15_000 });
  await expectAccessible(page, 'the result in Hindi');
});
