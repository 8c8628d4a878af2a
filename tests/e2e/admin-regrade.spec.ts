// Issue 26's journey: a learner reports the key of a question in their result, a master opens the
// report, regrades the paper after a dry run, and the learner sees the new score and is told why.
// In the admin project (playwright.config.ts), after the learner specs: the regrade changes the
// practice series' Full Subject Test for every attempt of it, and none of them reads it afterwards.
import { expect, test } from '@playwright/test';
import { enrolInPracticeSeries, option, signInAsNewLearner, startFromInstructions, testPath } from './support/exam.ts';
import { signInAsDemo } from './support/sign-in.ts';

test('a learner reports a wrong key, the master regrades, and the learner sees the new score and the notice', async ({ page, browser }) => {
  // two people's sessions and a whole test: about a minute on a 2-core machine
  test.setTimeout(150_000);

  // ---- the learner takes the test and answers question 1 (7 × 8) with 54, the key says 56
  const learner = await signInAsNewLearner(page, 'Rohan');
  const series = await enrolInPracticeSeries(page, learner);
  await page.goto(testPath(learner, series, 'Full Subject Test'));
  await startFromInstructions(page);
  await option(page, '54').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  // a wrong 1-mark MCQ costs a third of a mark
  await expect(page.getByText('Test submitted! Your score: −0.33/7')).toBeVisible();
  const resultUrl = page.url();

  // ---- from the solutions: 'Report this question', the key is wrong
  const report = page.getByRole('button', { name: 'Report this question (question 1)' });
  await expect(report).toBeVisible({ timeout: 15_000 });
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Report question 1' });
  await dialog.getByRole('radio', { name: /The answer key is wrong/ }).check();
  await dialog.getByRole('textbox', { name: /Anything to add\?/ }).fill('The question can be read as 7 × 8 minus 2, which is 54.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Reported');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: 'Reported (question 1)' })).toBeDisabled();

  // ---- the master finds the report in the review queue and follows it to the regrade screen
  const master = await signInAsDemo(browser, 'Kabir Das', '/admin/review');
  await master
    .getByRole('navigation', { name: 'Review queue' })
    .getByRole('link', { name: /Reports/ })
    .click();
  const group = master.getByRole('article').filter({ hasText: learner.name });
  await expect(group).toBeVisible();
  await expect(group).toContainText('The question can be read as 7 × 8 minus 2');
  await group.getByRole('radio', { name: /Regraded/ }).check();
  await group.getByRole('link', { name: /Regrade in ‘Full Subject Test’/ }).click();
  await expect(master.getByRole('heading', { name: 'Regrade question 1' })).toBeVisible();

  // void it for full marks to everyone, after a dry run that names the learner
  await master.getByRole('radio', { name: /Void: full marks to everyone/ }).check();
  await master.getByLabel('Reason').fill('The question could be read two ways: everyone gets its mark.');
  await master.getByRole('button', { name: 'Dry run' }).click();
  const changes = master.getByRole('table', { name: 'Attempts whose score changes' });
  const row = changes.getByRole('row').filter({ hasText: learner.name });
  // the table writes a negative score with a true minus sign: −0.33 before, 1 after
  await expect(row.getByRole('cell')).toContainText([learner.name, '−0.33', '1']);
  await master.getByRole('button', { name: /^Regrade \d+ attempts?$/ }).click();
  await master
    .getByRole('alertdialog', { name: /^Regrade \d+ attempts?\?$/ })
    .getByRole('button', { name: 'Regrade' })
    .click();
  await expect(master.getByText(/Question 1 regraded\./)).toBeVisible();

  // ---- the learner: the new score on the result, and the notice saying what changed and why
  await page.goto(resultUrl);
  await expect(page.getByText('Voided: full marks to everyone.', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^1\s*\/\s*7$/).first()).toBeVisible();
  await page.goto('/notification');
  const forYou = page.getByRole('region', { name: 'For you' });
  await expect(forYou).toBeVisible();
  await expect(forYou).toContainText('Full Subject Test');
  await expect(forYou).toContainText('1 unread');
});
