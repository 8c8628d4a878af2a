// Issue 12: About, Contact, Terms and Privacy come from the database, or the text Prepverse ships
// with, and say what a learner needs to know.
import { expect, test } from '@playwright/test';

const pages = [
  { path: '/about', heading: 'About Prepverse', says: [/free exam-preparation platform/, /not affiliated/] },
  { path: '/contact', heading: 'Contact us', says: [/within two working days/, /payment id or receipt number/] },
  { path: '/terms', heading: 'Terms and conditions', says: [/attempted once only/, /Razorpay/, /no refunds/i, /No hidden charges/] },
  {
    path: '/policy',
    heading: 'Privacy policy',
    says: [/name, e-mail address and profile picture/, /session cookie/, /Download your data/, /Delete your account/],
  },
];

for (const { path, heading, says } of pages) {
  test(`${path} shows its content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    for (const text of says) await expect(page.getByText(text).first()).toBeVisible();
  });
}

test('the terms state that there are no refunds, in a heading and in the text', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'No refunds' })).toBeVisible();
  await expect(page.getByText(/enrolments are non-refundable: we do not offer refunds/)).toBeVisible();
});

test('the contact page shows the configured addresses as e-mail links', async ({ page }) => {
  await page.goto('/contact');
  const site = (await (await page.request.get('/api/site')).json()) as { supportEmail: string; contactEmail: string };
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  await expect(main.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`);
});

test('the privacy policy leads to the account page, where data is downloaded or the account deleted', async ({ page }) => {
  await page.goto('/policy');
  await expect(page.getByRole('link', { name: 'account page' }).first()).toHaveAttribute('href', '/userdetail');
});
