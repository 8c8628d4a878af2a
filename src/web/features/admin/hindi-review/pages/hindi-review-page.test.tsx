// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { HindiProposal } from '../../../../../shared/api/hindi-proposals.ts';
import { adminUser, fakeServer, json, renderAdmin, type Call } from '../../ui/test-support.tsx';
import { HindiReviewPage } from './hindi-review-page.tsx';

const proposal = (id: string, text: string, current: HindiProposal['current'] = null): HindiProposal => ({
  id,
  questionId: `q-${id}`,
  english: { text, options: [{ text: 'Stack' }, { text: 'Queue' }], explanation: 'A stack is last in, first out.' },
  current,
  hindi: { text: `हिन्दी: ${text}`, options: [{ text: 'स्टैक' }, { text: 'क्यू' }], explanation: 'स्टैक में अंतिम आया पहले निकलता है।' },
  createdAt: '2026-11-28T10:00:00.000Z',
});

const P1 = '33333333-0000-4000-8000-000000000001';
const P2 = '33333333-0000-4000-8000-000000000002';

let calls: Call[];
let waiting: HindiProposal[];
let approveAnswer: ReturnType<typeof json>;

beforeEach(() => {
  waiting = [
    proposal(P1, 'Which structure is LIFO?'),
    proposal(P2, 'Which structure is FIFO?', { text: 'पुराना पाठ', options: [{ text: 'पुराना A' }, { text: 'पुराना B' }], explanation: '' }),
  ];
  approveAnswer = json({ success: true, questionId: `q-${P1}`, version: 4 });
  calls = fakeServer((call, url) => {
    if (url.pathname === '/api/admin/hindi-proposals') return json({ success: true, proposals: waiting });
    if (url.pathname.endsWith('/approve')) return approveAnswer;
    if (url.pathname.endsWith('/reject')) return json({ success: true });
    return null;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (role: 'master' | 'creator' = 'master') =>
  renderAdmin([{ path: '/admin/review/hindi', element: <HindiReviewPage /> }], '/admin/review/hindi', adminUser(role));

describe('Hindi versions to review', () => {
  it('shows each proposal’s English beside its Hindi, and the Hindi an approval would replace', async () => {
    open();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('Which structure is LIFO?')).toBeTruthy();
    expect(within(first).getByText('हिन्दी: Which structure is LIFO?').closest('[lang]')?.getAttribute('lang')).toBe('hi');
    expect(within(first).getByText('स्टैक')).toBeTruthy();
    expect(within(first).queryByText('Approving replaces the Hindi this question has now')).toBeNull();
    expect(within(cards[1]!).getByText('Approving replaces the Hindi this question has now')).toBeTruthy();
    expect(within(cards[1]!).getByText('पुराना पाठ')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Open the question' }).getAttribute('href')).toBe(`/admin/questions/q-${P1}`);
  });

  it('approves one: the question’s new version is named and the proposal leaves the list', async () => {
    open();
    const [first] = await screen.findAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe('Approved: the question is now at version 4, with its Hindi.');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/admin/hindi-proposals/${P1}/approve`]);
  });

  it('rejects one, leaving the question unchanged', async () => {
    open();
    const cards = await screen.findAllByRole('article');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status')).textContent).toBe('Rejected: the question is unchanged.');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Which structure is FIFO?')).toBeNull();
  });

  it('says why an approval was refused, on its card, and reads the list again', async () => {
    approveAnswer = json({ success: false, message: 'This Hindi version was already approved.' }, 409);
    open();
    const [first] = await screen.findAllByRole('article');
    const listed = calls.filter((call) => call.url.endsWith('/api/admin/hindi-proposals')).length;
    fireEvent.click(within(first!).getByRole('button', { name: 'Approve' }));
    expect((await within(first!).findByRole('alert')).textContent).toBe('This Hindi version was already approved.');
    expect(screen.queryByRole('status')).toBeNull();
    await vi.waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/admin/hindi-proposals')).length).toBeGreaterThan(listed));
  });

  it('says when nothing waits, and where Hindi versions come from', async () => {
    waiting = [];
    open();
    expect(await screen.findByText('No Hindi versions waiting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'question bank' }).getAttribute('href')).toBe('/admin/questions');
  });

  it('is a reviewer’s page: a creator is told so and nothing is read', async () => {
    open('creator');
    expect(await screen.findByText('Your role cannot review Hindi versions')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/api/admin/hindi-proposals'))).toBe(false);
  });
});
