// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LLM_NOT_CONFIGURED, type GenerationJob } from '../../../../../shared/api/generation.ts';
import { fakeServer, json, renderAdmin, type Call } from '../../ui/test-support.tsx';
import { GeneratePage } from './generate-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const job: GenerationJob = {
  id: 'j1',
  exam: 'GATE CS',
  section: 'Technical',
  topic: 'Graph theory',
  difficulty: 'medium',
  marks: 1,
  type: 'MCQ',
  count: 2,
  model: 'prepverse-local-llm',
  status: 'completed',
  batchesDone: 1,
  batchesTotal: 1,
  accepted: 1,
  rejected: 1,
  error: null,
  retryOf: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: '2026-11-23T10:00:05.000Z',
  sourceNotes: null,
  acceptedQuestions: [
    {
      id: 'q1',
      text: 'How many edges does $K_5$ have?',
      options: ['10', '20', '5', '4'],
      type: 'MCQ',
      correctIndex: 0,
      correctIndexes: null,
      natRange: null,
      explanation: 'Pairs.',
      status: 'draft',
      reviewState: 'writing',
      duplicates: [],
    },
    {
      id: 'q2',
      text: 'How many edges does $K_6$ have?',
      options: [],
      type: 'NAT',
      correctIndex: null,
      correctIndexes: null,
      natRange: { min: 15, max: 15, decimals: 0 },
      explanation: 'Pairs.',
      status: 'draft',
      reviewState: 'writing',
      duplicates: [],
    },
  ],
  rejections: [
    { kind: 'question', count: 1, reason: 'The answer index 4 is not one of the 4 options (0 to 3), so there is no single correct option.', question: null },
  ],
};

const render = (path = '/admin/questions/generate') => renderAdmin([{ path: '/admin/questions/generate', element: <GeneratePage /> }], path);

describe('the generation page', () => {
  it('says exactly how to configure a model when none is', async () => {
    fakeServer((_call, url) => {
      if (url.pathname.endsWith('/settings')) return json({ success: true, configured: false, local: false, model: null, howTo: LLM_NOT_CONFIGURED });
      return json({ success: true, jobs: [] });
    });
    render();
    expect(await screen.findByText(LLM_NOT_CONFIGURED)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate questions' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the form with the shared schema before asking the server', async () => {
    const calls: Call[] = fakeServer((_call, url) => {
      if (url.pathname.endsWith('/settings')) return json({ success: true, configured: true, local: true, model: 'prepverse-local-llm', howTo: '' });
      return json({ success: true, jobs: [] });
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate questions' }));
    expect(await screen.findByText('Name the exam.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for the question type chosen', async () => {
    const calls: Call[] = fakeServer((call, url) => {
      if (url.pathname.endsWith('/settings')) return json({ success: true, configured: true, local: true, model: 'prepverse-local-llm', howTo: '' });
      if (call.method === 'POST') return json({ success: true, job: { ...job, type: 'MSQ', status: 'running' } });
      return json({ success: true, jobs: [] });
    });
    render();
    await screen.findByRole('button', { name: 'Generate questions' });
    fireEvent.change(screen.getByLabelText('Exam'), { target: { value: 'GATE CS' } });
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Graphs' } });
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: 'MSQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate questions' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ type: 'MSQ', exam: 'GATE CS', topic: 'Graphs' });
  });

  it('picks the job in the address up again: accepted questions and failures with their reasons', async () => {
    fakeServer((call, url) => {
      if (url.pathname.endsWith('/settings')) return json({ success: true, configured: true, local: true, model: 'prepverse-local-llm', howTo: '' });
      if (url.pathname.endsWith('/jobs/j1')) return json({ success: true, job });
      if (call.method === 'GET') return json({ success: true, jobs: [job] });
      return null;
    });
    render('/admin/questions/generate?job=j1');
    expect(await screen.findByText(/The answer index 4 is not one of the 4 options/)).toBeTruthy();
    expect(screen.getByText(/Accepted as drafts \(2\)/)).toBeTruthy();
    expect(screen.getByText(/NAT · Answer:/).textContent).toBe('NAT · Answer: 15');
    expect(screen.getByText(/MCQ · Key:/).textContent).toBe('MCQ · Key: A');
    expect(screen.getByRole('button', { name: 'Regenerate failed (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review drafts' }).getAttribute('href')).toBe('/admin/review');
  });
});
