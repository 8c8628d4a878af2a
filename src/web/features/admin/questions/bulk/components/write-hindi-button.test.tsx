// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AdminQuestion } from '../../../../../../shared/api/admin-questions.ts';
import { adminQuestion, adminUser, fakeServer, json, renderAdmin, type Call } from '../../../ui/test-support.tsx';
import { QuestionListPage } from '../../pages/question-list-page.tsx';

const rows: AdminQuestion[] = [
  adminQuestion({ id: '11111111-0000-4000-8000-000000000001', text: 'First question about graphs' }),
  adminQuestion({ id: '11111111-0000-4000-8000-000000000002', text: 'Second question about trees' }),
];
const JOB_ID = '22222222-0000-4000-8000-000000000001';

let calls: Call[];
let refuse: boolean;
let leftOut: { id: string; reason: string; message: string }[];

beforeEach(() => {
  refuse = false;
  leftOut = [];
  calls = fakeServer((call, url) => {
    if (url.pathname === '/api/admin/questions/facets') return json({ success: true, exams: ['GATE CS'], topics: [], types: ['MCQ'], authors: [] });
    if (url.pathname === '/api/admin/questions') return json({ success: true, page: 1, pageSize: 20, questions: rows, total: 45 });
    if (url.pathname === '/api/admin/questions/hindi-jobs' && call.method === 'POST')
      return refuse
        ? json({ success: false, message: 'No model is configured for writing Hindi versions.' }, 409)
        : json({ success: true, jobId: leftOut.length === 2 ? null : JOB_ID, leftOut });
    return null;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bank = (role: 'creator' | 'master' = 'creator') =>
  renderAdmin(
    [
      { path: '/admin/questions', element: <QuestionListPage /> },
      { path: '/admin/import/jobs/:jobId', element: <p>job page</p> },
    ],
    '/admin/questions',
    adminUser(role),
  );

describe('Write Hindi versions, in the bank’s bulk bar', () => {
  it('asks the model for the ticked questions by id, and opens the job that follows it', async () => {
    bank();
    await screen.findByText('Second question about trees');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: First question about graphs' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Second question about trees' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Selected questions' })).getByRole('button', { name: 'Write Hindi versions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Write Hindi versions' });
    expect(dialog.textContent).toContain('each of the 2 selected questions');
    expect(dialog.textContent).toContain('no question changes until one is approved');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for 2 Hindi versions' }));
    expect(await screen.findByText('job page')).toBeTruthy();
    const started = calls.filter((call) => call.url.endsWith('/api/admin/questions/hindi-jobs'));
    expect(started.map((call) => call.body)).toEqual([{ ids: ['11111111-0000-4000-8000-000000000001', '11111111-0000-4000-8000-000000000002'] }]);
  });

  it('says how many the server left out and why, then opens the job for the rest', async () => {
    leftOut = [{ id: rows[1]!.id, reason: 'not-yours', message: "Another author's draft: only its author or a master can change it." }];
    bank();
    await screen.findByText('Second question about trees');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: First question about graphs' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Second question about trees' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Selected questions' })).getByRole('button', { name: 'Write Hindi versions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Write Hindi versions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for 2 Hindi versions' }));
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('Asked for 1 question; 1 of the 2 selected was left out:');
    expect(status.textContent).toContain("1 question: Another author's draft: only its author or a master can change it.");
    expect(screen.queryByText('job page')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the job' }));
    expect(await screen.findByText('job page')).toBeTruthy();
  });

  it('starts no job when every ticked question is left out, and says so', async () => {
    const message = "Another author's draft: only its author or a master can change it.";
    leftOut = rows.map((question) => ({ id: question.id, reason: 'not-yours', message }));
    bank();
    await screen.findByText('Second question about trees');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: First question about graphs' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Second question about trees' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Selected questions' })).getByRole('button', { name: 'Write Hindi versions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Write Hindi versions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for 2 Hindi versions' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('No job started: all 2 selected questions were left out:');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('job page')).toBeNull();
  });

  it('takes only questions ticked one by one, not every question a filter matches', async () => {
    bank();
    await screen.findByText('First question about graphs');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every question on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected questions' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Select all 45 that match this filter' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Write Hindi versions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Write Hindi versions' });
    expect(dialog.textContent).toContain('tick up to 200 of them');
    expect(within(dialog).queryByRole('button', { name: /Ask for/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(calls.some((call) => call.url.endsWith('/hindi-jobs'))).toBe(false);
  });

  it('says why the server refused, and stays on the bank', async () => {
    refuse = true;
    bank();
    await screen.findByText('First question about graphs');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: First question about graphs' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Selected questions' })).getByRole('button', { name: 'Write Hindi versions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Write Hindi versions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for 1 Hindi version' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No model is configured for writing Hindi versions.');
    expect(screen.queryByText('job page')).toBeNull();
  });
});
