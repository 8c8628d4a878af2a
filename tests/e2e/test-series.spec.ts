import { expect, test, type Page } from '@playwright/test';
import { seriesByTitle, titles } from './support/series.ts';
import { chooseNewIdentity, newLearner, sessionUserId, signInAs } from './support/sign-in.ts';
import { openPage } from './support/open-page.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('search and exam filter narrow the list and travel in the URL', async ({ page }) => {
  await openPage(page, '/testseries');
  const cards = page.getByRole('article');
  await expect(card(page, titles.pro)).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(4);

  // title search: case-insensitive substring
  await page.getByLabel('Search test series by title').fill('PRO mock');
  await expect(cards).toHaveCount(1);
  await expect(card(page, titles.pro)).toBeVisible();
  await expect(page).toHaveURL(/\?search=PRO\+mock$/);
  await expect(page.getByText(`Showing 1 of ${total}`)).toBeVisible();

  // exam filter on top of it: nothing is both 'pro mock' and UGC NET
  await page.getByLabel('Exam').selectOption('UGC NET');
  await expect(page).toHaveURL(/search=PRO\+mock&exam=UGC\+NET$/);
  await expect(page.getByRole('heading', { name: 'No test series match your search.' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all test series' }).click();
  await expect(cards).toHaveCount(total);
  await expect(page).toHaveURL(/\/testseries$/);

  // a shared link, on the other spelling of the route: the exam match ignores case but must be exact
  await page.goto('/TestSeries?exam=ugc%20net');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('UGC NET');
  await expect(page.getByLabel('Exam')).toHaveValue('UGC NET');
  await openPage(page, '/testseries?exam=gate');
  await expect(page.getByRole('heading', { name: 'No test series match your search.' })).toBeVisible();
});

test('cards show price, discount, FREE, a 20-word description and the read-more modal', async ({ page }) => {
  await openPage(page, '/testseries');
  const pro = card(page, titles.pro);
  await expect(pro.getByTestId('final-price')).toHaveText('₹299.40');
  await expect(pro).toContainText('₹499.00');
  await expect(pro).toContainText('40% off');
  // each card's button names its series after its visible words, so a list of them reads apart
  await expect(pro.getByRole('button', { name: `Sign In to Enroll: ${titles.pro}`, exact: true })).toBeVisible();
  await expect(card(page, titles.scholarship).getByTestId('final-price')).toHaveText('FREE');
  await expect(card(page, titles.free).getByTestId('final-price')).toHaveText('FREE');

  // 20 words and an ellipsis; the rest waits in the modal
  const description = pro.locator('p', { hasText: 'rigorous' });
  const shown = (await description.innerText()).replace(/\s*Read more.*$/s, '');
  expect(shown.endsWith('...')).toBe(true);
  expect(shown.replace(/\.\.\.$/, '').split(/\s+/)).toHaveLength(20);
  await pro.getByRole('button', { name: /Read more/ }).click();
  const dialog = page.getByRole('dialog', { name: titles.pro });
  await expect(dialog).toContainText('fix weak areas before exam day');
  await expect(dialog.getByRole('button', { name: 'Sign In to Enroll' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // the FAQ facts and the disclaimer
  await expect(page.getByText('Can I get a refund?')).toBeVisible();
  await expect(page.getByText('Are there any hidden charges?')).toBeVisible();
  await expect(page.getByText('How many times can I attempt a test?')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toContainText('AI-generated');
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toContainText('not affiliated');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
});

test('a broken banner image falls back to the default banner', async ({ page }) => {
  await page.route('**/banners/gate-cs-pro.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await openPage(page, '/testseries');
  const image = card(page, titles.pro).locator('img');
  await expect(image).toHaveAttribute('src', '/banners/default.svg');
});

test('signed out, Sign In to Enroll signs in and comes back to the series, which goes on to checkout', async ({ page }) => {
  const pro = await seriesByTitle(page, titles.pro);
  await openPage(page, '/testseries');
  await card(page, titles.pro).getByRole('button', { name: 'Sign In to Enroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toContainText('Please log in to enroll.');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  await chooseNewIdentity(page, newLearner('Rohan'));

  // back to the series; not enrolled, so the detail page hands over to checkout
  const userId = await sessionUserId(page);
  await expect(page).toHaveURL(`/checkout/${userId}/${pro.testSeriesId}`, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Complete Your Enrollment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹299.40' })).toBeVisible();
});

test('signed out, the detail page shows the series and its tests with Sign In to Enroll (decision 016)', async ({ page }) => {
  const free = await seriesByTitle(page, titles.free);
  await openPage(page, `/testseriesdetail/${free.testSeriesId}`);
  await expect(page.getByRole('heading', { level: 1, name: titles.free })).toBeVisible();
  await expect(page.getByTestId('series-test').first()).toBeVisible();
  // what a visitor sees of a test: its name and length, never a way into it
  await expect(page.getByRole('link', { name: /Start test/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In to Enroll' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toContainText('Please log in to enroll.');
});

test('an enrolled learner sees the tests by difficulty and rates the series', async ({ page }) => {
  const free = await seriesByTitle(page, titles.free);
  await signInAs(page, newLearner('Meera'));
  const userId = await sessionUserId(page);

  await card(page, titles.free).getByRole('button', { name: 'Enroll Now' }).click();
  await page.getByRole('button', { name: 'Register for Free' }).click();
  await expect(page).toHaveURL(`/testseriesdetail/${free.testSeriesId}`, { timeout: 10_000 });

  // easy, medium, hard, each with its name, duration and a link to the exam page
  await expect(page.getByRole('heading', { name: titles.free, level: 1 })).toBeVisible();
  const levels = page.getByRole('heading', { level: 3 });
  // the hard level keeps the spec's name for GATE: 'GATE Level Test'
  await expect(levels).toHaveText([/Easy\s*Easy Subject Tests/, /Medium\s*Full Subject Tests/, /Hard\s*GATE Level Tests/]);
  // the free series ends with the full-length mock: 65 questions in 3 hours
  const rows = page.getByTestId('series-test');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('20 min');
  await expect(rows.nth(1)).toContainText('50 min');
  await expect(rows.nth(2)).toContainText('3 h');
  await expect(rows.nth(3)).toContainText('GATE CS Full-Length Mock Test 1');
  await expect(rows.nth(3)).toContainText('65 questions');
  await expect(rows.nth(3)).toContainText('3 h');
  await expect(rows.nth(0)).toContainText('Not attempted');
  const start = page.getByRole('link', { name: 'Start test: Easy Subject Test' });
  await expect(start).toHaveAttribute('href', new RegExp(`^/givetest/${userId}/${free.testSeriesId}/[0-9a-f-]{36}$`));

  // rating: one per learner, changeable; the count grows once
  const count = page.getByTestId('rating-count');
  const before = Number((await count.innerText()).match(/^\d+/)?.[0] ?? 0);
  await page.getByRole('radio', { name: '4 stars' }).click();
  const message = page.locator('[data-tone]');
  await expect(message).toHaveText('Thanks! Your rating has been saved.');
  await expect(message).toHaveAttribute('data-tone', 'success');
  await expect(message).toHaveClass(/text-emerald-700/);
  await expect(count).toHaveText(`${before + 1} ${before + 1 === 1 ? 'rating' : 'ratings'}`);
  await expect(page.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  if (before === 0) await expect(page.getByTestId('rating-average')).toHaveText('4.0');

  await page.getByRole('radio', { name: '2 stars' }).click();
  await expect(message).toHaveText('Your rating has been updated.');
  await expect(count).toHaveText(`${before + 1} ${before + 1 === 1 ? 'rating' : 'ratings'}`);
  await expect(page.getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
  if (before === 0) await expect(page.getByTestId('rating-average')).toHaveText('2.0');
  // SPEC §9: the message goes after 5 seconds
  await expect(page.getByRole('status').filter({ hasText: 'Your rating has been updated.' })).toHaveCount(0, { timeout: 7000 });

  // the listing now offers Attempt, which opens the series
  await openPage(page, '/testseries');
  await card(page, titles.free).getByRole('button', { name: 'Attempt' }).click();
  await expect(page).toHaveURL(`/testseriesdetail/${free.testSeriesId}`);
});

test('the listing says when there is nothing, and when it could not load', async ({ page }) => {
  // the server renders /testseries with its own answer, so the listing is reached inside the app,
  // where the browser asks the API (and the test can answer for it)
  const openListing = async () => {
    await openPage(page, '/weeklyquiz');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Series' }).click();
  };
  await page.route('**/api/testseries/getAllTestSeries*', (route) => route.fulfill({ json: { success: true, testSeries: [] } }));
  await openListing();
  await expect(page.getByRole('heading', { name: 'No test series available at the moment.' })).toBeVisible();

  await page.unroute('**/api/testseries/getAllTestSeries*');
  await page.route('**/api/testseries/getAllTestSeries*', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Database unavailable' } }));
  await openListing();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to fetch test series.', { timeout: 15_000 });
  await expect(alert).toContainText('Error fetching test series: Database unavailable');
});
