// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestion } from '../../../../../../shared/api/admin-questions.ts';
import type { BulkOutcome } from '../../../../../../shared/api/admin-bulk.ts';
import { adminQuestion, adminUser, fakeServer, json, renderAdmin, type Call } from '../../../ui/test-support.tsx';
import { QuestionListPage } from '../../pages/question-list-page.tsx';

const rows: AdminQuestion[] = [
  adminQuestion({ id: '11111111-0000-4000-8000-000000000001', text: 'First question about graphs' }),
  adminQuestion({ id: '11111111-0000-4000-8000-000000000002', text: 'Second question about trees' }),
];

const outcome = (applied: boolean): BulkOutcome => ({
  success: true,
  action: 'tag',
  selected: 45,
  changing: 40,
  leftOut: [
    {
      reason: 'not-yours',
      message: "Another author's draft: only its author or a master can change it.",
      count: 5,
      examples: [{ id: '11111111-0000-4000-8000-000000000009', excerpt: 'Someone else’s question' }],
    },
  ],
  applied,
});

let calls: Call[];

beforeEach(() => {
  calls = fakeServer((call, url) => {
    if (url.pathname === '/api/admin/questions/facets') return json({ success: true, exams: ['GATE CS'], topics: [], types: ['MCQ'], authors: [] });
    if (url.pathname === '/api/admin/questions') return json({ success: true, page: 1, pageSize: 20, questions: rows, total: 45 });
    if (url.pathname === '/api/admin/questions/bulk/preview') return json(outcome(false));
    if (url.pathname === '/api/admin/questions/bulk' && call.method === 'POST') return json(outcome(true));
    return null;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bank’s bulk bar', () => {
  it('selects every question that matches the filter, previews a tag and applies it, then says what changed', async () => {
    renderAdmin([{ path: '/admin/questions', element: <QuestionListPage /> }], '/admin/questions?exam=GATE+CS', adminUser('creator'));
    await screen.findByText('First question about graphs');
    expect(screen.queryByRole('region', { name: 'Selected questions' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every question on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected questions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    // a creator is not offered what only a master may do
    expect(within(bar).queryByRole('button', { name: 'Delete drafts' })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Select all 45 that match this filter' }));
    expect(within(bar).getByText('All 45 questions that match this filter are selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Tag…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tag' });
    expect(within(dialog).getByRole('button', { name: 'Preview' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Tag'), { target: { value: ' previous-year ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    await within(dialog).findByText(/of the 45 questions selected will be tagged/);
    expect(within(dialog).getByText(/5 questions left as they are: Another author's draft/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Someone else’s question' }).getAttribute('href')).toBe(
      '/admin/questions/11111111-0000-4000-8000-000000000009',
    );
    const previewCall = calls.find((call) => call.url.endsWith('/api/admin/questions/bulk/preview'));
    expect(previewCall?.body).toEqual({ selection: { filter: { exam: 'GATE CS' } }, change: { action: 'tag', tag: 'previous-year' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tag 40 questions' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Tagged 40 questions. 5 left as they were.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/api/admin/questions/bulk'))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Selected questions' })).toBeNull();
  });

  it('sends the ticked rows by id, and offers a master the deletion of drafts', async () => {
    renderAdmin([{ path: '/admin/questions', element: <QuestionListPage /> }], '/admin/questions', adminUser('master'));
    await screen.findByText('Second question about trees');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Second question about trees' }));
    const bar = screen.getByRole('region', { name: 'Selected questions' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: /Select all/ })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete drafts' }));
    // deleting needs no setting: its preview comes at once
    const dialog = await screen.findByRole('dialog', { name: 'Delete drafts' });
    await within(dialog).findByText(/of the 45 questions selected will be deleted/);
    const previewCall = calls.find((call) => call.url.endsWith('/api/admin/questions/bulk/preview'));
    expect(previewCall?.body).toEqual({ selection: { ids: ['11111111-0000-4000-8000-000000000002'] }, change: { action: 'delete' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/admin/questions/bulk'))).toBe(false);
  });
});
