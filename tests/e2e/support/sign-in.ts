// Signing in as a person does: /login, 'Sign in with Google', the local stand-in's chooser. Every
// test signs in as a brand-new learner, so no two tests share enrolments or attempts.
import { expect, type Browser, type Page } from '@playwright/test';

let counter = 0;

export interface Learner {
  name: string;
  email: string;
}

export interface SignedInLearner extends Learner {
  id: string;
}

export function newLearner(first = 'Kavya'): Learner {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${first} Learner ${tag.slice(-5)}`, email: `${first.toLowerCase()}.${tag}@example.com` };
}

/** Google's local stand-in: type a new identity and continue. */
export async function chooseNewIdentity(page: Page, learner: Learner) {
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Full name').fill(learner.name);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Signs a learner in through /login and waits until the app is back on `redirect`. */
export async function signInAs(page: Page, learner: Learner, redirect = '/testseries') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await chooseNewIdentity(page, learner);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`), { timeout: 10_000 });
}

export async function sessionUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/session');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** A new learner, signed in, landed on `redirect`, with the id the server gave them. */
export async function signInAsNewLearner(page: Page, firstName = 'Kavya', redirect = '/'): Promise<SignedInLearner> {
  const learner = newLearner(firstName);
  await signInAs(page, learner, redirect);
  return { ...learner, id: await sessionUserId(page) };
}

/** A demo admin (Meera the creator, Kabir the master…) signed in, in a browser context of their own, on `redirect`. */
export async function signInAsDemo(browser: Browser, name: string, redirect: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: `Continue as ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect}$`));
  return page;
}
