// Signing in. The journey a person makes (/login, 'Sign in with Google', the local stand-in's
// chooser) is sign-in.spec.ts's and the redirect journeys' own subject; the other specs sign in over
// HTTP through the very same OpenID Connect flow (/api/auth/google, the stand-in's form, the
// callback), in the page's own cookie jar, and then open the page they start on: two page loads
// fewer each. Every test signs in as a brand-new learner, so no two tests share enrolments or attempts.
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

const decodeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

/**
 * The sign-in flow over HTTP in the page's cookie jar: /api/auth/google, the stand-in's chooser form
 * posted with the learner's name and e-mail (the last form on the page, 'Use another account'), the
 * callback that sets the session. Returns where the callback sends the learner.
 */
async function signInOverHttp(page: Page, learner: Learner, redirect: string): Promise<string> {
  const chooser = await page.request.get(`/api/auth/google?redirect=${encodeURIComponent(redirect)}`);
  expect(chooser.status(), `the sign-in chooser: ${chooser.url()}`).toBe(200);
  const actions = [...(await chooser.text()).matchAll(/<form method="post" action="([^"]+)">/g)];
  expect(actions.length, 'the chooser has its forms').toBeGreaterThan(0);
  let next = new URL(decodeAttribute(actions.at(-1)![1]!), chooser.url()).href;
  let response = await page.request.post(next, { form: { name: learner.name, email: learner.email }, maxRedirects: 0 });
  // the stand-in answers with the callback, the callback with the app's page: each hop by hand, so the
  // app's page is opened by the browser and not fetched here
  for (let hop = 0; hop < 5 && response.status() >= 300 && response.status() < 400; hop += 1) {
    const { href, pathname, search } = new URL(response.headers().location!, next);
    if (!pathname.startsWith('/api/auth/') && !pathname.startsWith('/dev/')) return `${pathname}${search}`;
    next = href;
    response = await page.request.get(next, { maxRedirects: 0 });
  }
  throw new Error(`sign-in over HTTP ended at ${response.url()} with ${response.status()}: ${(await response.text()).slice(0, 300)}`);
}

/** Signs a learner in and opens `redirect`, where the sign-in flow sends them. */
export async function signInAs(page: Page, learner: Learner, redirect = '/testseries') {
  const landing = await signInOverHttp(page, learner, redirect);
  await page.goto(landing);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`), { timeout: 10_000 });
}

export async function sessionUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/session');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A new learner, signed in, with the id the server gave them; on `redirect` when one is given, and
 * otherwise with no page opened yet (the test opens its own first page).
 */
export async function signInAsNewLearner(page: Page, firstName = 'Kavya', redirect?: string): Promise<SignedInLearner> {
  const learner = newLearner(firstName);
  if (redirect === undefined) await signInOverHttp(page, learner, '/');
  else await signInAs(page, learner, redirect);
  return { ...learner, id: await sessionUserId(page) };
}

/** A demo admin (Meera the creator, Kabir the master…) signed in, in a browser context of their own, on `redirect`. */
export async function signInAsDemo(browser: Browser, name: string, redirect: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const chooser = await page.request.get(`/api/auth/google?redirect=${encodeURIComponent(redirect)}`);
  expect(chooser.status(), `the sign-in chooser: ${chooser.url()}`).toBe(200);
  // the demo identity's own form: its hidden name and e-mail
  const forms = [...(await chooser.text()).matchAll(/<input type="hidden" name="email" value="([^"]+)">\s*<input type="hidden" name="name" value="([^"]+)">/g)];
  const identity = forms.find((form) => decodeAttribute(form[2]!) === name);
  expect(identity, `the chooser offers ${name}`).toBeDefined();
  await signInAs(page, { name, email: decodeAttribute(identity![1]!) }, redirect);
  return page;
}
