import { expect, test, type Locator, type Page } from '@playwright/test';
import { enrolInPracticeSeries, optionByLetter, signInAsNewLearner, startFromInstructions, testPath } from './support/exam.ts';

// The exam's calculator never covers the question: a docked panel beside it on a desktop, a bottom
// sheet below it on a phone (with keys a finger can press). Its keys are one Tab stop.

async function openCalculator(page: Page, firstName: string): Promise<Locator> {
  const learner = await signInAsNewLearner(page, firstName);
  const series = await enrolInPracticeSeries(page, learner);
  await page.goto(testPath(learner, series, 'Easy Subject Test'));
  await startFromInstructions(page);
  await page.getByRole('button', { name: 'Calculator' }).click();
  const calculator = page.getByRole('dialog', { name: 'Scientific Calculator' });
  await expect(calculator).toBeVisible();
  await expect(calculator).toBeFocused();
  return calculator;
}

/** Option A's row: inside the window, and what is drawn at its centre is the option, not the calculator. */
async function expectOptionUncovered(page: Page, calculator: Locator) {
  const row = optionByLetter(page, 'A').locator('xpath=ancestor::label');
  await expect(row).toBeInViewport({ ratio: 1 });
  const atCentre = await row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(atCentre, 'option A is what is seen at its centre').toBe(true);
  const [option, panel] = await Promise.all([row.boundingBox(), calculator.boundingBox()]);
  if (!option || !panel) throw new Error('option A or the calculator has no box');
  const overlaps =
    option.x < panel.x + panel.width && panel.x < option.x + option.width && option.y < panel.y + panel.height && panel.y < option.y + option.height;
  expect(overlaps, 'option A and the calculator do not overlap').toBe(false);
}

/** Tab presses from the focused calculator until `target` has focus (fails after 20). */
async function tabsTo(page: Page, target: Locator): Promise<number> {
  for (let presses = 1; presses <= 20; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error('not reached in 20 Tabs');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calculator opens as a bottom sheet below the question, with keys of 44 px and more', async ({ page }) => {
    const calculator = await openCalculator(page, 'Pia');
    const box = await calculator.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeCloseTo(844, 0);
    expect(box!.height).toBeLessThanOrEqual(844 / 2 + 1);
    await expectOptionUncovered(page, calculator);

    const keys = calculator.getByRole('grid', { name: 'Calculator keys' }).getByRole('button');
    for (const name of ['7', 'multiply', 'equals', 'memory clear', 'sine']) {
      const key = calculator.getByRole('button', { name: new RegExp(`^(\\w+, )?${name}$`) });
      await key.scrollIntoViewIfNeeded();
      const size = await key.boundingBox();
      expect(size, name).not.toBeNull();
      expect(size!.width, `${name} key width`).toBeGreaterThanOrEqual(44);
      expect(size!.height, `${name} key height`).toBeGreaterThanOrEqual(44);
    }
    expect(await keys.count()).toBe(59);

    // a tapped sum still works, and the last option and Save & Next stay in reach: scrolled to the end,
    // the page shows them above the sheet
    for (const name of ['7', 'multiply', '6', 'equals']) await calculator.getByRole('button', { name, exact: true }).click();
    await expect(calculator.getByRole('status', { name: 'Result' })).toHaveText('42');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const sheetTop = (await calculator.boundingBox())!.y;
    for (const below of [optionByLetter(page, 'D').locator('xpath=ancestor::label'), page.getByRole('button', { name: 'Save & Next' })]) {
      await expect(below).toBeInViewport({ ratio: 1 });
      const { y, height } = (await below.boundingBox())!;
      expect(y + height).toBeLessThanOrEqual(sheetTop);
    }

    await calculator.getByRole('button', { name: 'Close calculator' }).click();
    await expect(calculator).toBeHidden();
    await expect(page.getByRole('button', { name: 'Calculator', exact: true })).toBeFocused();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the calculator docks beside the question; its keys are one Tab stop; Escape closes it', async ({ page }) => {
    const calculator = await openCalculator(page, 'Dev');
    await expectOptionUncovered(page, calculator);
    const question = page.getByRole('region', { name: 'Question', exact: true });
    const [questionBox, panelBox] = await Promise.all([question.boundingBox(), calculator.boundingBox()]);
    expect(panelBox!.x).toBeGreaterThanOrEqual(questionBox!.x + questionBox!.width - 1);

    // typing still goes to the calculator
    await page.keyboard.type('12*3');
    await page.keyboard.press('Enter');
    await expect(calculator.getByRole('status', { name: 'Result' })).toHaveText('36');

    // move, close, Deg/Rad, keys: four stops, then the palette and Submit
    const submit = page.getByRole('button', { name: 'Submit Test' });
    const presses = await tabsTo(page, submit);
    expect(presses).toBeLessThanOrEqual(12);

    // back into the keys: arrows move, Enter presses
    await calculator.focus();
    const seven = calculator.getByRole('button', { name: '7', exact: true });
    await tabsTo(page, seven);
    await page.keyboard.press('ArrowRight');
    await expect(calculator.getByRole('button', { name: '8', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(calculator.getByRole('button', { name: '5', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calculator.getByRole('status', { name: 'Result' })).toHaveText('5');
    await page.keyboard.press('Escape');
    await expect(calculator).toBeHidden();
    await expect(page.getByRole('button', { name: 'Calculator', exact: true })).toBeFocused();
  });
});
