// Issue 39: a weekly quiz's solutions stay hidden from everyone until the quiz has closed and its last
// attempt has ended. A master opens a one-minute quiz that closes half a minute from now; a learner
// takes it and submits at once, sees the score with "Solutions open in …" in place of the review,
// and, once the quiz has closed for everyone, the countdown gives way to the review with the key and
// the explanation. The quiz's window is what moves here: the server's clock is the database's, the
// same for every spec running beside this one.
import { expect, test } from '@playwright/test';
import { option } from './support/exam.ts';
import { signInAsDemo, signInAsNewLearner } from './support/sign-in.ts';

const CLOSES_IN_MS = 30_000;

test('a learner submits an open quiz, is told when its solutions open, and reads them once it has closed', async ({ browser, page }) => {
  // a person waits for the close (30 s), the one-minute limit of the last attempt and the in-flight allowance
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Solutions Quiz ${tag}`;

  // ---- a master writes one question of their own and puts it in a quiz that closes soon
  const master = await signInAsDemo(browser, 'Kabir Das', '/admin');
  const call = async (method: 'post' | 'put', path: string, data?: unknown) => {
    const response = await master.request[method](path, data === undefined ? {} : { data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Record<string, { id: string }>;
  };
  const question = await call('post', '/api/admin/questions', {
    text: `A queue is empty; 4, 7 and 9 are enqueued and one item is dequeued. Which item comes out? (${tag})`,
    options: [{ text: '4' }, { text: '7' }, { text: '9' }, { text: 'None' }],
    correctIndex: 0,
    explanation: 'A queue is first in, first out: 4 went in first, so 4 comes out first.',
    section: 'Technical',
    marks: 1,
  });
  await call('post', `/api/admin/questions/${question.question!.id}/publish`);
  const window = { opensAt: new Date(Date.now() - 60_000).toISOString(), closesAt: new Date(Date.now() + CLOSES_IN_MS).toISOString() };
  const quiz = await call('post', '/api/admin/quizzes', { title, exam: 'GATE', timeLimitMinutes: 1, ...window });
  await call('put', `/api/admin/quizzes/${quiz.quiz!.id}/questions`, { questionIds: [question.question!.id] });
  await call('post', `/api/admin/quizzes/${quiz.quiz!.id}/publish`);
  await master.context().close();

  // ---- the learner takes it and submits at once
  await signInAsNewLearner(page, 'Ishaan', '/weeklyquiz');
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Start ${title}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();
  await option(page, '7').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await page.getByRole('dialog', { name: 'Submit the quiz?' }).getByRole('button', { name: 'Yes, submit' }).click();

  // ---- the score now, the review later
  await expect(page.getByRole('heading', { name: 'Quiz Performance Analysis' })).toBeVisible();
  const countdown = page.getByRole('timer').filter({ hasText: /^Solutions open in / });
  await expect(countdown).toBeVisible();
  await expect(page.getByText('Until then no one sees them, so no one can pass them on')).toBeVisible();
  await expect(page.getByText('A queue is first in, first out')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Question 1' })).toHaveCount(0);

  // ---- the quiz closes, its last attempt's minute runs out: the countdown ends and the solutions appear
  await expect(page.getByText('A queue is first in, first out: 4 went in first, so 4 comes out first.')).toBeVisible({ timeout: 150_000 });
  await expect(countdown).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Question 1' })).toBeVisible();
});
