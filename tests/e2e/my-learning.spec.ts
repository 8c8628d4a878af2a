import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsNewLearner as signInAsNew } from './support/sign-in.ts';

interface SeriesCard {
  testSeriesId: string;
  title: string;
  finalPrice: number;
}

async function signInAsNewLearner(page: Page) {
  const learner = await signInAsNew(page, 'Meera', '/mylearning');
  return { userId: learner.id, name: learner.name };
}

async function freeSeries(request: APIRequestContext, title: RegExp): Promise<SeriesCard> {
  const answer = await request.get('/api/testseries/getAllTestSeries');
  expect(answer.ok()).toBe(true);
  const { testSeries } = (await answer.json()) as { testSeries: SeriesCard[] };
  const series = testSeries.find((s) => title.test(s.title) && s.finalPrice === 0);
  expect(series, `a free series matching ${title}`).toBeTruthy();
  return series!;
}

async function enrol(request: APIRequestContext, userId: string, testSeriesId: string) {
  const answer = await request.post('/api/testseries/enroll', {
    data: { userId, testSeriesId, paymentDetails: { freeTestSeires: true } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('a new learner sees an empty dashboard, enrols free (no receipt offered) and opens the report', async ({ page }) => {
  const { userId, name } = await signInAsNewLearner(page);

  const profile = page.getByRole('complementary', { name: 'Your profile' });
  await expect(profile).toContainText(name);
  await expect(page.getByRole('heading', { name: 'Your Enrolled Test Series' })).toBeVisible();
  await expect(page.getByText("You haven't enrolled in any test series yet.")).toBeVisible();
  await expect(page.getByTestId('enrolled-count')).toHaveText('0');

  const series = await freeSeries(page.request, /GATE CS.*Free/i);
  await enrol(page.request, userId, series.testSeriesId);
  await page.reload();

  const card = page.getByRole('article', { name: series.title });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('enrolled-count')).toHaveText('1');
  await expect(card.getByRole('link', { name: 'Go to Test' })).toHaveAttribute('href', `/testseriesdetail/${series.testSeriesId}`);

  // a free series cost nothing: there is no receipt to offer (a bought one's is in checkout.spec.ts)
  await expect(card.getByRole('button', { name: /Receipt/ })).toHaveCount(0);

  await profile.getByRole('tab', { name: 'My Performance' }).click();
  await expect(page.getByRole('heading', { name: 'Your Performance Report' })).toBeVisible();
  await expect(page.getByText('No tests taken yet')).toBeVisible();
  await expect(page).toHaveURL(/\/mylearning\?tab=performance$/);

  await profile.getByRole('tab', { name: 'My Test Series' }).click();
  await expect(card).toBeVisible();
});

test('the report fills in after a test is submitted', async ({ page }) => {
  const { userId } = await signInAsNewLearner(page);
  const series = await freeSeries(page.request, /E2E Practice Series/);
  await enrol(page.request, userId, series.testSeriesId);

  const detail = await page.request.get(`/api/testseries/getActiveTests/${series.testSeriesId}/${userId}`);
  const { testSeries } = (await detail.json()) as { testSeries: { tests: { _id: string; title: string }[] } };
  const easy = testSeries.tests.find((t) => t.title === 'Easy Subject Test')!;

  const started = await page.request.post('/api/testseries/startTest', { data: { userId, testSeriesId: series.testSeriesId, testId: easy._id } });
  expect(started.ok(), await started.text()).toBe(true);
  const view = await page.request.get(`/api/testseries/getTest/${userId}/${series.testSeriesId}/${easy._id}`);
  // the view says where the questions are; the paper is the same for every learner of the test
  const { paper } = (await view.json()) as { paper: { path: string } };
  const { questions } = (await (await page.request.get(paper.path)).json()) as { questions: { _id: string }[] };
  // the first option of every question: some right, some wrong, whatever the key says
  const answers = Object.fromEntries(questions.map((q) => [q._id, { answer: 0, status: 'answered' }]));
  const submitted = await page.request.post('/api/testseries/submittest', { data: { userId, testId: easy._id, answers } });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  await page.goto('/mylearning?tab=performance');
  await expect(page.getByRole('heading', { name: 'Your Performance Report' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Overall Summary' });
  await expect(summary).toContainText('Total Tests');
  const table = page.getByRole('group', { name: 'Test details table (scrolls sideways)' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Easy Subject Test' })).toBeVisible();
  // the eight charts, fetched lazily
  await expect(page.locator('figure figcaption')).toHaveText([
    'Score (%)',
    'Accuracy (%)',
    'Total Marks',
    'Attempt Rate (%)',
    'Time per Question (s)',
    'Negative Marks',
    'Correct Answers',
    'Incorrect Answers',
  ]);
  await expect(page.locator('figure .recharts-surface').first()).toBeVisible();

  // the fixture's questions share one topic: answered, and practised next in the series' other tests
  const topics = page.getByRole('region', { name: 'Strengths and Weaknesses by Topic' }).getByRole('table', { name: 'Topics, weakest first' });
  const topic = topics.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^E2E/ }) });
  await expect(topic).toBeVisible();
  await expect(topic.getByRole('cell').first()).toHaveText(`${questions.length} of ${questions.length}`);
  await expect(topic.getByRole('link', { name: `Take Full Subject Test (${series.title})` })).toHaveAttribute(
    'href',
    new RegExp(`^/givetest/${userId}/${series.testSeriesId}/[0-9a-f-]{36}$`),
  );
});

test('a signed-out visitor is told to log in and sent to the test series', async ({ page }) => {
  await page.goto('/mylearning');
  await expect(page.getByRole('alert')).toContainText('Please log in to view your dashboard.');
  await expect(page).toHaveURL(/\/testseries$/, { timeout: 10_000 });
});
