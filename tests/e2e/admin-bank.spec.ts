// Issue 27's journey through the question bank: a master finds the syllabus tree, narrows the bank to
// one of its nodes, tags the page's questions in one previewed change, finds them by the tag, and
// exports them as GIFT through a background job whose file downloads. In the admin project
// (playwright.config.ts): the tag it adds is its own, and nothing else reads it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/sign-in.ts';

test('a master narrows the bank to a syllabus node, tags its questions in bulk, finds them by the tag and exports them', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signInAsDemo(browser, 'Kabir Das', '/admin/taxonomy');
  await expect(page.getByRole('heading', { name: 'Syllabus tree' })).toBeVisible();
  await expect(page.getByText('Operating Systems', { exact: true }).first()).toBeVisible();

  // ---- the bank, at the node Operating Systems (and everything under it)
  await page.goto('/admin/questions');
  const topic = page.getByLabel('Topic');
  await expect(topic.locator('option', { hasText: /Operating Systems \(\d+\)/ }).first()).toBeAttached();
  const option = topic.locator('option', { hasText: /Operating Systems \(\d+\)/ }).first();
  const inTree = Number(/\((\d+)\)/.exec((await option.textContent())!)![1]);
  await topic.selectOption((await option.getAttribute('value'))!);
  await expect(page).toHaveURL(/topicId=/);
  // the bank shows as many questions as the tree counts at the node and under it
  const filters = page.getByRole('region', { name: 'Search and filters' });
  await expect(filters.getByText(new RegExp(`^(Showing 1–\\d+ of )?${inTree} questions?$`))).toBeVisible();

  // ---- every question on the page, tagged in one change after its preview
  await page.getByRole('checkbox', { name: 'Select every question on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected questions' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Tag…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a tag' });
  await dialog.getByLabel('Tag').fill('os-revision-week');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText(/will be tagged/)).toBeVisible();
  await dialog.getByRole('button', { name: /^Tag \d+ questions?$/ }).click();
  await expect(dialog).toBeHidden();
  const done = page.getByRole('status').filter({ hasText: /^Tagged \d+ questions?/ });
  await expect(done).toBeVisible();
  const tagged = Number(/Tagged (\d+)/.exec((await done.textContent())!)![1]);
  expect(tagged).toBe(Math.min(inTree, 20));

  // ---- the tag finds them again, on its own
  await page.goto('/admin/questions');
  const tag = page.getByLabel('Tag', { exact: true });
  await expect(tag.locator('option', { hasText: /^os-revision-week \(\d+\)$/ })).toBeAttached();
  await tag.selectOption({ value: 'os-revision-week' });
  await expect(page).toHaveURL(/tag=os-revision-week/);
  await expect(page.getByRole('region', { name: 'Search and filters' }).getByText(new RegExp(`^${tagged} questions?$`))).toBeVisible();

  // ---- exported as GIFT by a background job, whose page offers the file
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export questions' });
  await exportDialog.getByRole('radio', { name: /GIFT/ }).check();
  await exportDialog.getByRole('button', { name: /^Export \d+/ }).click();
  await expect(page).toHaveURL(/\/admin\/import\/jobs\//);
  const link = page.getByRole('link', { name: /^Download / });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await readFile((await download.path())!, 'utf8');
  // GIFT: each question's Markdown text on a line of its own, its answers in braces: one per tagged question
  expect((file.match(/^(?:::[^:\n]+::)?\[markdown\]/gm) ?? []).length).toBe(tagged);
  expect(file).toContain('Which CPU scheduling policy can make a process wait forever');
});
