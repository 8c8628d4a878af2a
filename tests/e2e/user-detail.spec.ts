// /userdetail: the learner's profile and phone (prefilled at Razorpay's checkout), payments with
// receipts, their data as a file, signing out everywhere and deleting the account. Every test signs
// in as a learner nobody else uses (the local Google stand-in makes one per typed e-mail).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriesByTitle, titles } from './support/series.ts';
import { newLearner, sessionUserId, signInAs, type Learner } from './support/sign-in.ts';

const phoneField = (page: Page) => page.getByLabel('Phone number');

/** A fresh browser (its own cookies) signed in as `learner` on `redirect`. */
async function signedInContext(browser: Browser, learner: Learner, redirect: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, learner, redirect);
  return page;
}

test('signed out, the page asks the visitor to sign in and comes back to it', async ({ page }) => {
  await page.goto('/userdetail');
  await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please log in to see your details.' })).toBeVisible();
  await expect(phoneField(page)).toHaveCount(0);

  const learner = newLearner('Gauri');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByLabel('Full name').fill(learner.name);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/userdetail$/, { timeout: 10_000 });
  await expect(page.getByTestId('profile-email')).toHaveText(learner.email);
});

test('the phone saved on the profile is prefilled at checkout, and the paid receipt downloads from the profile', async ({ page }) => {
  const learner = newLearner('Pallavi');
  await signInAs(page, learner, '/userdetail');

  const google = page.getByRole('complementary', { name: 'Your Google account' });
  await expect(google.getByTestId('profile-name')).toHaveText(learner.name);
  await expect(google.getByTestId('profile-email')).toHaveText(learner.email);
  await expect(google).toContainText('cannot be edited here');
  // a typed-in identity has no Google picture: the placeholder stands in
  await expect(google.locator('img')).toHaveAttribute('src', '/avatars/placeholder.svg');
  await expect(page.getByText('No payments yet.')).toBeVisible();

  // a wrong number is explained and nothing is saved
  const phone = phoneField(page);
  await phone.fill('98765 4321');
  await phone.blur();
  await expect(page.getByRole('alert')).toHaveText('An Indian mobile number has 10 digits; this one has 9.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(phone).toBeFocused();

  await phone.fill('098765-43210');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Target exam').selectOption('GATE CS');
  const years = await page.getByLabel('Target year').locator('option').allTextContents();
  await page.getByLabel('Target year').selectOption(years[2]!);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(phone).toHaveValue('+91 98765 43210');

  // it is stored, not just shown
  await page.reload();
  await expect(phoneField(page)).toHaveValue('+91 98765 43210');
  await expect(page.getByLabel('Target exam')).toHaveValue('GATE CS');

  // checkout shows it, and hands it to Razorpay's sheet as the prefilled contact
  const series = await seriesByTitle(page, titles.pro);
  await page.goto(`/checkout/${await sessionUserId(page)}/${series.testSeriesId}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Enrollment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Registration' })).toContainText('+91 98765 43210');
  await page.getByRole('button', { name: 'Pay ₹299.40' }).click();
  const sheet = page.getByRole('dialog', { name: 'Prepverse' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('razorpay-contact')).toHaveText('+91 98765 43210');
  await expect(sheet.getByTestId('razorpay-email')).toHaveText(learner.email);
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(`/testseriesdetail/${series.testSeriesId}`);

  // the payment and its receipt, on the profile
  await page.goto('/userdetail');
  const payment = page.getByRole('article', { name: titles.pro });
  await expect(payment).toContainText('Paid');
  await expect(payment).toContainText('₹299.40');
  const downloading = page.waitForEvent('download');
  await payment.getByRole('button', { name: 'Download Receipt' }).click();
  expect((await downloading).suggestedFilename()).toBe(`receipt-${series.testSeriesId}.pdf`);
});

test('my data downloads as a JSON file that holds my e-mail and no session secrets', async ({ page }) => {
  const learner = newLearner('Devika');
  await signInAs(page, learner, '/userdetail');
  await phoneField(page).fill('+91 70123 45678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prepverse-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as { profile: { email: string; name: string; phone: string }; sessions: { current: boolean }[] };
  expect(data.profile).toMatchObject({ email: learner.email, name: learner.name, phone: '+917012345678' });
  expect(data.sessions.some((session) => session.current)).toBe(true);
  expect(text).not.toMatch(/idHash|id_hash/);
});

test('signing out from every device signs out another browser of the same learner too', async ({ browser }) => {
  const learner = newLearner('Farhan');
  const laptop = await signedInContext(browser, learner, '/userdetail');
  const phone = await signedInContext(browser, learner, '/mylearning');
  await expect(phone.getByRole('complementary', { name: 'Your profile' })).toContainText(learner.name);

  await laptop.getByRole('button', { name: 'Sign out from every device' }).click();
  await expect(laptop).toHaveURL(/\/$/);
  await expect(laptop.getByRole('button', { name: 'Register' })).toBeVisible();

  // the other browser's cookie opens nothing any more
  await phone.goto('/userdetail');
  await expect(phone.getByRole('heading', { name: 'Please log in to see your details.' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Register' })).toBeVisible();
  await laptop.context().close();
  await phone.context().close();
});

test('deleting the account needs the e-mail typed, says what is kept, and leaves a fresh start', async ({ page }) => {
  const learner = newLearner('Ishaan');
  await signInAs(page, learner, '/userdetail');
  await phoneField(page).fill('91234 56789');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('payments and their receipts');
  await expect(dialog).toContainText('the law requires us to keep records of payments');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  const typed = dialog.getByLabel(/Type your e-mail address/);
  await typed.fill('someone.else@example.com');
  await expect(confirm).toBeDisabled();
  await typed.fill(learner.email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();

  // the same Google account signs in to a new, empty account
  await signInAs(page, learner, '/userdetail');
  await expect(page.getByTestId('profile-email')).toHaveText(learner.email);
  await expect(phoneField(page)).toHaveValue('');
});
