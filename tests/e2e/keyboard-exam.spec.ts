import { expect, test, type Locator, type Page } from '@playwright/test';
import { enrolInAccessibilitySeries, findCatalog, TEST_TITLES } from './support/a11y-fixtures.ts';
import { option, paletteButton } from './support/exam.ts';
import { signInAsNewLearner } from './support/sign-in.ts';
import { openPage } from './support/open-page.ts';

// A whole test with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and typing; from the
// instructions to the result no mouse or touch event reaches the page (checked at the end). Uses the
// accessibility series' 'Keyboard Run Test' (Aptitude 1-3, Technical 4-6; keys 1 '56', 2 'Quick',
// 3 '32', 4 '9', 5 option C for 2 marks, 6 'Queue').

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/**
 * The focused element shows where it is: it matches :focus-visible and draws an outline of 2 px or more
 * (or a ring), and nothing covers it (WCAG 2.4.7 and 2.4.11).
 */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const seen = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      focusVisible: element.matches(':focus-visible'),
      indicator: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none',
      uncovered: onTop !== null && (element === onTop || element.contains(onTop)),
    };
  });
  expect(seen, 'the focused element shows a focus indicator and is not covered').toEqual({ focusVisible: true, indicator: true, uncovered: true });
}

/** In a radio group that has focus, arrows move through the options (choosing each) until `target` is chosen. */
async function arrowTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 6 && !(await target.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
  await expectVisibleFocus(target);
}

test('a learner takes a whole test with the keyboard alone, from the instructions to the result', async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await signInAsNewLearner(page, 'Keya');
  const ids = await enrolInAccessibilitySeries(page, learner.id, await findCatalog(page.request), TEST_TITLES.keyboard);
  await page.goto(`/givetest/${learner.id}/${ids.seriesId}/${ids.testId}`);
  await expect(page.getByRole('heading', { name: TEST_TITLES.keyboard })).toBeVisible();
  // from here on the keyboard only: count any pointer that reaches the page
  await page.evaluate(() => {
    const counted = { pointer: 0 };
    Object.assign(window, { pointerUse: counted });
    for (const type of ['pointerdown', 'mousedown', 'touchstart']) document.addEventListener(type, () => (counted.pointer += 1), true);
  });

  // the instructions: tick the agreement with Space, start with Enter
  const agree = page.getByRole('checkbox', { name: /I have read and understood the instructions/ });
  await tabTo(page, agree);
  await expectVisibleFocus(agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  const start = page.getByRole('button', { name: 'Start Test' });
  await tabTo(page, start);
  await expectVisibleFocus(start);
  await page.keyboard.press('Enter');

  // the exam opens with focus on the question, so the next Tab is its first option
  const heading = page.getByRole('heading', { name: 'Question 1', exact: true });
  await expect(heading).toBeFocused({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^Option A:/ })).toBeFocused();
  await arrowTo(page, option(page, '56'));
  await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, answered');

  // Save & Next keeps focus on itself, and the new question is announced
  const saveAndNext = page.getByRole('button', { name: 'Save & Next' });
  await tabTo(page, saveAndNext);
  await expectVisibleFocus(saveAndNext);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 2', exact: true })).toBeVisible();
  await expect(saveAndNext).toBeFocused();
  await expect(page.getByText('Question 2 of 6, General Aptitude section')).toBeAttached();

  // question 2: back into the options, answer, Mark for Review & Next
  await tabTo(page, page.getByRole('radio', { name: /^Option [A-D]:/ }).last(), { backwards: true });
  await arrowTo(page, option(page, 'Quick'));
  const markAndNext = page.getByRole('button', { name: 'Mark for Review & Next' });
  await tabTo(page, markAndNext);
  await expectVisibleFocus(markAndNext);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 3', exact: true })).toBeVisible();
  await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, answered and marked for review');

  // question 3: choose, then Clear Response with Space, then mark it
  await tabTo(page, page.getByRole('radio', { name: /^Option [A-D]:/ }).last(), { backwards: true });
  await arrowTo(page, option(page, '18'));
  const clear = page.getByRole('button', { name: 'Clear Response' });
  await tabTo(page, clear);
  await expectVisibleFocus(clear);
  await page.keyboard.press('Space');
  await expect(option(page, '18')).not.toBeChecked();
  await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, not answered');
  await tabTo(page, markAndNext, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 4', exact: true })).toBeVisible();
  await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, marked for review');

  // the palette is one Tab stop, on the current question; arrows move, Enter opens
  const current = paletteButton(page, 4);
  await tabTo(page, current);
  await expect(current).toHaveAccessibleName('Question 4, not answered');
  await expectVisibleFocus(current);
  await page.keyboard.press('ArrowRight');
  await expectVisibleFocus(paletteButton(page, 5));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 5', exact: true })).toBeVisible();
  await expect(paletteButton(page, 5)).toBeFocused();
  await page.keyboard.press('Home');
  await expectVisibleFocus(paletteButton(page, 1));
  await page.keyboard.press('End');
  await expectVisibleFocus(paletteButton(page, 6));
  // Tab leaves the palette in one step: the legend has nothing to focus, the instructions come next
  await page.keyboard.press('Tab');
  const instructions = page.getByRole('button', { name: 'Instructions' });
  await expectVisibleFocus(instructions);
  await page.keyboard.press('Enter');
  await expect(instructions).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/A wrong answer to a multiple-choice question \(MCQ\) costs one third of its marks/).last()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(instructions).toHaveAttribute('aria-expanded', 'false');

  // question 5 (still open): option C, for 2 marks
  await tabTo(page, page.getByRole('radio', { name: /^Option [A-D]:/ }).last(), { backwards: true });
  await arrowTo(page, page.getByRole('radio', { name: /^Option C:/ }));
  await expect(paletteButton(page, 5)).toHaveAccessibleName('Question 5, answered');

  // the calculator: open from the header, type, move it, use its keys by keyboard, close it
  const calculatorToggle = page.getByRole('button', { name: 'Calculator' });
  await tabTo(page, calculatorToggle, { backwards: true });
  await expectVisibleFocus(calculatorToggle);
  await page.keyboard.press('Enter');
  const calculator = page.getByRole('dialog', { name: 'Scientific Calculator' });
  await expect(calculator).toBeFocused();
  await expectVisibleFocus(calculator);
  await page.keyboard.type('12*3');
  await page.keyboard.press('Enter');
  await expect(calculator.getByRole('status', { name: 'Result' })).toHaveText('36');
  // Tab reaches its buttons; Enter presses them (here: move it across the question, then square root of 36)
  const move = calculator.getByRole('button', { name: 'Move calculator to the other side' });
  await tabTo(page, move);
  await expectVisibleFocus(move);
  const leftBefore = await calculator.evaluate((element) => element.getBoundingClientRect().left);
  await page.keyboard.press('Enter');
  await expect.poll(() => calculator.evaluate((element) => element.getBoundingClientRect().left)).toBeLessThan(leftBefore - 200);
  // the keys are one Tab stop: Tab lands on 7, the arrows go on to the key wanted
  const seven = calculator.getByRole('button', { name: '7', exact: true });
  await tabTo(page, seven, { limit: 4 });
  await expectVisibleFocus(seven);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  const squareRoot = calculator.getByRole('button', { name: 'square root' });
  await expectVisibleFocus(squareRoot);
  await page.keyboard.press('Enter');
  await expect(calculator.getByRole('status', { name: 'Result' })).toHaveText('6');
  // Escape closes it, from wherever focus is inside it
  await page.keyboard.press('Escape');
  await expect(calculator).toBeHidden();
  await expect(calculatorToggle).toBeFocused();

  // Submit: the confirmation opens on Keep working; Escape closes it and gives focus back
  const submit = page.getByRole('button', { name: 'Submit Test' });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(confirm).toBeVisible();
  await expectVisibleFocus(confirm.getByRole('button', { name: 'Keep working' }));
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expectVisibleFocus(submit);
  // focus stays inside the open dialog: Tab goes round its two buttons
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Keep working' })).toBeFocused();
  await page.keyboard.press('Tab');
  const yes = confirm.getByRole('button', { name: 'Yes, submit' });
  await expectVisibleFocus(yes);
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Keep working' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  // +1 +1 +2 for three right answers, nothing wrong: 4 of 7; focus starts on the result
  await expect(page.getByText('Test submitted! Your score: 4/7')).toBeVisible();
  const result = page.getByRole('heading', { name: 'Test Performance Analysis' });
  await expect(result).toBeFocused();
  const back = page.getByRole('button', { name: 'Back to the test series' });
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(back);

  expect(await page.evaluate(() => (window as unknown as { pointerUse: { pointer: number } }).pointerUse.pointer)).toBe(0);
});

test("the site's dialogs give focus back to the button that opened them", async ({ page }) => {
  // up to 160 key presses, each checked: about 30 s on a 2-core machine, over a minute when it is busy
  test.setTimeout(120_000);
  await openPage(page, '/testseries');
  // read more: Enter opens, Escape closes, focus is back on the card's button
  const readMore = page.getByRole('button', { name: 'Read more about GATE CS 2027 Pro Mock Series' });
  await tabTo(page, readMore, { limit: 80 });
  await expectVisibleFocus(readMore);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'GATE CS 2027 Pro Mock Series' });
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expectVisibleFocus(readMore);

  // sign-in: Register opens it, Close closes it, focus is back on Register
  const register = page.getByRole('button', { name: 'Register' });
  await tabTo(page, register, { backwards: true, limit: 80 });
  await page.keyboard.press('Enter');
  const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(signIn).toBeVisible();
  await tabTo(page, signIn.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(signIn).toBeHidden();
  await expectVisibleFocus(register);
});
