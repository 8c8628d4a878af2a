// Issue 11: a master writes a notification, previews its Markdown, publishes it, and a learner reads
// it on /notification. It runs in the 'admin' project (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { newLearner, signInAs, signInAsDemo } from './support/sign-in.ts';

test('a master publishes a notification that a learner then reads', async ({ browser }) => {
  // two people signed in, a draft, a publication and the learner's pages: more than a minute on a busy 2-core machine
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const title = `GATE 2027 admit cards ${tag}`;

  // ---- the master writes it: the address follows the title, the preview renders the Markdown
  const master = await signInAsDemo(browser, 'Kabir Das', '/admin');
  await master.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(master.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await master.getByRole('link', { name: 'New notification' }).click();
  await master.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(master.getByRole('textbox', { name: 'Address' })).toHaveValue(`gate-2027-admit-cards-${tag}`);
  await master.getByRole('textbox', { name: 'Text', exact: true }).fill('Admit cards are out. Download yours **before 20 January**.');
  await expect(master.getByRole('region', { name: 'Text: preview' }).locator('strong')).toHaveText('before 20 January');
  await master.getByRole('button', { name: 'Save draft' }).click();
  await expect(master).toHaveURL(/\/admin\/notifications\/[0-9a-f-]{36}$/);
  await expect(master.getByText('Saved as a draft. Publish it now or schedule it.')).toBeVisible();
  const publishing = master.getByRole('region', { name: 'Publishing' });
  await expect(publishing.getByText('Draft', { exact: true })).toBeVisible();

  // ---- and publishes it now
  await publishing.getByRole('button', { name: 'Publish now' }).click();
  await expect(publishing.getByRole('status')).toHaveText('Published: learners can read it now.');
  await expect(publishing.getByText('Published', { exact: true })).toBeVisible();
  await master.getByRole('link', { name: 'All notifications' }).click();
  const row = master.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  // ---- a learner finds it first on /notification and reads it
  const learner = await (await browser.newContext()).newPage();
  await signInAs(learner, newLearner('Nisha'), '/notification');
  const first = learner.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('link', { name: title })).toBeVisible();
  await first.getByRole('link', { name: title }).click();
  await expect(learner).toHaveURL(new RegExp(`/notification/gate-2027-admit-cards-${tag}$`));
  await expect(learner.getByRole('heading', { name: title })).toBeVisible();
  await expect(learner.getByText('before 20 January')).toHaveJSProperty('tagName', 'STRONG');
});
