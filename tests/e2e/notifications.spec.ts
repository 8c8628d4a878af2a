// Issue 12: /notification pages ten at a time through links, a signed-in learner sees which
// notifications are new (and the count in the navbar), opening one marks it read, and a bad address
// says so with a way back.
import { expect, test, type Page } from '@playwright/test';
import { signInAsNewLearner } from './support/sign-in.ts';

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
const cardTitles = async (page: Page) => (await cards(page).getByRole('heading', { level: 2 }).allTextContents()).map((title) => title.trim());

test('the list pages ten at a time through links that carry the page in the address', async ({ page }) => {
  await page.goto('/notification');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  const firstPage = await cardTitles(page);
  await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'Notification pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/notification?page=2');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/notification\?page=2$/);
  await expect(page.getByText(/^Showing 11–\d+ of \d+$/)).toBeVisible();
  const secondPage = await cardTitles(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

  // the address alone opens the page, as a crawler or a shared link would
  await page.goto('/notification?page=2');
  await expect(cards(page).first()).toBeVisible();
  expect(await cardTitles(page)).toEqual(secondPage);
  await page.getByRole('navigation', { name: 'Notification pages' }).getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  await expect(cards(page)).toHaveCount(10);
});

test("an unread notification loses its mark, and the navbar's count drops, once the learner opens it", async ({ page }) => {
  await signInAsNewLearner(page, 'Nandini', '/notification');
  const navLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });
  await expect(navLink).toHaveAccessibleName(/^Notifications \(\d+ unread\)$/);
  const before = Number((await navLink.textContent())!.match(/\((\d+) unread\)/)![1]);
  expect(before).toBeGreaterThan(1);

  const first = cards(page).first();
  await expect(first.getByText('Unread', { exact: true })).toBeVisible();
  // the heading's text ends with '(unread)' for screen readers
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!.replace(/\s*\(unread\)$/, '').trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // the POST from the page has landed once the count in the navbar drops
  await expect(navLink).toHaveAccessibleName(`Notifications (${before - 1} unread)`);

  await page.getByRole('link', { name: 'All notifications' }).click();
  const same = cards(page).filter({ has: page.getByRole('heading', { name: title }) });
  await expect(same).toBeVisible();
  await expect(same.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(cards(page).nth(1).getByText('Unread', { exact: true })).toBeVisible();

  // and it stays read on a fresh load: the server keeps it, per learner
  await page.reload();
  await expect(
    cards(page)
      .filter({ has: page.getByRole('heading', { name: title }) })
      .getByText('Unread', { exact: true }),
  ).toHaveCount(0);
});

test('a visitor who is not signed in sees no unread marks', async ({ page }) => {
  await page.goto('/notification');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
});

for (const path of ['/notification/no-such-notification', '/notification/Not%20A%20Slug']) {
  test(`${decodeURIComponent(path)} shows that it is not found, with a way back to the list`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Notification not found', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(cards(page).first()).toBeVisible();
  });
}
