// Issue 30's Hindi versions by the model, in /admin: a master writes a question in English, asks the
// model for its Hindi from the bank's bulk bar, follows the job to its end, approves the proposal
// beside its English, and finds the question in the bank as one in English and Hindi. The model is
// the project's own stand-in under /dev (local-llm-hindi.ts). In the admin project: the question is
// this spec's own.
import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/sign-in.ts';

test('a master has the model write a question’s Hindi, approves it, and the bank shows it in both languages', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signInAsDemo(browser, 'Kabir Das', '/admin/questions');
  const text = `Which traversal of a binary search tree lists its keys in sorted order? (${Date.now().toString(36)})`;
  const created = await page.request.post('/api/admin/questions', {
    data: {
      text,
      options: [{ text: 'Preorder' }, { text: 'Inorder' }, { text: 'Postorder' }, { text: 'Level order' }],
      correctIndex: 1,
      explanation: 'Inorder visits the left subtree, the node, then the right subtree: ascending keys.',
      section: 'Technical',
      marks: 1,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // ---- the bank, narrowed to the question; ticked, and its Hindi asked for
  await page.goto(`/admin/questions?search=${encodeURIComponent(text.slice(-12, -1))}`);
  await page.getByRole('checkbox', { name: /^Select: Which traversal of a binary search tree/ }).check();
  await page.getByRole('region', { name: 'Selected questions' }).getByRole('button', { name: 'Write Hindi versions' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Write Hindi versions' });
  await dialog.getByRole('button', { name: 'Ask for 1 Hindi version' }).click();

  // ---- the job's page follows it to its end
  await expect(page.getByRole('heading', { level: 1, name: 'Hindi versions of 1 question' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The model wrote 1 Hindi version of 1' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Review the Hindi versions' }).click();

  // ---- the proposal beside its English, approved
  await expect(page.getByRole('heading', { level: 1, name: 'Hindi versions to review' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card.locator('[lang="hi"]').first()).toContainText(/[\u0900-\u097F]/);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Approved: the question is now at version \d+, with its Hindi\.$/);
  await expect(card).toHaveCount(0);

  // ---- the bank lists it among the questions in English and Hindi
  await page.goto(`/admin/questions?languages=both&search=${encodeURIComponent(text.slice(-12, -1))}`);
  const row = page.getByRole('row').filter({ hasText: 'Which traversal of a binary search tree' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTitle('In English and Hindi')).toBeVisible();
});
