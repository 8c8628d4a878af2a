import { expect, test } from '@playwright/test';
import { SESSION_COOKIE } from '../../src/server/plugins/session-cookie.ts';
import { openPage } from './support/open-page.ts';

test('a newcomer registers with Google, sees their name, and logs out', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Register' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Google');
  await expect(dialog.getByRole('link', { name: /Terms of Service/i })).toHaveAttribute('href', '/terms');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();

  // the local stand-in for Google: type a new identity
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  const name = `Ananya Pillai ${Date.now() % 10000}`;
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(`ananya.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/login-success\?redirect=/);
  await expect(page).toHaveURL('/');
  const profileLink = page.getByRole('link', { name });
  await expect(profileLink).toBeVisible();
  await expect(profileLink).toHaveAttribute('href', '/mylearning');

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('button', { name: 'Register' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  const session = await page.request.get('/api/auth/session');
  expect(session.status()).toBe(401);
});

test('sign-in returns to the page it started from', async ({ page }) => {
  await page.goto('/login?redirect=/notification');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page
    .getByRole('button', { name: /Continue as Aarav|Continue as/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/notification$/);
});

test('a tampered session cookie counts as signed out', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: SESSION_COOKIE, value: 'forged.token', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Register' }).first()).toBeVisible();
});

test('the admin area opens for an admin and stays shut for a learner', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: 'Continue as Aarav Sharma' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(/no admin access/i)).toBeVisible();
  expect((await page.request.get('/api/admin/overview')).status()).toBe(403);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  // signed out once the header offers Register again: a sign-in started before that raced the logout's own navigation
  await expect(page.getByRole('button', { name: 'Register' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: 'Continue as Prepverse Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Question bank' })).toBeVisible();
  expect((await page.request.get('/api/admin/overview')).status()).toBe(200);
});
