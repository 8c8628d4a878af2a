// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import { adminQuestion, adminUser, fakeServer, json, renderAdmin, type Call } from '../../ui/test-support.tsx';
import { QuestionEditPage } from '../../questions/pages/question-edit-page.tsx';
import { ReviewPage } from './review-page.tsx';

const id = (n: number) => `11111111-0000-4000-8000-00000000000${n}`;

let waiting: AdminQuestion[];
let calls: Call[];
let refuseWith: { status: number; code: string; message: string } | null;

beforeEach(() => {
  refuseWith = null;
  waiting = [
    adminQuestion({ id: id(1), text: 'First generated question', source: 'ai-generated', needsReview: true, topic: 'Graphs', explanation: 'Because.' }),
    adminQuestion({ id: id(2), text: 'Second generated question', source: 'ai-generated' }),
    adminQuestion({
      id: id(3),
      text: 'An imported one',
      source: 'public',
      needsReview: true,
      origin: { format: 'gift', line: 4, name: 'Q3', conversion: { from: 'true-false', original: 'Is it?{TRUE}' } },
    }),
  ];
  calls = fakeServer((call, url) => {
    if (call.method === 'GET' && url.pathname === '/api/admin/review') {
      const source = url.searchParams.get('source');
      const questions = waiting.filter((question) => !source || question.source === source);
      const bySource = { 'ai-generated': 0, public: 0, original: 0 };
      for (const question of waiting) bySource[question.source] += 1;
      const counts = { waiting: waiting.length, bySource, needsReview: waiting.filter((question) => question.needsReview).length };
      return json({ success: true, questions, page: 1, pageSize: 100, total: questions.length, counts });
    }
    const match = /^\/api\/admin\/review\/([^/]+)\/(approve|reject)$/.exec(url.pathname);
    if (call.method === 'POST' && match) {
      if (refuseWith) return json({ success: false, code: refuseWith.code, message: refuseWith.message }, refuseWith.status);
      const question = waiting.find((candidate) => candidate.id === match[1])!;
      waiting = waiting.filter((candidate) => candidate.id !== question.id);
      return json({ success: true, question: { ...question, status: match[2] === 'approve' ? 'published' : 'archived' } });
    }
    return null;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderQueue(path = '/admin/review', role: 'master' | 'creator' | 'god' = 'master') {
  return renderAdmin(
    [
      { path: 'review', element: <ReviewPage /> },
      { path: 'questions/:questionId', element: <h1>The editor</h1> },
    ],
    path,
    adminUser(role),
  );
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });
const posts = () => calls.filter((call) => call.method === 'POST');
const counter = () => screen.getByText(/of \d+ waiting$/);

describe('the review queue', () => {
  it('shows one draft at a time as learners will see it, with its key, source, flag and import origin', async () => {
    renderQueue();
    expect(await screen.findByText('1 of 3 waiting')).toBeTruthy();
    expect(screen.getAllByText('First generated question').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Explanation for question 1' }).textContent).toContain('Because.');
    expect(screen.getByRole('navigation', { name: 'Waiting drafts' })).toBeTruthy();
    // the key, the buttons' shortcuts
    expect(screen.getByRole('button', { name: /Approve/ }).getAttribute('aria-keyshortcuts')).toBe('A');
    expect(screen.getByRole('link', { name: /Edit/ }).getAttribute('href')).toBe(
      `/admin/questions/${id(1)}?back=${encodeURIComponent(`/admin/review?at=${id(1)}`)}`,
    );
    press('n');
    press('n');
    expect(counter().textContent).toBe('3 of 3 waiting');
    expect(screen.getByText('The original question, as imported')).toBeTruthy();
    expect(screen.getByText('Is it?{TRUE}')).toBeTruthy();
  });

  it('moves with N, P and the arrow keys, and approves with A, showing the next and saying so', async () => {
    renderQueue();
    await screen.findByText('1 of 3 waiting');
    press('ArrowRight');
    expect(counter().textContent).toBe('2 of 3 waiting');
    press('p');
    expect(counter().textContent).toBe('1 of 3 waiting');
    press('ArrowLeft'); // already the first: nothing
    expect(counter().textContent).toBe('1 of 3 waiting');

    press('a');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Approved and published ‘First generated question’'));
    expect(posts().map((call) => call.url)).toEqual([`/api/admin/review/${id(1)}/approve`]);
    expect(await screen.findByText('1 of 2 waiting')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Question 1' }).closest('article')?.textContent).toContain('Second generated question');
  });

  it('rejects with R: the reason field takes the keys, Escape cancels, Enter confirms a quick pick', async () => {
    renderQueue();
    await screen.findByText('1 of 3 waiting');
    press('r');
    const reason = screen.getByLabelText('Why is it rejected?');
    expect(document.activeElement).toBe(reason);
    // typing in the field never fires a shortcut
    for (const key of ['a', 'n', 'p', 'e', 'ArrowRight']) press(key, reason);
    expect(posts()).toEqual([]);
    expect(counter().textContent).toBe('1 of 3 waiting');

    press('Escape', reason);
    expect(screen.queryByLabelText('Why is it rejected?')).toBeNull();

    press('r');
    fireEvent.submit(screen.getByRole('form', { name: 'Reject this question' }));
    expect(await screen.findByText('Say why, in at least 3 characters.')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Reject this question' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ url: `/api/admin/review/${id(1)}/reject`, body: { reason: 'Duplicate' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Rejected ‘First generated question’: Duplicate.'));
    expect(await screen.findByText('1 of 2 waiting')).toBeTruthy();
  });

  it('says so when another reviewer got there first, and moves on', async () => {
    refuseWith = { status: 409, code: 'already-reviewed', message: 'This question is no longer waiting for review.' };
    renderQueue();
    await screen.findByText('1 of 3 waiting');
    press('a');
    expect((await screen.findByRole('alert')).textContent).toBe('This question is no longer waiting for review.');
  });

  it('filters by source and the needs-review flag, kept in the address', async () => {
    const router = renderQueue();
    await screen.findByText('1 of 3 waiting');
    fireEvent.click(within(screen.getByRole('group', { name: 'Source' })).getByRole('button', { name: /Public/ }));
    expect(await screen.findByText('1 of 1 waiting')).toBeTruthy();
    expect(router.state.location.search).toBe('?source=public');
    fireEvent.click(screen.getByRole('checkbox', { name: /Needs review/ }));
    expect(router.state.location.search).toBe('?source=public&needsReview=true');
  });

  it('shows an empty state when nothing waits', async () => {
    waiting = [];
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'Nothing is waiting for review' })).toBeTruthy();
    press('a');
    expect(posts()).toEqual([]);
  });

  it('is for masters: a creator is told so', async () => {
    renderQueue('/admin/review', 'creator');
    expect(await screen.findByRole('heading', { name: 'The review queue is for masters' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('editing from the queue', () => {
  it('saves in the editor and comes back to the same question in the queue', async () => {
    const question = waiting[0]!;
    const back = `/admin/review?at=${question.id}`;
    fakeServer((call, url) => {
      if (url.pathname === '/api/admin/questions/facets') return json({ success: true, exams: [], topics: [], types: ['MCQ'] });
      // a save answers with the bank's questions it looks like too (none here)
      if (url.pathname === `/api/admin/questions/${question.id}`) return json({ success: true, question: { ...question, text: 'Edited' }, duplicates: [] });
      return null;
    });
    const router = renderAdmin(
      [
        { path: 'questions/:questionId', element: <QuestionEditPage /> },
        { path: 'review', element: <h1>The queue</h1> },
      ],
      `/admin/questions/${question.id}?back=${encodeURIComponent(back)}`,
      adminUser('master'),
    );
    fireEvent.change(await screen.findByLabelText('Question text'), { target: { value: 'Edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and go back' }));
    expect(await screen.findByRole('heading', { name: 'The queue' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
  });
});
