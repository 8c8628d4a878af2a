import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { seriesByTitle, titles } from './support/series.ts';
import { newLearner, sessionUserId, signInAs } from './support/sign-in.ts';
import { openPage } from './support/open-page.ts';

const NET = 'UGC NET Computer Science 2026 Practice Series';

async function openCheckout(page: Page, title: string) {
  await openPage(page, '/testseries');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Enrollment' })).toBeVisible();
}

/** The emulator's Checkout.js dialog (in the page, no iframe). */
const razorpay = (page: Page) => page.getByRole('dialog', { name: 'Prepverse' });

test('free registration: the order summary says FREE and the learner lands on the series', async ({ page }) => {
  const series = await seriesByTitle(page, titles.scholarship);
  await signInAs(page, newLearner('Isha'));
  const userId = await sessionUserId(page);
  await openCheckout(page, titles.scholarship);
  await expect(page).toHaveURL(`/checkout/${userId}/${series.testSeriesId}`);

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(titles.scholarship);
  await expect(summary).toContainText('Includes 3 tests');
  await expect(summary.getByRole('definition').nth(0)).toHaveText('₹299.00');
  await expect(summary.getByRole('term').nth(1)).toHaveText('Discount (100%)');
  await expect(summary.getByRole('definition').nth(1)).toHaveText('−₹299.00');
  await expect(summary.getByRole('definition').nth(2)).toContainText('FREE');

  const registration = page.getByRole('region', { name: 'Registration' });
  await expect(registration).toContainText('Isha Learner');
  await expect(registration.locator('img')).toHaveCount(1); // the photo; alt is empty because the name is printed beside it
  await expect(page.getByText('100% Secure Payments')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');

  await page.getByRole('button', { name: 'Register for Free' }).click();
  // SPEC §9: the redirect waits 2000 ms, so the banner is read on checkout. The page itself checks
  // both at once, on every frame: a check from here after the banner shows could come after the
  // redirect on a loaded machine (the delay itself is a unit test's)
  await page.waitForFunction((checkoutPath) => {
    const text = document.body.innerText;
    return text.includes('Successfully registered for the test series!') && text.includes('Redirecting...') && location.pathname === checkoutPath;
  }, `/checkout/${userId}/${series.testSeriesId}`);
  await expect(page).toHaveURL(`/testseriesdetail/${series.testSeriesId}`);

  // SPEC §4: checkout for a series already enrolled in goes straight to it
  await page.goto(`/checkout/${userId}/${series.testSeriesId}`);
  await expect(page).toHaveURL(`/testseriesdetail/${series.testSeriesId}`);
});

test('a free-registration error shows for 3 seconds and the learner can try again', async ({ page }) => {
  await signInAs(page, newLearner('Dev'));
  await openCheckout(page, titles.free);
  await page.route('**/api/testseries/enroll', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }));
  await page.getByRole('button', { name: 'Register for Free' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('An error occurred during registration. Please try again.');
  await expect(alert).toBeHidden({ timeout: 4500 });
  await expect(page.getByRole('button', { name: 'Register for Free' })).toBeEnabled();

  await page.unroute('**/api/testseries/enroll');
  await page.getByRole('button', { name: 'Register for Free' }).click();
  await expect(page.getByText('Successfully registered for the test series!')).toBeVisible();
});

test('a paid checkout through the payment emulator enrols the learner and issues a receipt', async ({ page }) => {
  const series = await seriesByTitle(page, titles.pro);
  await signInAs(page, newLearner('Arjun'));
  await openCheckout(page, titles.pro);

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('term').nth(1)).toHaveText('Discount (40%)');
  await expect(summary.getByRole('definition').nth(1)).toHaveText('−₹199.60');
  await expect(summary.getByTestId('order-total')).toHaveText('₹299.40');
  await expect(summary).not.toContainText('FREE');

  await page.getByRole('button', { name: 'Pay ₹299.40' }).click();
  const sheet = razorpay(page);
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(titles.pro);
  await expect(sheet.getByTestId('razorpay-amount')).toHaveText('₹299.40');
  await expect(sheet).toContainText('Arjun Learner');
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByText("Payment successful! You're enrolled.")).toBeVisible();
  await expect(page.getByText('Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(`/testseriesdetail/${series.testSeriesId}`);
  await expect(page.getByRole('heading', { name: titles.pro, level: 1 })).toBeVisible();

  // the receipt, downloaded from the dashboard as a learner does, names the series and what was paid
  await page.goto('/mylearning');
  const card = page.getByRole('article', { name: titles.pro });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${series.testSeriesId}.pdf`);
  const { text } = await extractText(new Uint8Array(await readFile(await download.path())), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(titles.pro);
  expect(flat).toContain('299.40');
  expect(flat).toContain('499.00');
  expect(flat).toMatch(/pay_[A-Za-z0-9]+/);
});

test('a cancelled and then a failed payment leave the learner free to try again', async ({ page }) => {
  const series = await seriesByTitle(page, NET);
  await signInAs(page, newLearner('Neha'));
  await openCheckout(page, NET);
  const pay = page.getByRole('button', { name: 'Pay ₹179.10' });

  // second run: cancel
  await pay.click();
  await razorpay(page).getByRole('button', { name: 'Cancel' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Payment was cancelled. Please try again to complete enrollment.');
  await expect(alert).toContainText('contact support');
  await expect(pay).toBeEnabled();

  // third run: the bank declines
  await pay.click();
  await razorpay(page).getByRole('button', { name: 'Fail payment' }).click();
  await expect(alert).toContainText('Payment failed: Your card was declined by the bank.');
  // payment errors stay (free-registration errors go after 3 s)
  await page.waitForTimeout(3500);
  await expect(alert).toContainText('Payment failed: Your card was declined by the bank.');
  await expect(page).toHaveURL(/\/checkout\//);

  // and a retry goes through
  await pay.click();
  await razorpay(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText("Payment successful! You're enrolled.")).toBeVisible();
  await expect(page).toHaveURL(`/testseriesdetail/${series.testSeriesId}`);
});

test('checkout asks a signed-out visitor to sign in, and a link for another account opens their own', async ({ page }) => {
  const series = await seriesByTitle(page, titles.pro);
  await page.goto(`/checkout/00000000-0000-4000-8000-000000000000/${series.testSeriesId}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Enrollment' })).toBeVisible();
  await expect(page.getByText('Please log in to enroll.')).toBeVisible();

  await signInAs(page, newLearner('Vikram'), `/testseries`);
  const userId = await sessionUserId(page);
  await page.goto(`/checkout/00000000-0000-4000-8000-000000000000/${series.testSeriesId}`);
  await expect(page).toHaveURL(`/checkout/${userId}/${series.testSeriesId}`);
  await expect(page.getByRole('button', { name: 'Pay ₹299.40' })).toBeVisible();
});

test('checkout for an unknown series says so and leads to the catalogue, with no Try again', async ({ page }) => {
  await signInAs(page, newLearner('Farah'));
  const userId = await sessionUserId(page);
  await page.goto(`/checkout/${userId}/00000000-0000-4000-8000-000000000000`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Test series not found.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await alert.getByRole('link', { name: 'Browse all test series' }).click();
  await expect(page).toHaveURL(/\/testseries$/);
});
