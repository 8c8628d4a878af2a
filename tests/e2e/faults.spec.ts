// The faults of an exam day, seen from the learner's browser: the server killed with SIGKILL and
// started again, PostgreSQL unreachable for ten seconds, the network gone for a minute, and two tabs
// on one attempt. The server is the built one, on PostgreSQL through a link this spec cuts
// (support/fault-server.ts); the API-level faults are src/server/faults/faults.test.ts.
import { expect, test as base, type Page } from '@playwright/test';
import {
  enrolInPracticeSeries,
  option,
  optionByLetter,
  paletteButton,
  secondsLeft,
  signInAsNewLearner,
  startFromInstructions,
  testPath,
} from './support/exam.ts';
import { startFaultServer, type FaultServer } from './support/fault-server.ts';
import { reportCounts } from '../../src/test/report-counts.ts';

const test = base.extend<object, { faults: FaultServer | null }>({
  faults: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startFaultServer();
      await use(server);
      await server?.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ faults, baseURL }, use) => use(faults?.baseURL ?? baseURL),
});

// one server that the tests kill and cut: they take turns; each signs a learner in, enrols and waits
// out its fault, which under the other specs' load has come near a minute
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeEach(({ faults }) => {
  // CI always has PostgreSQL: there, a missing server fails the spec instead of skipping it
  if (faults === null && process.env.CI) throw new Error('no PostgreSQL server answers on 127.0.0.1:5432 (CI_POSTGRES_URL): the faults spec needs one');
  test.skip(faults === null, 'no PostgreSQL server answers: the faults spec needs one (CI has it)');
});

const OFFLINE = 'You are offline. Your answers are kept on this device and will be sent when you reconnect.';
const UNAVAILABLE = 'Prepverse cannot save answers at the moment. Keep answering: your answers are kept on this device and will be sent as soon as it can.';
// The e2e fixtures' tests: Aptitude 1-3, Technical 4-6. Keys: 1 '56', 2 'Quick', 3 '32', 4 '9', 5 option C, 6 'Queue'.

interface Attempt {
  deadline: string;
  answers: Record<string, { answer: number | null; status: string }>;
}

/** The learner's open attempt of the test at `path`, as the server holds it. */
async function serverAttempt(page: Page, path: string): Promise<Attempt> {
  const response = await page.request.get(`/api/testseries/getTest${path.replace('/givetest', '')}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { attempt: Attempt }).attempt;
}

const answeredCount = async (page: Page, path: string) =>
  Object.values((await serverAttempt(page, path)).answers).filter((entry) => entry.status === 'answered').length;

async function openTest(page: Page, name: string, title: string) {
  const learner = await signInAsNewLearner(page, name);
  const series = await enrolInPracticeSeries(page, learner);
  const path = testPath(learner, series, title);
  await page.goto(path);
  await startFromInstructions(page);
  return path;
}

async function saveAndNext(page: Page) {
  await page.getByRole('button', { name: 'Save & Next' }).click();
}

/** The fault lasts this long: the one wait here that is not for something on the screen. */
const lasting = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let faultsInjected = 0;
let answersChecked = 0;
test.afterAll(() => reportCounts('faults (browser)', `${faultsInjected} faults injected, ${answersChecked} answers checked`));

test('the server killed with SIGKILL mid-attempt and started again: answers and deadline intact, the countdown resumes', async ({ page, faults }) => {
  const path = await openTest(page, 'Kiran', 'Full Subject Test');
  await option(page, '56').check();
  await saveAndNext(page);
  await option(page, 'Quick').check();
  await saveAndNext(page);
  await expect(page.getByText('All answers saved')).toBeVisible();
  const before = await serverAttempt(page, path);
  const leftBefore = await secondsLeft(page);
  const killedAt = Date.now();

  faultsInjected += 1;
  await faults!.kill();
  // the learner goes on: the answer stays on the device while nothing answers
  await option(page, '32').check();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, answered');
  await faults!.start();
  await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 30_000 });

  // a reload after the restart: the same deadline, the clock where it would have been, and ticking
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Question \d$/ })).toBeVisible();
  const after = await serverAttempt(page, path);
  expect(after.deadline).toBe(before.deadline);
  const expected = leftBefore - (Date.now() - killedAt) / 1000;
  const left = await secondsLeft(page);
  expect(Math.abs(left - expected)).toBeLessThanOrEqual(3);
  await expect.poll(() => secondsLeft(page)).toBeLessThan(left);
  for (const number of [1, 2, 3]) await expect(paletteButton(page, number)).toHaveAccessibleName(`Question ${number}, answered`);
  expect(await answeredCount(page, path)).toBe(3);
  answersChecked += 3;
});

test('PostgreSQL unreachable for 10 s: saves are refused with a clear banner, and the queue delivers every answer once it is back, without a reload', async ({
  page,
  faults,
}) => {
  const path = await openTest(page, 'Zoya', 'Full Subject Test');
  await option(page, '56').check();
  await saveAndNext(page);
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));

  faultsInjected += 1;
  faults!.link.cut();
  const cutAt = Date.now();
  await option(page, 'Quick').check();
  await saveAndNext(page);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await option(page, '32').check();
  await saveAndNext(page);
  await option(page, '9').check();
  await lasting(Math.max(0, 10_000 - (Date.now() - cutAt)));
  faults!.link.restore();

  await expect(page.getByText(UNAVAILABLE)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('All answers saved')).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect.poll(() => answeredCount(page, path)).toBe(4);
  answersChecked += 4;
});

test('offline for a whole minute: the clock runs on, every answer is kept and sent on reconnect', async ({ page, context }) => {
  test.setTimeout(150_000);
  const path = await openTest(page, 'Tara', 'Full Subject Test');
  await option(page, '56').check();
  await saveAndNext(page);
  await expect(page.getByText('All answers saved')).toBeVisible();

  faultsInjected += 1;
  await context.setOffline(true);
  const leftAtStart = await secondsLeft(page);
  await option(page, 'Quick').check();
  await saveAndNext(page);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await option(page, '32').check();
  await saveAndNext(page);
  // a minute on the learner's own clock, answering on
  await expect.poll(() => secondsLeft(page), { timeout: 75_000, intervals: [1000] }).toBeLessThanOrEqual(leftAtStart - 30);
  await option(page, '9').check();
  await saveAndNext(page);
  await expect.poll(() => secondsLeft(page), { timeout: 45_000, intervals: [1000] }).toBeLessThanOrEqual(leftAtStart - 60);
  await optionByLetter(page, 'C').check();
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await context.setOffline(false);

  await expect(page.getByText(OFFLINE)).toBeHidden();
  await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => answeredCount(page, path)).toBe(5);
  answersChecked += 5;
});

test('two tabs on one attempt: the later change of each question wins and nothing else is lost', async ({ page, context }) => {
  const path = await openTest(page, 'Ira', 'Full Subject Test');
  const second = await context.newPage();
  await second.goto(path);
  await expect(second.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();

  faultsInjected += 1;
  // the first tab answers 1 and 3; the second, which never saw those answers, answers 2 and 4 and
  // passes through 1 and 3 on its way (a visit that must not wipe them)
  await option(page, '56').check();
  await paletteButton(page, 3).click();
  await option(page, '32').check();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await paletteButton(second, 2).click();
  await option(second, 'Quick').check();
  await paletteButton(second, 3).click();
  await paletteButton(second, 4).click();
  await option(second, '9').check();
  await expect(second.getByText('All answers saved')).toBeVisible();
  await expect.poll(() => answeredCount(page, path)).toBe(4);

  // then the second tab changes question 3: the later change wins
  await paletteButton(second, 3).click();
  await expect(option(second, '32')).not.toBeChecked(); // this tab never saw the first tab's answer
  await option(second, '24').check();
  await expect(second.getByText('All answers saved')).toBeVisible();

  const attempt = await serverAttempt(page, path);
  const answered = Object.values(attempt.answers).filter((entry) => entry.status === 'answered');
  expect(answered).toHaveLength(4);
  // a fresh look in the first tab shows all four, question 3 as the second tab left it
  await page.reload();
  for (const number of [1, 2, 3, 4]) await expect(paletteButton(page, number)).toHaveAccessibleName(`Question ${number}, answered`);
  await paletteButton(page, 3).click();
  await expect(option(page, '24')).toBeChecked();
  answersChecked += 4;
});
