// Issue 42: each exam's own truth, from instructions to result. A GATE CS learner is told GATE's
// rules, gets GATE's calculator and sections, and saves as the real CBT does (only with Save & Next);
// a UGC NET learner sitting Paper 1 and Paper 2 together
// is told NTA's, in English and in Hindi, with no calculator and NET's two papers as its sections,
// and neither page ever speaks of the other exam.
import { expect, test, type Page } from '@playwright/test';
import hi from '../../src/web/i18n/locales/hi/exam.json' with { type: 'json' };
import hiResult from '../../src/web/i18n/locales/hi/result.json' with { type: 'json' };
import { openPage } from './support/open-page.ts';
import { buyNetSeries, NET_SERIES, seriesByTitle, titles } from './support/series.ts';
import { newLearner, sessionUserId, signInAs } from './support/sign-in.ts';

const NET = NET_SERIES;
const SITTING = 'UGC NET Paper 1 and Paper 2 Mock Test';
const GATE_MOCK = 'GATE CS Full-Length Mock Test 1';

/** The test's address for the signed-in learner, read from their series. */
async function testPath(page: Page, seriesId: string, title: string): Promise<string> {
  const userId = await sessionUserId(page);
  const detail = await page.request.get(`/api/testseries/getActiveTests/${seriesId}/${userId}`);
  const { testSeries } = (await detail.json()) as { testSeries: { tests: { _id: string; title: string }[] } };
  const found = testSeries.tests.find((item) => item.title === title);
  if (!found) throw new Error(`The demo series has no ${title}`);
  return `/givetest/${userId}/${seriesId}/${found._id}`;
}

const instructionsText = (page: Page) => page.getByRole('list').filter({ hasText: 'resembles the real exam' }).first();
const sectionTabs = (page: Page, name: string) => page.getByRole('navigation', { name });

test('a GATE CS learner is told GATE’s rules, gets its calculator and sections, saves only with Save & Next when asked, and reads the result by GATE’s sections', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const series = await seriesByTitle(page, titles.free);
  await signInAs(page, newLearner('Rohan'));
  const enrol = await page.request.post('/api/testseries/enroll', {
    data: { userId: await sessionUserId(page), testSeriesId: series.testSeriesId, paymentDetails: { freeTestSeires: true } },
  });
  expect(enrol.ok()).toBe(true);
  await openPage(page, await testPath(page, series.testSeriesId, GATE_MOCK));

  const rules = instructionsText(page);
  await expect(rules).toContainText(
    'This test resembles the real exam, GATE Computer Science and Information Technology (CS), in its pattern and in this interface.',
  );
  await expect(rules).toContainText('65 questions for 100 marks in 180 minutes');
  await expect(rules).toContainText('a wrong MCQ costs a third of its marks');
  await expect(rules).toContainText('A virtual scientific calculator opens from the top of the screen.');
  await expect(rules).not.toContainText(/UGC NET|NTA/);
  await expect(page.getByText('General Aptitude (10) · Computer Science and Information Technology (55)')).toBeVisible();

  // the real CBT's way of saving, chosen before starting (part 4)
  await page.getByLabel('Save only with Save & Next, as in the real exam').check();
  await page.getByLabel(/I have read and understood the instructions/).check();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Calculator' })).toBeVisible();
  const tabs = sectionTabs(page, 'Sections');
  await expect(tabs.getByRole('button', { name: /General Aptitude/ })).toBeVisible();
  await expect(tabs.getByRole('button', { name: /Computer Science and Information Technology/ })).toBeVisible();

  // a choice left by the palette is not saved: question 1 stays Not Answered
  const palette = page.getByRole('navigation', { name: 'Question Palette' });
  await page.getByRole('radio').first().check();
  await expect(page.getByText('Not saved yet: press Save & Next')).toBeVisible();
  await palette.getByRole('button', { name: /^Question 2, / }).click();
  await expect(palette.getByRole('button', { name: 'Question 1, not answered' })).toBeVisible();
  // question 2 saved with Save & Next; a reload keeps exactly that
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(palette.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await page.reload();
  await expect(palette.getByRole('button', { name: 'Question 2, answered' })).toBeVisible({ timeout: 15_000 });
  await expect(palette.getByRole('button', { name: 'Question 1, not answered' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByRole('heading', { name: 'Test Performance Analysis' })).toBeVisible();
  const bySection = page.getByRole('region', { name: /General Aptitude/ }).first();
  await expect(bySection).toBeVisible();
  await expect(page.getByRole('region', { name: /Computer Science and Information Technology/ }).first()).toBeVisible();
});

test('a UGC NET learner sits Paper 1 and Paper 2 together: NTA’s rules, no calculator, the two papers as sections, in English and Hindi', async ({ page }) => {
  test.setTimeout(150_000);
  const series = await seriesByTitle(page, NET);
  await signInAs(page, newLearner('Meenal'));
  await buyNetSeries(page);
  const path = await testPath(page, series.testSeriesId, SITTING);

  // the series page names the hard level for the exam and tells its rules
  await openPage(page, `/testseriesdetail/${series.testSeriesId}`);
  await expect(page.getByRole('heading', { name: /UGC NET Level Tests/ })).toBeVisible();
  const how = page.getByRole('region', { name: 'How the tests work' });
  await expect(how).toContainText('there is no negative marking, as in UGC NET');
  await expect(how).not.toContainText(/GATE|MSQ|NAT|one third/);

  // the instructions in English
  await openPage(page, path);
  const rules = instructionsText(page);
  await expect(rules).toContainText(
    'UGC NET Paper 1 (General Paper on Teaching and Research Aptitude) and UGC NET Paper 2: Computer Science and Applications (87)',
  );
  await expect(rules).toContainText('Paper 1 and Paper 2 are sat together, in one sitting of 3 hours without a break');
  await expect(rules).toContainText('A right answer earns 2 marks. There is no negative marking');
  await expect(rules).toContainText('No calculator is offered.');
  await expect(rules).not.toContainText(/GATE|MSQ|NAT|calculator opens/);
  await expect(page.getByText('Teaching and Research Aptitude (50) · Computer Science and Applications (100)')).toBeVisible();

  // and in Hindi, from the site header's switch (the exam's own pages have no site header)
  await openPage(page, '/testseries');
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await openPage(page, path);
  const hindiRules = page.getByRole('list').filter({ hasText: 'वास्तविक परीक्षा' }).first();
  await expect(hindiRules).toContainText('प्रश्नपत्र 1 और प्रश्नपत्र 2 एक साथ, बिना विराम के, 3 घंटे की एक ही बैठक में हल किए जाते हैं');
  await expect(hindiRules).toContainText('कोई कैलकुलेटर उपलब्ध नहीं है।');
  await expect(hindiRules).not.toContainText(/GATE|MSQ|NAT/);

  await page.getByLabel(hi.instructions.agree).check();
  await page.getByRole('button', { name: hi.instructions.start }).click();
  await expect(page.locator('#question-heading')).toHaveText('प्रश्न 1', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /कैलकुलेटर|Calculator/ })).toHaveCount(0);
  const tabs = sectionTabs(page, hi.instructions.sections);
  await expect(tabs.getByRole('button', { name: /शिक्षण एवं शोध अभिरुचि/ })).toBeVisible();
  await expect(tabs.getByRole('button', { name: /कंप्यूटर साइंस एवं एप्लीकेशन्स/ })).toBeVisible();

  // one answer in each paper, then submit
  await page.getByRole('radio').first().check();
  await tabs.getByRole('button', { name: /कंप्यूटर साइंस एवं एप्लीकेशन्स/ }).click();
  await expect(page.locator('#question-heading')).toHaveText('प्रश्न 51');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: hi.sidebar.submitTest }).click();
  await page.getByRole('dialog').getByRole('button', { name: hi.submit.confirm }).click();
  await expect(page.getByRole('heading', { name: hiResult.heading.test })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'शिक्षण एवं शोध अभिरुचि' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'कंप्यूटर साइंस एवं एप्लीकेशन्स' }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('GATE');
});
