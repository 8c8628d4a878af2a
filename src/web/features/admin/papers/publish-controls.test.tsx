// @vitest-environment jsdom
// Issue 23 point 4: publishing a test whose questions are not all reviewed opens the list of them,
// with a link to each; a master approves the waiting drafts in place and publishes again. A creator
// sees the list and the links only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTest, NotReviewedQuestion } from '../../../../shared/api/admin-content.ts';
import type { Role } from '../../../../shared/roles.ts';
import { adminUser, fakeServer, json, renderAdmin, type Call } from '../ui/test-support.tsx';
import { TestEditPage } from './tests/test-edit-page.tsx';

const SERIES = '6f1c2d3e-0000-4000-8000-000000000001';
const TEST = '6f1c2d3e-0000-4000-8000-000000000002';
const [OK, WRONG_KEY, GENERATED] = ['11111111-0000-4000-8000-00000000000a', '11111111-0000-4000-8000-00000000000b', '11111111-0000-4000-8000-00000000000c'];

const rejected: NotReviewedQuestion = {
  id: WRONG_KEY,
  number: 2,
  text: 'What is $2 + 2$?',
  status: 'archived',
  reason: 'rejected',
  rejectedFor: 'The key is wrong.',
};
const waiting: NotReviewedQuestion = {
  id: GENERATED,
  number: 3,
  text: 'Which traversal uses a queue?',
  status: 'draft',
  reason: 'waiting-for-review',
  rejectedFor: null,
};

let notReviewed: NotReviewedQuestion[];
let status: AdminTest['status'];
let calls: Call[];

const test = (): AdminTest => ({
  id: TEST,
  seriesId: SERIES,
  title: 'Easy Subject Test',
  difficulty: 'easy',
  status,
  timeLimitSeconds: 1200,
  negativeRatio: 1 / 3,
  marking: 'gate',
  offeredInHindi: false,
  questions: [
    { id: OK, text: 'Reviewed one', section: 'Aptitude', marks: 1, type: 'MCQ', status: 'published', version: 1, latestVersion: 1, hasHindi: false },
    { id: WRONG_KEY, text: 'What is $2 + 2$?', section: 'Aptitude', marks: 1, type: 'MCQ', status: 'archived', version: 1, latestVersion: 1, hasHindi: false },
    {
      id: GENERATED,
      text: 'Which traversal uses a queue?',
      section: 'Technical',
      marks: 1,
      type: 'MCQ',
      status: 'draft',
      version: 1,
      latestVersion: 1,
      hasHindi: false,
    },
  ],
  totals: { questions: 3, marks: 3, durationSeconds: 1200, sections: [] },
  hasAttempts: false,
  notReviewed,
  profileCode: 'gate-cs',
  scope: 'subject',
  profileDifferences: [],
  author: { id: 'u1', name: 'Asha Rao' },
});

beforeEach(() => {
  notReviewed = [rejected, waiting];
  status = 'draft';
  calls = fakeServer((call, url) => {
    if (call.method === 'GET' && url.pathname === `/api/admin/tests/${TEST}`) return json({ success: true, test: test() });
    if (call.method === 'POST' && url.pathname === `/api/admin/tests/${TEST}/publish`) {
      if (notReviewed.length > 0) {
        return json(
          { success: false, code: 'questions-not-reviewed', message: 'Questions 2, 3 are not published and reviewed yet.', questions: notReviewed },
          409,
        );
      }
      status = 'published';
      return json({ success: true, test: test() });
    }
    const approve = /^\/api\/admin\/review\/([^/]+)\/approve$/.exec(url.pathname);
    if (call.method === 'POST' && approve) {
      notReviewed = notReviewed.filter((question) => question.id !== approve[1]);
      return json({ success: true, question: { id: approve[1], status: 'published' } });
    }
    return null;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAs = (role: Role) =>
  renderAdmin(
    [
      { path: 'series/:seriesId/tests/:testId', element: <TestEditPage /> },
      { path: 'questions/:questionId', element: <p>The question editor</p> },
    ],
    `/admin/series/${SERIES}/tests/${TEST}`,
    adminUser(role),
  );

const posts = () => calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url, 'http://localhost').pathname);

describe('publishing a test with questions not reviewed', () => {
  it('lists them in the dialog with why and a link to each; a master approves the draft in place and publishes again', async () => {
    renderAs('master');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Review these questions before publishing' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Question 2', 'Question 3']);
    expect(items[0]!.textContent).toContain('Rejected');
    expect(items[0]!.textContent).toContain('Reason: The key is wrong.');
    expect(items[1]!.textContent).toContain('Waiting for review');
    const link = within(items[0]!).getByRole('link', { name: 'Open question 2' });
    expect(link.getAttribute('href')).toBe(`/admin/questions/${WRONG_KEY}?back=${encodeURIComponent(`/admin/series/${SERIES}/tests/${TEST}`)}`);
    // a rejected question is fixed in the editor (or taken out), never approved from here
    expect(within(items[0]!).queryByRole('button', { name: /Approve/ })).toBeNull();

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Approve question 3' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(posts()).toContain(`/api/admin/review/${GENERATED}/approve`);

    // the rejected one still blocks: publishing again is refused and it stays listed
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish again' }));
    await waitFor(() => expect(posts().filter((path) => path.endsWith('/publish'))).toHaveLength(2));
    expect(
      within(screen.getByRole('alertdialog'))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Question 2']);

    // once it is dealt with (here: reviewed elsewhere), the dialog publishes
    notReviewed = [];
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it('shows a creator the same list, with links and no Approve or Publish', async () => {
    renderAs('creator');
    fireEvent.click(await screen.findByRole('button', { name: '2 questions to review first' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Questions to review first' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Open question 2', 'Open question 3']);
    expect(within(dialog).queryByRole('button', { name: /Approve|Publish/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Open question 3' }));
    expect(await screen.findByText('The question editor')).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});
