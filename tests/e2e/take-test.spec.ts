import { expect, test, type Page } from '@playwright/test';
import {
  enrolInPracticeSeries,
  legendCount,
  option,
  optionByLetter,
  paletteButton,
  secondsLeft,
  signInAsNewLearner,
  startFromInstructions,
  testPath,
} from './support/exam.ts';

/** 'green' or 'red' from a computed oklch() colour (Tailwind 4), by its hue angle. */
function hueGroup(color: string): string {
  const match = /oklch\(\s*[\d.]+%?\s+([\d.]+)\s+([\d.]+)/.exec(color);
  if (!match) return `unknown: ${color}`;
  const [chroma, hue] = [Number(match[1]), Number(match[2])];
  if (chroma < 0.005) return 'grey';
  if (hue >= 120 && hue <= 180) return 'green';
  if (hue <= 30 || hue >= 330) return 'red';
  return `other: ${color}`;
}

/** The answers the server holds for the learner's open attempt of the test at `path`. */
async function savedAnswers(page: Page, path: string) {
  const response = await page.request.get(`/api/testseries/getTest${path.replace('/givetest', '')}`);
  const body = (await response.json()) as { attempt: { answers: Record<string, { answer: number | null; status: string }> } };
  return Object.values(body.attempt.answers);
}

const OFFLINE = 'You are offline. Your answers are kept on this device and will be sent when you reconnect.';

// The e2e fixtures' easy test: Aptitude 1-3, Technical 4-6 (GATE CS's General Aptitude and Computer Science and
// Information Technology); question 5 is worth 2 marks.
// Keys: 1 '56', 2 'Quick', 3 '32', 4 '9', 5 option C, 6 'Queue'.

test('a learner takes a whole test: instructions, answer, mark, clear, switch section, submit, result', async ({ page }) => {
  const learner = await signInAsNewLearner(page, 'Meera');
  const series = await enrolInPracticeSeries(page, learner);
  await page.goto(testPath(learner, series, 'Easy Subject Test'));

  await expect(page.getByRole('heading', { name: 'Easy Subject Test' })).toBeVisible();
  await expect(page.getByText(/A wrong answer to a multiple-choice question \(MCQ\) costs one third of its marks/)).toBeVisible();
  await startFromInstructions(page);
  await expect(page.getByText('The test is starting now!')).toBeVisible();

  // header, clock, tabs, profile and watermark
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/testseriesdetail/${series.seriesId}`);
  expect(await secondsLeft(page)).toBeGreaterThan(19 * 60);
  // the sections as GATE CS's profile names them (issue 42)
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button')).toHaveText([
    /General Aptitude/,
    /Computer Science and Information Technology/,
  ]);
  await expect(page.getByRole('complementary').getByText(learner.email)).toBeVisible();
  await expect(page.locator('[data-watermark]')).toHaveCount(100);
  // drawn by CSS from the attribute, so no text of it is in the page for readers or a contrast checker
  const mark = page.locator('[data-watermark]').first();
  await expect(mark).toHaveAttribute('data-watermark', learner.email);
  expect(await mark.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(JSON.stringify(learner.email));
  await expect(mark).toHaveText('');
  await expect(page.getByText('Section: General Aptitude | Marks: 1')).toBeVisible();
  await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, not answered');
  await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, not visited');

  // 1: right answer, Save & Next
  await option(page, '56').check();
  await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, answered');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();

  // 2: wrong answer, Mark for Review & Next: answered and marked
  await option(page, 'Slow').check();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, answered and marked for review');

  // 3: choose, then Clear Response: the answer goes, the question is not answered
  await expect(page.getByRole('heading', { name: 'Question 3' })).toBeVisible();
  await option(page, '18').check();
  await page.getByRole('button', { name: 'Clear Response' }).click();
  await expect(option(page, '18')).not.toBeChecked();
  await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, not answered');
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, marked for review');

  // the end of Aptitude leads into Technical
  await expect(page.getByRole('heading', { name: 'Question 4' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Computer Science and Information Technology/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: /General Aptitude/ }).click();
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await expect(option(page, '56')).toBeChecked();
  await page.getByRole('button', { name: /Computer Science and Information Technology/ }).click();
  await expect(page.getByRole('heading', { name: 'Question 4' })).toBeVisible();

  await option(page, '9').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Section: Computer Science and Information Technology | Marks: 2')).toBeVisible();
  await optionByLetter(page, 'C').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 6' })).toBeVisible();
  // the very last question cycles to the first
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();

  await expect(legendCount(page, 'Answered')).toContainText('3');
  await expect(legendCount(page, 'Not Answered')).toContainText('1');
  await expect(legendCount(page, 'Not Visited')).toContainText('0');
  await expect(legendCount(page, 'Marked for Review')).toContainText('1');
  await expect(legendCount(page, 'Answered & Marked for Review')).toContainText('1');

  // hardening: copy and the context menu are refused with a notice
  await page.getByRole('heading', { name: 'Question 1' }).click({ button: 'right' });
  await expect(page.getByText('This action is disabled during the test.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog).toContainText('2 questions are still without an answer');
  await dialog.getByRole('button', { name: 'Yes, submit' }).click();

  // +1 +1 +2 for three right, -1/3 for the wrong one: 3.67 of 7
  await expect(page.getByText('Test submitted! Your score: 3.67/7')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible();
  const q1 = page.getByRole('list', { name: 'Options for question 1' });
  await expect(q1.getByRole('listitem').filter({ hasText: '56' })).toHaveAttribute('data-state', 'correct');
  const q2 = page.getByRole('list', { name: 'Options for question 2' });
  const wrong = q2.getByRole('listitem').filter({ hasText: 'Slow' });
  const right = q2.getByRole('listitem').filter({ hasText: 'Quick' });
  await expect(wrong).toHaveAttribute('data-state', 'wrong');
  await expect(right).toHaveAttribute('data-state', 'correct');
  // green and red as a person sees them: the hue of each row's background
  expect(hueGroup(await right.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe('green');
  expect(hueGroup(await wrong.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe('red');

  // the test is done: opening it again shows the result, not the instructions
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible();
});

test('a reload mid-test keeps the answers, the question and the deadline', async ({ page, context }) => {
  const learner = await signInAsNewLearner(page, 'Kabir');
  const series = await enrolInPracticeSeries(page, learner);
  const path = testPath(learner, series, 'Full Subject Test');
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(auth\/session|testseries\/getTest\/|testseries\/paper\/)/.test(pathname)) reads.push(pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Full Subject Test' })).toBeVisible();
  // the page's HTML carried the session and the test (page-data.ts): none was asked for, and the
  // questions stay on the server until the clock starts (decision 039)
  expect(reads).toEqual([]);
  await startFromInstructions(page);
  expect(reads).toEqual([`/api/testseries/paper/${series.seriesId}/${series.testIds['Full Subject Test']}`]);

  await option(page, '56').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await option(page, '32').check(); // question 3, left without Save & Next: reload at once
  const before = await secondsLeft(page);
  await page.reload();

  // straight back into the exam, no instructions, the same question, the same deadline
  await expect(page.getByRole('heading', { name: 'Question 3' })).toBeVisible();
  await expect(option(page, '32')).toBeChecked();
  await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, answered');
  await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, marked for review');
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(before - after).toBeLessThan(10);
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect
    .poll(async () => {
      const saved = await savedAnswers(page, path);
      return {
        answered: saved
          .filter((entry) => entry.status === 'answered')
          .map((entry) => entry.answer)
          .sort(),
        marked: saved.filter((entry) => entry.status === 'marked-for-review').length,
      };
    })
    .toEqual({ answered: [1, 2], marked: 1 });

  // saves start failing: the next answer lives only on this device, and a fresh tab still finds it
  const failSaves = (target: Page) => target.route('**/api/attempts/*/answers', (route) => route.abort('internetdisconnected'));
  await failSaves(page);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await option(page, '9').check(); // question 4
  await expect(page.getByText(OFFLINE)).toBeVisible();
  const second = await context.newPage();
  await failSaves(second);
  await second.goto(path);
  await expect(second.getByRole('heading', { name: 'Question 4' })).toBeVisible();
  await expect(option(second, '9')).toBeChecked();
  await expect(paletteButton(second, 4)).toHaveAccessibleName('Question 4, answered');

  // once saves get through again, the server has it too
  await page.close();
  await second.unroute('**/api/attempts/*/answers');
  await expect(second.getByText('All answers saved')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await savedAnswers(second, path)).filter((entry) => entry.status === 'answered').length).toBe(3);
});

test('answers given offline are kept, sent on reconnect, and submit waits for the network', async ({ page, context }) => {
  const learner = await signInAsNewLearner(page, 'Farah');
  const series = await enrolInPracticeSeries(page, learner);
  const path = testPath(learner, series, 'GATE Level Test');
  await page.goto(path);
  await startFromInstructions(page);

  await context.setOffline(true);
  const banner = page.getByText(OFFLINE);
  await expect(banner).toBeVisible();
  await option(page, '56').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await option(page, 'Quick').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, answered');
  // kept on this device
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('prepverse:exam-queue:')).length);
  expect(stored).toBe(1);

  // a submit while offline fails, says why, and leaves the test open
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Test' })).toBeEnabled();
  await option(page, '32').check(); // still answering: question 3

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect.poll(async () => (await savedAnswers(page, path)).filter((entry) => entry.status === 'answered').length).toBe(3);

  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByText('Test submitted! Your score: 3/7')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible();
});

test('when the clock runs out the test submits itself with what was answered', async ({ page }) => {
  test.setTimeout(90_000);
  const learner = await signInAsNewLearner(page, 'Rohan');
  const series = await enrolInPracticeSeries(page, learner);
  await page.goto(testPath(learner, series, 'Quick Timer Test'));
  await startFromInstructions(page);

  await option(page, '56').check();
  const clock = page.getByRole('timer', { name: 'Time Left' });
  await expect(clock).not.toHaveClass(/animate-pulse/);
  // the last 15 seconds: highlighted and pulsing
  await expect(clock).toHaveClass(/animate-pulse/, { timeout: 20_000 });
  expect(await secondsLeft(page)).toBeLessThanOrEqual(15);
  // no Submit pressed: at 00:00 the test goes in by itself
  await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible({ timeout: 40_000 });
  const q1 = page.getByRole('list', { name: 'Options for question 1' });
  await expect(q1.getByRole('listitem').filter({ hasText: '56' })).toHaveAttribute('data-selected', 'true');
  await expect(q1.getByRole('listitem').filter({ hasText: '56' })).toHaveAttribute('data-state', 'correct');
});

test('the checks before a test: signed out, another user, not enrolled, bad ids, and Retry after a failed load', async ({ page }) => {
  await page.goto('/givetest/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-000000000002/00000000-0000-4000-8000-000000000003');
  await expect(page).toHaveURL(/\/testseries$/);

  const learner = await signInAsNewLearner(page, 'Ishaan');
  await page.goto('/givetest/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-000000000002/00000000-0000-4000-8000-000000000003');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid USER ! Please login again. or Contact support.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible();

  const list = await page.request.get('/api/testseries/getAllTestSeries');
  const { testSeries } = (await list.json()) as { testSeries: { testSeriesId: string; title: string }[] };
  const practice = testSeries.find((item) => item.title === 'E2E Practice Series')!;
  await page.goto(`/givetest/${learner.id}/${practice.testSeriesId}/00000000-0000-4000-8000-000000000003`);
  await expect(page).toHaveURL(`/checkout/${learner.id}/${practice.testSeriesId}`);

  await page.goto(`/givetest/${learner.id}/${practice.testSeriesId}/not-a-test`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid test parameters.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the test series' })).toHaveAttribute('href', `/testseriesdetail/${practice.testSeriesId}`);

  // a failed load offers Retry
  await page.request.post('/api/testseries/enroll', {
    data: { userId: learner.id, testSeriesId: practice.testSeriesId, paymentDetails: { freeTestSeires: true } },
  });
  const detail = await page.request.get(`/api/testseries/getActiveTests/${practice.testSeriesId}/${learner.id}`);
  const { testSeries: full } = (await detail.json()) as { testSeries: { tests: { _id: string; title: string }[] } };
  const easy = full.tests.find((item) => item.title === 'Easy Subject Test')!;
  // the page's HTML carries the test when the server could read it (page-data.ts): here it could not,
  // and the browser's own read fails too
  await page.route('**/givetest/**', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="pv-exam-data">[^<]*<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.route('**/api/testseries/getTest/**', (route) => route.fulfill({ status: 503, json: { message: 'Service unavailable.' } }));
  await page.goto(`/givetest/${learner.id}/${practice.testSeriesId}/${easy._id}`);
  await expect(page.getByText('Service unavailable.')).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/testseries/getTest/**');
  await page.unroute('**/givetest/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
});
