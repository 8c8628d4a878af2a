// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import type { Role } from '../../../../../shared/roles.ts';
import { adminQuestion, adminUser, fakeServer, json, renderAdmin } from '../../ui/test-support.tsx';
import { ReviewPanel } from './review-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const comment = (kind: string, body: string, name = 'Kabir Das') => ({
  id: `c-${kind}`,
  kind,
  body,
  author: { id: 'm1', name },
  createdAt: '2026-03-02T10:00:00.000Z',
});

function renderPanel(role: Role, question: AdminQuestion, comments: unknown[] = []) {
  const calls = fakeServer((call, url) => {
    if (call.method === 'GET' && url.pathname.endsWith('/thread')) return json({ success: true, reviewState: question.reviewState, comments });
    if (call.method === 'POST' && url.pathname.endsWith('/submit')) return json({ success: true, question: { ...question, reviewState: 'submitted' } });
    if (call.method === 'POST' && url.pathname.endsWith('/reply')) return json({ success: true, reviewState: question.reviewState, comments });
    return null;
  });
  renderAdmin([{ index: true, element: <ReviewPanel question={question} unsaved={false} /> }], '/admin', adminUser(role));
  return calls;
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent?.trim());

describe('the review panel', () => {
  it('offers a creator her own draft’s submission, with a note, and no reviewer’s step', async () => {
    const calls = renderPanel('creator', adminQuestion({ reviewState: 'writing' }));
    expect(await screen.findByText('Nothing has been said about this question yet.')).toBeTruthy();
    expect(buttons()).toEqual(['Submit for review', 'Reply']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    fireEvent.change(screen.getByLabelText('A note for the reviewer (optional)'), { target: { value: '  Check the key  ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit for review' }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Submitted'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: expect.stringContaining('/api/admin/review/'), body: { note: 'Check the key' } });
  });

  it('offers a master approve, request changes and reject on a submitted draft, and asks for a comment first', async () => {
    renderPanel('master', adminQuestion({ reviewState: 'submitted', author: { id: 'c9', name: 'Meera Nair' } }), [comment('submit', 'Ready', 'Meera Nair')]);
    expect(await screen.findByText('Ready')).toBeTruthy();
    expect(buttons()).toEqual(['Approve', 'Request changes', 'Reject', 'Reply']);
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send back for changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Say what to change, in at least 3 characters.');
  });

  it('shows a rejected question’s reason, and lets only its author or a master reply', async () => {
    const rejected = adminQuestion({ status: 'archived', reviewState: 'rejected', author: { id: 'c9', name: 'Meera Nair' } });
    renderPanel('creator', rejected, [comment('reject', 'Duplicate of Q12')]);
    expect((await screen.findByText(/Rejected by Kabir Das/)).parentElement?.textContent).toContain('Duplicate of Q12');
    expect(buttons()).toEqual([]);
    cleanup();
    renderPanel('master', rejected, [comment('reject', 'Duplicate of Q12')]);
    expect(await screen.findByRole('button', { name: 'Reply' })).toBeTruthy();
  });
});
