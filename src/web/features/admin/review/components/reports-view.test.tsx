// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportGroup, ReportQueue } from '../../../../../shared/api/admin-reports.ts';
import { adminUser, fakeServer, json, renderAdmin, type Call } from '../../ui/test-support.tsx';
import { ReviewPage } from '../pages/review-page.tsx';

const QUESTION = '22222222-0000-4000-8000-000000000001';

const group = (overrides: Partial<ReportGroup> = {}): ReportGroup => ({
  question: { id: QUESTION, text: 'What is $7 \\times 8$?', type: 'MCQ', status: 'published', version: 1 },
  count: 2,
  reasons: { 'wrong-key': 1, typo: 0, unclear: 1, 'out-of-syllabus': 0 },
  latestAt: '2026-11-20T10:00:00.000Z',
  papers: [{ kind: 'test', id: 't1', title: 'Easy Subject Test', reports: 2 }],
  reports: [
    {
      id: 'r2',
      reason: 'unclear',
      note: '',
      reporter: { id: 'u2', name: 'Bilal Khan' },
      paper: { kind: 'test', id: 't1', title: 'Easy Subject Test' },
      questionVersion: 1,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'r1',
      reason: 'wrong-key',
      note: 'B is right.',
      reporter: { id: 'u1', name: 'Asha Rao' },
      paper: { kind: 'test', id: 't1', title: 'Easy Subject Test' },
      questionVersion: 1,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  ...overrides,
});

let open: ReportGroup[];
let calls: Call[];

beforeEach(() => {
  open = [group()];
  calls = fakeServer((call, url) => {
    if (call.method === 'GET' && url.pathname === '/api/admin/reports') {
      const openReports = open.reduce((sum, one) => sum + one.count, 0);
      return json({ success: true, groups: open, page: 1, pageSize: 20, total: open.length, openReports } satisfies ReportQueue);
    }
    if (call.method === 'POST' && url.pathname === `/api/admin/reports/${QUESTION}/resolve`) {
      const resolved = open[0]!.count;
      open = [];
      return json({ success: true, resolved, version: null });
    }
    if (call.method === 'GET' && url.pathname === '/api/admin/review') {
      return json({
        success: true,
        questions: [],
        page: 1,
        pageSize: 100,
        total: 0,
        counts: { waiting: 0, bySource: { 'ai-generated': 0, public: 0, original: 0 }, needsReview: 0 },
      });
    }
    return null;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderReports = (role: 'master' | 'creator' = 'master', path = '/admin/review?view=reports') =>
  renderAdmin([{ path: 'review', element: <ReviewPage /> }], path, adminUser(role));

describe("learners' reports in the review queue", () => {
  it('shows each reported question with its count, the reasons, and every note with its reporter and paper', async () => {
    renderReports();
    const card = await screen.findByRole('article', { name: '2 reports on this question' });
    const reasons = within(card).getByRole('group', { name: 'Reasons' });
    expect(Array.from(reasons.children).map((pill) => pill.textContent)).toEqual(['Wrong key 1', 'Unclear 1']);
    expect(within(card).getByText('B is right.')).toBeTruthy();
    const rows = within(within(card).getByRole('list', { name: 'Reports, newest first' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Bilal Khan'), expect.stringContaining('Asha Rao')]);
    expect(rows[1]!.textContent).toContain('version 1');
    // one paper: named once for the question, not on every row
    expect(within(card).getByRole('list', { name: 'Reported from' }).textContent).toBe('Easy Subject Test · test · 2 reports');
    expect(rows[1]!.textContent).not.toContain('Easy Subject Test');
    expect(within(card).getByRole('link', { name: 'See it with its key' }).getAttribute('href')).toBe(`/admin/questions/${QUESTION}/preview`);
    // the tab names how many are open
    expect(screen.getByRole('link', { name: 'Reports (2 open)' }).getAttribute('aria-current')).toBe('page');
  });

  it('needs the answer for Answered, then resolves every report of the question and says each learner was told', async () => {
    renderReports();
    const card = await screen.findByRole('article', { name: '2 reports on this question' });
    const form = within(card).getByRole('form', { name: 'Resolve the reports' });
    // the words and the button come with the outcome
    expect(within(form).queryByRole('button', { name: 'Resolve and tell 2 learners' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: /Answered/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Resolve and tell 2 learners' }));
    expect(within(form).getByRole('alert').textContent).toBe('Write your answer to the learners, in at least 3 characters.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Your answer to the learners' }), { target: { value: 'The key is right: 56.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Resolve and tell 2 learners' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Resolved 2 reports on'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/reports/${QUESTION}/resolve`, body: { resolution: 'answered', response: 'The key is right: 56.' } },
    ]);
    expect(await screen.findByText('No open reports')).toBeTruthy();
  });

  it('links Edited to the question editor and Regraded to the regrade screen of each paper', async () => {
    renderReports();
    const card = await screen.findByRole('article', { name: '2 reports on this question' });
    fireEvent.click(within(card).getByRole('radio', { name: /Edited/ }));
    expect(within(card).getByText(/Not edited since the reports \(version 1\)/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the question in the editor' }).getAttribute('href')).toBe(
      `/admin/questions/${QUESTION}?back=${encodeURIComponent('/admin/review?view=reports')}`,
    );
    fireEvent.click(within(card).getByRole('radio', { name: /Regraded/ }));
    expect(
      within(card)
        .getByRole('link', { name: /Regrade in ‘Easy Subject Test’/ })
        .getAttribute('href'),
    ).toBe(`/admin/regrade?kind=test&id=t1&question=${QUESTION}`);
  });

  it('lets a creator read the reports without a way to resolve them', async () => {
    renderReports('creator');
    const card = await screen.findByRole('article', { name: '2 reports on this question' });
    expect(within(card).queryByRole('form')).toBeNull();
    expect(within(card).getByText(/A master resolves these/)).toBeTruthy();
    // the drafts are a master's: a creator sees only the reports' tab
    expect(screen.queryByRole('link', { name: 'Drafts' })).toBeNull();
  });
});
