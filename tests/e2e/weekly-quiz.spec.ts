import { expect, test, type Locator, type Page } from '@playwright/test';
import { legendCount, option, paletteButton, secondsLeft } from './support/exam.ts';
import { openPage } from './support/open-page.ts';
import { chooseNewIdentity, newLearner, signInAsNewLearner } from './support/sign-in.ts';

// The e2e fixtures' open quizzes (exam 'GATE'), one attempt per learner, so every test signs in anew.
// 'E2E Weekly Quiz', 10 minutes, shown Aptitude first: 1 '56', 2 'Quick', 3 '9', 4 option C, 5 'Queue'.
// 'E2E Quick Quiz', 20 seconds: 1 '56', 2 '9'.

/** A palette colour as a person names it, from the computed oklch() colour (Tailwind 4) by chroma and hue. */
function colourName(color: string): string {
  const match = /oklch\(\s*[\d.]+%?\s+([\d.]+)\s+([\d.]+)/.exec(color);
  if (!match) return `unknown: ${color}`;
  const [chroma, hue] = [Number(match[1]), Number(match[2])];
  if (chroma < 0.05) return 'grey';
  if (hue >= 120 && hue <= 180) return 'green';
  if (hue >= 35 && hue <= 75) return 'orange';
  if (hue >= 280 && hue <= 320) return 'purple';
  if (hue <= 30 || hue >= 330) return 'red';
  return `other: ${color}`;
}

const paletteColour = (page: Page, number: number) =>
  paletteButton(page, number)
    .locator('[data-status]')
    .evaluate((element) => getComputedStyle(element).backgroundColor)
    .then(colourName);

const quizCard = (page: Page, title: string): Locator => page.getByRole('article', { name: title });

async function startFromList(page: Page, title: string) {
  await page.goto('/weeklyquiz');
  await quizCard(page, title)
    .getByRole('link', { name: `Start ${title}` })
    .click();
  await expect(page.getByText('The test is starting now!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();
}

test('a learner takes the weekly quiz to its result, in the quiz palette colours', async ({ page }) => {
  const learner = await signInAsNewLearner(page, 'Diya', '/weeklyquiz');
  const card = quizCard(page, 'E2E Weekly Quiz');
  await expect(card.getByText('5 questions')).toBeVisible();
  await expect(card.getByRole('timer')).toContainText('Closes in');
  await startFromList(page, 'E2E Weekly Quiz');

  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/weeklyquiz');
  expect(await secondsLeft(page)).toBeGreaterThan(9 * 60);
  await expect(page.getByRole('complementary').getByText(learner.email)).toBeVisible();
  await expect(page.getByText('GATE STD.')).toBeVisible();

  // 1 right, 2 marked without an answer, 3 wrong; 4 opened and left, 5 never visited
  await option(page, '56').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await option(page, '10').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 4', exact: true })).toBeVisible();

  await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, answered');
  expect(await paletteColour(page, 1)).toBe('green');
  expect(await paletteColour(page, 2)).toBe('purple');
  expect(await paletteColour(page, 4)).toBe('orange');
  expect(await paletteColour(page, 5)).toBe('grey');
  await expect(legendCount(page, 'Answered')).toContainText('2');
  await expect(legendCount(page, 'Not Visited')).toContainText('1');

  // paste is blocked on quizzes, unlike tests (SPEC §5)
  await page.keyboard.press('Control+V');
  await expect(page.getByText('This action is disabled during the quiz.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await page.getByRole('dialog', { name: 'Submit the quiz?' }).getByRole('button', { name: 'Yes, submit' }).click();
  // +1 for the right one, -0.33 for the wrong one, of 5
  await expect(page.getByText('Quiz submitted! Your score: 0.67/5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quiz Performance Analysis' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(/Rank \d+ of \d+/);
  // the quiz is open for a week more: the review, with its key, waits until it has closed for everyone
  await expect(page.getByRole('timer').filter({ hasText: /^Solutions open in \d+d \d+h$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Options for question 3' })).toHaveCount(0);

  // taken once: the list now shows the standing and View result
  await page.goto('/weeklyquiz');
  await expect(card.getByText(/Rank \d+ of \d+/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'View result of E2E Weekly Quiz' })).toBeVisible();
});

test("signed out, Start asks for sign-in and the '/null/' link comes back to the learner's own quiz", async ({ page }) => {
  // Start is a button: it answers once the page's script has taken the server's HTML over
  await openPage(page, '/weeklyquiz');
  await quizCard(page, 'E2E Weekly Quiz').getByRole('button', { name: 'Start E2E Weekly Quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  await chooseNewIdentity(page, newLearner('Tara'));

  await expect(page).toHaveURL(/\/weeklyquiz\/GATE\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  expect(page.url()).not.toContain('/null/');
  await expect(page.getByText('The test is starting now!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();
});

test('when the clock runs out the quiz submits itself and shows the result', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page, 'Arjun', '/weeklyquiz');
  await startFromList(page, 'E2E Quick Quiz');

  await option(page, '56').check();
  const clock = page.getByRole('timer', { name: 'Time Left' });
  await expect(clock).toHaveClass(/animate-pulse/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Quiz Performance Analysis' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('Submitted automatically when time ran out')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('1/2');
  await expect(page.getByRole('timer').filter({ hasText: /^Solutions open in / })).toBeVisible();
});

test("the learner finds their own row on the quiz's leaderboard after taking it", async ({ page }) => {
  const learner = await signInAsNewLearner(page, 'Nisha', '/weeklyquiz');
  await startFromList(page, 'E2E Weekly Quiz');
  await option(page, '56').check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Performance Analysis' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to weekly quizzes' }).click();
  await expect(page).toHaveURL(/\/weeklyquiz$/);
  const card = quizCard(page, 'E2E Weekly Quiz');
  await card.getByRole('button', { name: 'Leaderboard' }).click();
  const board = card.getByRole('table', { name: 'Leaderboard of E2E Weekly Quiz' });
  const mine = board.locator('tr[aria-current="true"]');
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(learner.name);
  await expect(card.getByText(/You: Rank \d+ of \d+/)).toBeVisible();
});
