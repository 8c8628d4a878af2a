import { expect, test, type Page } from '@playwright/test';
import { enrolInPracticeSeries, option, signInAsNewLearner, startFromInstructions, testPath } from './support/exam.ts';

// The e2e fixtures' 'Question Types Test': 1 an MCQ (Aptitude, 1 mark, key '56'); in Technical
// 2 an MSQ (2 marks, key '2' and '7'), 3 a NAT (2 marks, key -2.5), 4 a NAT (1 mark, key 128).

const SHOTS = process.env.QUESTION_TYPE_SHOTS; // a folder: the journey leaves its screenshots there

const checkbox = (page: Page, text: string) => page.getByRole('checkbox', { name: new RegExp(`^Option [A-Z]:\\s*${text}$`) });
const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });
const key = (page: Page, name: string) => page.getByRole('group', { name: /^Keypad for question/ }).getByRole('button', { name, exact: true });
const saveAndNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();
const heading = (page: Page, number: number) => page.getByRole('heading', { name: `Question ${number}`, exact: true });

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('a learner answers an MCQ, an MSQ and two NATs (keypad and keyboard), reloads, keeps them, and is graded right', async ({ page }) => {
      // four answers, a reload and the whole graded review: more than a minute when the machine is busy
      test.setTimeout(120_000);
      const learner = await signInAsNewLearner(page, 'Ishaan');
      const series = await enrolInPracticeSeries(page, learner);
      await page.goto(testPath(learner, series, 'Question Types Test'));

      // the paper's own marking, in the instructions
      await expect(page.getByText('A wrong answer to a multiple-choice question (MCQ) costs one third of its marks', { exact: false })).toBeVisible();
      await expect(page.getByText(/A multiple-select question \(MSQ\) earns its marks only when exactly the correct options are chosen/)).toBeVisible();
      await startFromInstructions(page);

      // 1: the MCQ
      await option(page, '56').check();
      await saveAndNext(page);

      // 2: the MSQ, two boxes
      await expect(heading(page, 2)).toBeVisible();
      await expect(page.getByTitle('Multiple select (one or more answers)')).toBeVisible();
      await checkbox(page, '2').check();
      await checkbox(page, '7').check();
      await expect(checkbox(page, '4')).not.toBeChecked();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/msq-${device}.png`, fullPage: true });
      await saveAndNext(page);

      // 3: the NAT on the keypad: a minus only at the start, one point
      await expect(heading(page, 3)).toBeVisible();
      for (const name of ['Minus', '2', 'Minus', 'Decimal point', '5', 'Decimal point']) await key(page, name).click();
      await expect(answerBox(page)).toHaveValue('-2.5');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/nat-${device}.png`, fullPage: true });
      await saveAndNext(page);

      // 4: the other NAT by the physical keyboard, with a slip put right
      await expect(heading(page, 4)).toBeVisible();
      await answerBox(page).click();
      await page.keyboard.type('12x9');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('8');
      await expect(answerBox(page)).toHaveValue('128');
      await saveAndNext(page);

      // the Question Paper shows the section to read, and Escape closes it
      await page.getByRole('button', { name: 'Question Paper' }).click();
      const paper = page.getByRole('dialog', { name: 'Question Paper: General Aptitude' });
      await expect(paper.getByText('What is')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(paper).toBeHidden();

      // a reload keeps every answer, whichever way it was given
      await page.reload();
      await expect(heading(page, 1)).toBeVisible({ timeout: 15_000 });
      await expect(option(page, '56')).toBeChecked();
      await saveAndNext(page);
      await expect(checkbox(page, '2')).toBeChecked();
      await expect(checkbox(page, '7')).toBeChecked();
      await expect(checkbox(page, '9')).not.toBeChecked();
      await saveAndNext(page);
      await expect(answerBox(page)).toHaveValue('-2.5');
      await saveAndNext(page);
      await expect(answerBox(page)).toHaveValue('128');

      // Submit sits in the palette sheet on a phone
      const submit = page.getByRole('button', { name: 'Submit Test' });
      if (!(await submit.isVisible())) await page.getByRole('button', { name: 'Palette' }).click();
      await submit.click();
      const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
      await expect(dialog).toContainText('Once submitted');
      await expect(dialog).not.toContainText('still without an answer');
      await dialog.getByRole('button', { name: 'Yes, submit' }).click();

      // +1 +2 +2 +1: every answer right, 6 of 6
      await expect(page.getByText('Test submitted! Your score: 6/6')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible();
    });
  });
}
