import { expect, test, type Browser, type Page } from '@playwright/test';
import { enrolInPracticeSeries, option, paletteButton, secondsLeft, signInAsNewLearner, startFromInstructions, testPath } from './support/exam.ts';

// Time per question: counted while a question is on screen, kept through a reload and a spell
// offline, and shown on the result beside the other takers'. The clock in the header is the
// stopwatch: each wait lasts until it has moved on by the seconds wanted.

/**
 * Waits until at least `seconds` have passed on the exam's own clock. It shows whole seconds: read
 * just before a tick, `seconds` ticks can come in little more than `seconds - 1`, so one more is
 * waited for (every figure below is a lower bound).
 */
async function spend(page: Page, seconds: number): Promise<void> {
  const from = await secondsLeft(page);
  await expect.poll(() => secondsLeft(page), { timeout: (seconds + 11) * 1000 }).toBeLessThanOrEqual(from - seconds - 1);
}

/** Seconds from the result's "You: 1 min 20 s · …" line of a question. */
async function yourTime(page: Page, number: number): Promise<number> {
  const text =
    (await page
      .getByRole('article', { name: `Question ${number}` })
      .getByTestId('question-time')
      .textContent()) ?? '';
  const match = /You: (?:(\d+) h ?)?(?:(\d+) min ?)?(?:(\d+) s)?/.exec(text);
  if (!match) throw new Error(`No time in "${text}"`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** The seconds the server holds for the open attempt's questions, in the order of their answers' statuses. */
async function savedSeconds(page: Page, path: string): Promise<number[]> {
  const response = await page.request.get(`/api/testseries/getTest${path.replace('/givetest', '')}`);
  const body = (await response.json()) as { attempt: { answers: Record<string, { seconds?: number }> } };
  return Object.values(body.attempt.answers)
    .map((entry) => entry.seconds ?? 0)
    .sort((a, b) => b - a);
}

/** The time on questions this device holds and has not sent yet. */
const unsentSeconds = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('prepverse:exam-queue:'));
    const stored = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { times?: Record<string, { seconds: number }> }) : {};
    return Object.values(stored.times ?? {}).map((time) => time.seconds);
  });

/**
 * Another learner who started the test: once the attempt has run long enough, they submit with
 * 5 s on its first question and nothing answered, so the result has a taker to compare with
 * (a sole taker sees no average or topper beside their own time).
 */
async function otherTaker(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const learner = await signInAsNewLearner(page, 'Tara');
  const series = await enrolInPracticeSeries(page, learner);
  const testId = series.testIds['Full Subject Test']!;
  const started = await page.request.post('/api/testseries/startTest', { data: { userId: learner.id, testSeriesId: series.seriesId, testId } });
  expect(started.ok(), await started.text()).toBe(true);
  const view = await page.request.get(`/api/testseries/getTest/${learner.id}/${series.seriesId}/${testId}`);
  const { paper } = (await view.json()) as { paper: { path: string } };
  const { questions } = (await (await page.request.get(paper.path)).json()) as { questions: { _id: string }[] };
  return async () => {
    const submitted = await page.request.post('/api/testseries/submittest', {
      data: { userId: learner.id, testId, answers: {}, seconds: { [questions[0]!._id]: 5 } },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);
    await context.close();
  };
}

test('time on each question is counted across visits, a reload and a spell offline, and shown on the result', async ({ page, context, browser }) => {
  const submitOther = await otherTaker(browser);
  const learner = await signInAsNewLearner(page, 'Ishaan');
  const series = await enrolInPracticeSeries(page, learner);
  const path = testPath(learner, series, 'Full Subject Test');
  await page.goto(path);
  await startFromInstructions(page);

  // question 1: a wrong answer after 4 s
  await option(page, '54').check();
  await spend(page, 4);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();

  // question 2: 3 s, a reload, then 2 s more
  await spend(page, 3);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();
  // what the page held when it went away reached the server: question 1's 4 s and question 2's 3 s
  await expect
    .poll(async () => {
      const [first, second] = await savedSeconds(page, path);
      return (first ?? 0) >= 4 && (second ?? 0) >= 3;
    })
    .toBe(true);
  await spend(page, 2);

  // offline: back to question 1 for 3 s more, then on to question 3; the time waits on the device
  await context.setOffline(true);
  await expect(page.getByText('You are offline.', { exact: false }).first()).toBeVisible();
  await paletteButton(page, 1).click();
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await spend(page, 3);
  await paletteButton(page, 3).click();
  await expect(page.getByRole('heading', { name: 'Question 3' })).toBeVisible();
  await expect.poll(async () => (await unsentSeconds(page)).sort((a, b) => b - a)[0] ?? 0).toBeGreaterThanOrEqual(7);

  // online again: the server has both totals
  await context.setOffline(false);
  await expect
    .poll(async () => {
      const [first, second] = await savedSeconds(page, path);
      return (first ?? 0) >= 7 && (second ?? 0) >= 5;
    })
    .toBe(true);

  // the other learner's attempt has run for more than the 5 s it reports on question 1
  await submitOther();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible();

  // on the result: at least the time spent, beside the average taker's and the topper's
  const q1 = page.getByRole('article', { name: 'Question 1' });
  await expect(q1.getByTestId('question-time')).toContainText('Average:');
  await expect(q1.getByTestId('question-time')).toContainText('Topper:');
  expect(await yourTime(page, 1)).toBeGreaterThanOrEqual(7);
  expect(await yourTime(page, 2)).toBeGreaterThanOrEqual(5);
  await expect(q1.getByText('Incorrect', { exact: true })).toBeVisible();
});
