// Issue 11's generation journey: a master asks the model (the local stand-in under /dev) for five
// questions, then in the review queue approves three, rejects one and edits one, by keyboard.
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/sign-in.ts';

interface StoredQuestion {
  status: string;
  reviewState: string;
  text: string;
  source: string;
}

const stored = async (page: Page, id: string): Promise<StoredQuestion> =>
  ((await (await page.request.get(`/api/admin/questions/${id}`)).json()) as { question: StoredQuestion }).question;

test('a master generates five questions, then approves three, rejects one and edits one in the review queue', async ({ browser }) => {
  // two people's whole sessions in one test: about 55 s on a 2-core machine, close to the default minute
  test.setTimeout(120_000);
  const topic = `Graph colouring ${Date.now().toString(36)}`;
  const master = await signInAsDemo(browser, 'Kabir Das', '/admin/questions/generate');

  await master.getByLabel('Exam').fill('GATE CS');
  await master.getByLabel('Section').selectOption('Technical');
  await master.getByLabel('Topic').fill(topic);
  await master.getByLabel('Difficulty').selectOption('medium');
  await master.getByLabel('How many questions').fill('5');
  await master.getByRole('button', { name: 'Generate questions' }).click();
  await expect(master.getByText(/5 accepted, 0 failed of 5/)).toBeVisible({ timeout: 30_000 });

  const edits = master.getByRole('link', { name: 'Edit', exact: true });
  await expect(edits).toHaveCount(5);
  const ids = (await edits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) => href.split('/').pop()!);
  for (const id of ids) expect(await stored(master, id)).toMatchObject({ status: 'draft', source: 'ai-generated' });
  // the batch reaches the review queue in one request
  await master.getByRole('button', { name: 'Submit all 5 for review' }).click();
  await expect(master.getByRole('status').filter({ hasText: 'Submitted 5 questions' })).toBeVisible();

  // the review queue, one question at a time, by keyboard
  const open = async (id: string) => {
    await master.goto(`/admin/review?source=ai-generated&at=${id}`);
    await expect(master.getByRole('button', { name: /^Approve/ })).toBeEnabled();
  };
  const announcement = master.getByRole('status').filter({ hasText: /Approved|Rejected/ });
  for (const id of ids.slice(0, 3)) {
    await open(id);
    await master.keyboard.press('a');
    await expect(announcement).toContainText('Approved and published');
  }

  await open(ids[3]!);
  await master.keyboard.press('r');
  const reason = master.getByLabel('Why is it rejected?');
  await expect(reason).toBeFocused();
  await reason.fill('Ambiguous question');
  await master.keyboard.press('Enter');
  await expect(announcement).toContainText('Rejected');

  await open(ids[4]!);
  await master.keyboard.press('e');
  const text = master.getByRole('textbox', { name: 'Question text' });
  await expect(text).toBeVisible();
  await text.fill(`${await text.inputValue()} (Reviewed wording.)`);
  await master.getByRole('button', { name: 'Save and go back' }).click();
  await expect(master).toHaveURL(/\/admin\/review/);

  const after = await Promise.all(ids.map((id) => stored(master, id)));
  expect(after.map((question) => question.status)).toEqual(['published', 'published', 'published', 'archived', 'draft']);
  expect(after[4]!.text).toMatch(/\(Reviewed wording\.\)$/);
});
