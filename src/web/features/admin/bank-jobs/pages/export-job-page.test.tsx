// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { BankJob } from '../../../../../shared/api/bank-jobs.ts';
import { adminUser, renderAdmin } from '../../ui/test-support.tsx';
import { ExportButton } from '../../questions/export/export-dialog.tsx';
import { BankJobPage } from './bank-job-page.tsx';

const JOB_ID = '44444444-0000-4000-8000-000000000001';
const QUESTION_ID = '55555555-0000-4000-8000-000000000001';

const exportJob = (changes: Partial<BankJob> = {}): BankJob => ({
  id: JOB_ID,
  kind: 'export',
  status: 'running',
  done: 200,
  total: 450,
  cancelRequested: false,
  error: null,
  author: 'Meera Nair',
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  import: null,
  export: { format: 'aiken', fileName: null, bytes: null, exported: null, leftOut: [], leftOutCount: 0, notes: [] },
  hindi: null,
  ...changes,
});

const finished = exportJob({
  status: 'completed',
  done: 450,
  finishedAt: '2026-11-27T10:01:00.000Z',
  export: {
    format: 'aiken',
    fileName: 'prepverse-questions-2026-11-27.aiken.txt',
    bytes: 20_480,
    exported: 449,
    leftOut: [{ id: QUESTION_ID, reason: 'Aiken holds single-answer MCQs only: this is an MSQ.' }],
    leftOutCount: 1,
    notes: [],
  },
});

function mockServer(start: BankJob) {
  const server = { job: start, started: null as unknown };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/admin/bank-jobs/${JOB_ID}`) return Response.json({ success: true, job: server.job });
    if (url === '/api/admin/questions/export-jobs' && init?.method === 'POST') {
      server.started = JSON.parse(String(init.body));
      return Response.json({ success: true, job: server.job });
    }
    if (url === `/api/admin/bank-jobs/${JOB_ID}/cancel` && init?.method === 'POST') {
      server.job = { ...server.job, cancelRequested: true };
      return Response.json({ success: true, job: server.job });
    }
    return Response.json({ success: false, code: 'no-such-endpoint', message: 'No such endpoint.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}

const jobRoute = { path: '/admin/import/jobs/:jobId', element: <BankJobPage /> };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an export job', () => {
  it('is started by the Export dialog, which goes to its page; the page shows the progress with Cancel, then the download and the left-out list', async () => {
    const server = mockServer(exportJob());
    const bank = { path: '/admin/questions', element: <ExportButton filter={{ status: 'draft' } as never} total={450} /> };
    renderAdmin([bank, jobRoute], '/admin/questions', adminUser('creator'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Aiken/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export 450 questions' }));

    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(server.started).toEqual({ format: 'aiken', selection: { filter: { status: 'draft' } } });
    expect(bar.getAttribute('aria-valuenow')).toBe('200');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Cancelling…' })).toBeTruthy();

    server.job = finished;
    const download = await screen.findByRole('link', { name: /Download prepverse-questions-2026-11-27\.aiken\.txt/ }, { timeout: 4000 });
    expect(download.getAttribute('href')).toBe(`/api/admin/bank-jobs/${JOB_ID}/file`);
    expect(download.getAttribute('download')).toBe('prepverse-questions-2026-11-27.aiken.txt');
    expect(screen.getByRole('heading', { name: '449 questions exported as Aiken.' })).toBeTruthy();
    expect(screen.getByText('1 question left out of the file')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Question 55555555' }).getAttribute('href')).toBe(`/admin/questions/${QUESTION_ID}`);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says a cancelled export wrote no file, and offers no download', async () => {
    mockServer(exportJob({ status: 'cancelled', cancelRequested: true, finishedAt: '2026-11-27T10:01:00.000Z' }));
    renderAdmin([jobRoute], `/admin/import/jobs/${JOB_ID}`, adminUser('creator'));
    expect(await screen.findByRole('heading', { name: 'Export cancelled: no file was written.' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });
});
