// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankJob } from '../../../../../shared/api/bank-jobs.ts';
import { adminUser, renderAdmin } from '../../ui/test-support.tsx';
import { BankJobPage } from './bank-job-page.tsx';

const JOB_ID = '33333333-0000-4000-8000-000000000001';

const job = (changes: Partial<BankJob> = {}, details: Partial<NonNullable<BankJob['import']>> = {}): BankJob => ({
  id: JOB_ID,
  kind: 'import',
  status: 'running',
  done: 50,
  total: 180,
  cancelRequested: false,
  error: null,
  author: 'Meera Nair',
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  import: {
    format: 'gift',
    fileName: 'networks.gift.txt',
    exam: 'GATE CS',
    skipped: 4,
    errors: 1,
    imported: 50,
    needsReview: 0,
    draftsLeft: 50,
    duplicates: null,
    ...details,
  },
  export: null,
  hindi: null,
  ...changes,
});

/** A server whose job the test changes as the runner would; the page polls it. */
function mockServer(start: BankJob) {
  const server = { job: start };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/admin/bank-jobs/${JOB_ID}`) return Response.json({ success: true, job: server.job });
    if (url === `/api/admin/bank-jobs/${JOB_ID}/cancel` && init?.method === 'POST') {
      server.job = { ...server.job, cancelRequested: true };
      return Response.json({ success: true, job: server.job });
    }
    if (url === `/api/admin/bank-jobs/${JOB_ID}/delete-drafts` && init?.method === 'POST') {
      server.job = { ...server.job, import: { ...server.job.import!, draftsLeft: 0 } };
      return Response.json({ success: true, deleted: 49, kept: 1, job: server.job });
    }
    return Response.json({ success: false, code: 'no-such-endpoint', message: 'No such endpoint.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { server, fetchMock };
}

const renderPage = () => renderAdmin([{ path: '/admin/import/jobs/:jobId', element: <BankJobPage /> }], `/admin/import/jobs/${JOB_ID}`, adminUser('creator'));

// the page polls once a second while the job runs
const POLLED = { timeout: 4000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BankJobPage', () => {
  it('draws the progress as the job advances, then the finished import with its links', async () => {
    const { server } = mockServer(job());
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuemax')).toBe('180');
    expect(screen.getByRole('heading', { level: 1, name: 'Import of “networks.gift.txt”' })).toBeTruthy();
    expect(screen.getByText('50 of 180 written (28%)')).toBeTruthy();

    server.job = job({ done: 150 });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('150'), POLLED);

    const match = { id: 'q-bank-1', excerpt: 'Which layer of the OSI model routes packets?', similarity: 0.86, exact: false, status: 'published' as const };
    server.job = job(
      { status: 'completed', done: 180, finishedAt: '2026-11-27T10:01:00.000Z' },
      {
        imported: 180,
        needsReview: 3,
        draftsLeft: 180,
        duplicates: { count: 2, shown: [{ questionId: 'q-new-1', excerpt: 'Which OSI layer routes packets?', matches: [match] }] },
      },
    );
    const outcome = await screen.findByRole('heading', { name: 'Imported 180 questions as drafts' }, POLLED);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const section = outcome.closest('section')!;
    expect(within(section).getByRole('link', { name: 'Open these 180 in the bank' }).getAttribute('href')).toBe(`/admin/questions?importBatchId=${JOB_ID}`);
    expect(within(section).getByRole('link', { name: 'Review 3 questions' }).getAttribute('href')).toBe('/admin/questions?needsReview=true');
    expect(within(section).getByRole('button', { name: /Submit all 180/ })).toBeTruthy();
    // a finished import's drafts are the point of it: no delete offered
    expect(within(section).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText('4 skipped, 1 with errors')).toBeTruthy();
    // the job's own duplicates check, over all 180: listed with both questions linked, the rest counted
    const duplicates = screen.getByRole('region', { name: '2 imported questions look like the bank’s own' });
    expect(within(duplicates).getByRole('link', { name: '“Which OSI layer routes packets?”' }).getAttribute('href')).toBe('/admin/questions/q-new-1');
    expect(within(duplicates).getByRole('link', { name: '“Which layer of the OSI model routes packets?”' }).getAttribute('href')).toBe(
      '/admin/questions/q-bank-1',
    );
    expect(within(duplicates).getByText('And 1 more, not listed here.')).toBeTruthy();
  });

  it('cancels: says it is stopping, then shows what the cancelled import wrote and deletes those drafts on confirmation', async () => {
    const { server, fetchMock } = mockServer(job());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Stopping after the questions being written now…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/bank-jobs/${JOB_ID}/cancel`)).toBe(true);

    server.job = job({ status: 'cancelled', cancelRequested: true, finishedAt: '2026-11-27T10:00:30.000Z' });
    const outcome = await screen.findByRole('heading', { name: 'Cancelled: 50 of 180 questions were written' }, POLLED);
    const section = outcome.closest('section')!;
    expect(section.textContent).toContain('What was written stays in the bank as drafts, which no learner sees.');
    expect(within(section).getByRole('link', { name: 'Open these 50 in the bank' })).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Delete these 50 drafts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 50 drafts?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 50 drafts' }));
    expect(await screen.findByText('Deleted 49 drafts. 1 taken further since (submitted, published or in a paper) was kept.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete these/ })).toBeNull();
  });

  it('shows why a job failed and what it had written', async () => {
    mockServer(
      job({
        status: 'failed',
        error: 'The job stopped on our side. What it finished is kept; please start it again for the rest.',
        finishedAt: '2026-11-27T10:00:30.000Z',
      }),
    );
    renderPage();
    const outcome = await screen.findByRole('heading', { name: 'The import stopped: 50 of 180 questions were written' });
    expect(outcome.closest('section')!.textContent).toContain('The job stopped on our side.');
    expect(screen.getByRole('button', { name: 'Delete these 50 drafts' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when the job is not there, or not the caller’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, code: 'not-found', message: 'There is no such job, or it is not yours to see.' }, { status: 404 })),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('There is no such job, or it is not yours to see.');
  });
});
