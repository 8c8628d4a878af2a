// The admin journey of issue 10: a creator writes a series with a test and its questions (one with
// LaTeX), a master publishes it, and a learner finds it on /testseries, enrols and sees the question
// rendered as the creator's preview showed it. It runs after the learner specs (playwright.config.ts),
// since it adds a series to the listing they count.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newLearner, signInAs, signInAsDemo } from './support/sign-in.ts';
import { startFromInstructions } from './support/exam.ts';

const LATEX_TEXT = 'Evaluate the integral\n\n$$\\int_0^1 x^2 \\, dx$$';

/** Fills the question editor: text, four options, the right one, an explanation. */
async function writeQuestion(page: Page, text: string, options: string[], correct: number) {
  await page.getByRole('textbox', { name: 'Question text' }).fill(text);
  for (const [index, option] of options.entries()) {
    await page.getByRole('textbox', { name: `Option ${String.fromCharCode(65 + index)}`, exact: true }).fill(option);
  }
  await page.getByLabel(`Option ${String.fromCharCode(65 + correct)} is the correct answer`).check();
  await page.getByRole('textbox', { name: 'Explanation text' }).fill(`Because option ${String.fromCharCode(65 + correct)} is right.`);
}

/** What KaTeX drew for the display formula, as text a person could compare. */
const formulaIn = (scope: Locator) => scope.locator('.katex .katex-mathml annotation').first();

test('a creator writes a series, a master publishes it, and a learner sees the question as previewed', async ({ browser }) => {
  // two people's whole sessions in one test: about 55 s on a 2-core machine, close to the default minute
  test.setTimeout(120_000);
  const title = `GATE DA Calculus Drill ${Date.now().toString(36)}`;

  // ---- the creator: the series, with its card previewed live
  const creator = await signInAsDemo(browser, 'Meera Nair', '/admin');
  await creator.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Test series' }).click();
  await creator.getByRole('link', { name: 'New series' }).click();
  await creator.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await creator.getByLabel('Exam', { exact: true }).fill('GATE DA');
  await creator.getByLabel('Exam year').fill('2027');
  await creator.getByLabel('Price (₹)').fill('0');
  await creator.getByRole('textbox', { name: 'Description' }).fill('Integrals, limits and series, **step by step**.');
  const card = creator.getByRole('group', { name: 'Card preview' });
  await expect(card).toContainText(title);
  await expect(card.getByTestId('final-price')).toHaveText('FREE');
  await creator.getByRole('button', { name: 'Create series' }).click();
  await expect(creator).toHaveURL(/\/admin\/series\/[0-9a-f-]{36}$/);

  // ---- its easy test, from the preset
  await creator.getByRole('button', { name: 'Add test' }).click();
  await creator.getByRole('radio', { name: /Easy Subject Test/ }).check();
  await expect(creator.getByLabel('Test title')).toHaveValue('Easy Subject Test');
  await creator.getByRole('button', { name: 'Create test' }).click();
  await expect(creator).toHaveURL(/\/admin\/series\/[0-9a-f-]{36}\/tests\/[0-9a-f-]{36}$/);
  const testPage = creator.url();

  // ---- two questions written in place; the first with a formula, previewed as the exam shows it
  await creator.getByRole('link', { name: 'Write a new question' }).click();
  await writeQuestion(creator, LATEX_TEXT, ['$\\frac{1}{2}$', '$\\frac{1}{3}$', '$1$', '$\\frac{2}{3}$'], 1);
  await creator.getByRole('tab', { name: 'In the exam' }).click();
  const preview = creator.getByRole('tabpanel', { name: 'In the exam' });
  await expect(formulaIn(preview)).toHaveText('\\int_0^1 x^2 \\, dx');
  const previewed = (await preview.locator('.katex').first().innerText()).replace(/\s+/g, ' ');
  await creator.getByRole('button', { name: 'Save and add to test' }).click();
  await expect(creator).toHaveURL(testPage);

  await creator.getByRole('link', { name: 'Write a new question' }).click();
  await writeQuestion(
    creator,
    'Which of these functions is continuous everywhere on the real line?',
    ['$|x|$', '$1/x$', '$\\tan x$', '$\\lfloor x \\rfloor$'],
    0,
  );
  await creator.getByRole('button', { name: 'Save and add to test' }).click();
  await expect(creator).toHaveURL(testPage);
  await expect(creator.getByText('Evaluate the integral')).toBeVisible();
  await expect(creator.getByText('Which of these functions is continuous')).toBeVisible();

  // a creator writes drafts; publishing is a master's, once each question is reviewed: she sees which wait, with links
  await expect(creator.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await creator.getByRole('button', { name: '2 questions to review first' }).click();
  const waiting = creator.getByRole('alertdialog', { name: 'Questions to review first' });
  await expect(waiting.getByRole('link', { name: /^Open question \d$/ })).toHaveCount(2);
  await expect(waiting.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await waiting.getByRole('button', { name: 'Close' }).click();

  // ---- the master's Publish lists the two drafts; he opens one, approves both in place, then publishes the test and the series
  const master = await signInAsDemo(browser, 'Kabir Das', new URL(testPage).pathname);
  await master.getByRole('button', { name: 'Publish' }).click();
  const review = master.getByRole('alertdialog', { name: 'Review these questions before publishing' });
  const listed = review.getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText('Draft, not reviewed');
  await expect(review.getByRole('link', { name: 'Open question 1' })).toHaveAttribute('href', /^\/admin\/questions\/[0-9a-f-]{36}\?back=/);
  for (const number of [1, 2]) await review.getByRole('button', { name: `Approve question ${number}` }).click();
  await expect(listed).toHaveCount(0);
  await review.getByRole('button', { name: 'Publish the test' }).click();
  await expect(review).toBeHidden();
  await expect(master.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await master.getByRole('link', { name: title }).click();
  await expect(master.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(master).toHaveURL(/\/admin\/series\/[0-9a-f-]{36}$/);
  await master.getByRole('button', { name: 'Publish' }).click();
  await expect(master.getByText(/Published: learners can now find this series/)).toBeVisible();

  // ---- a learner finds it, enrols and sees the question as it was previewed
  const learnerPage = await (await browser.newContext()).newPage();
  await signInAs(learnerPage, newLearner('Tara'));
  const listing = learnerPage.getByRole('article', { name: title });
  await expect(listing.getByTestId('final-price')).toHaveText('FREE');
  await listing.getByRole('button', { name: 'Enroll Now' }).click();
  await learnerPage.getByRole('button', { name: 'Register for Free' }).click();
  await expect(learnerPage.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 10_000 });
  await learnerPage.getByRole('link', { name: 'Start test: Easy Subject Test' }).click();
  await startFromInstructions(learnerPage);
  const question = learnerPage.getByRole('article').filter({ has: learnerPage.getByRole('heading', { name: 'Question 1', exact: true }) });
  await expect(question).toContainText('Evaluate the integral');
  await expect(formulaIn(question)).toHaveText('\\int_0^1 x^2 \\, dx');
  expect((await question.locator('.katex').first().innerText()).replace(/\s+/g, ' ')).toBe(previewed);
  await expect(learnerPage.getByRole('radio', { name: /^Option B:/ })).toBeVisible();
});
