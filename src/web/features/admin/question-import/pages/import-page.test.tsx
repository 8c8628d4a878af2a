// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMPORT_MAX_BYTES, type ImportItem, type ImportPreview } from '../../../../../shared/api/question-import.ts';
import { adminUser, renderAdmin } from '../../ui/test-support.tsx';
import { ImportPage } from './import-page.tsx';
import { BankJobPage } from '../../bank-jobs/pages/bank-job-page.tsx';

const question = (text: string, options: string[], correctIndex: number) => ({
  text,
  options,
  type: 'MCQ' as const,
  correctIndex,
  correctIndexes: null,
  natRange: null,
  explanation: '',
  section: 'Technical' as const,
  source: 'original' as const,
  marks: 1,
  topic: 'Algebra',
  name: null,
  remarks: null,
});

const items: ImportItem[] = [
  { line: 5, ok: true, question: { ...question('What is $2^{10}$?', ['512', '1024'], 1), explanation: 'Powers of *two*.' }, needsReview: false, warnings: [] },
  {
    line: 20,
    ok: true,
    question: question('42 is the Absolute Answer to everything.', ['True', 'False'], 1),
    conversion: { from: 'true-false', original: '::Q1::42 is the Absolute Answer to everything.{FALSE}' },
    needsReview: true,
    warnings: [],
  },
  {
    line: 31,
    ok: true,
    question: question('What is a number from 1 to 5?', ['0.3', '3', '9', '30'], 1),
    conversion: { from: 'numerical', original: '::Q5::What is a number from 1 to 5?{#3:2}' },
    needsReview: true,
    warnings: ['Answers from 1 to 5 were accepted; the option shows 3.'],
  },
  { line: 37, ok: false, kind: 'skipped', reason: 'Short-answer questions have no options to choose from: “Which is the best animal?”.' },
  { line: 68, ok: false, kind: 'error', reason: 'The answer braces do not match.' },
];

const preview = (list: ImportItem[] = items, fileError: string | null = null): ImportPreview => ({
  format: 'gift',
  summary: {
    ready: list.filter((item) => item.ok && !item.conversion).length,
    converted: list.filter((item) => item.ok && item.conversion).length,
    skipped: list.filter((item) => !item.ok && item.kind === 'skipped').length,
    errors: list.filter((item) => !item.ok && item.kind === 'error').length,
  },
  fileError,
  items: fileError ? [] : list,
});

const startedJob = {
  id: '22222222-0000-4000-8000-000000000001',
  kind: 'import',
  status: 'queued',
  done: 0,
  total: 3,
  cancelRequested: false,
  error: null,
  author: 'Meera Nair',
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  import: { format: 'gift', fileName: null, exam: null, skipped: 1, errors: 1, imported: 0, needsReview: 0, draftsLeft: 0 },
  export: null,
  hindi: null,
};

function mockServer(answers: { preview?: ImportPreview; importAnswer?: () => Response; jobs?: object[] }) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/admin/questions/import/preview') return Response.json(answers.preview ?? preview());
    if (url === '/api/admin/questions/import' && answers.importAnswer) return answers.importAnswer();
    if (url === '/api/admin/bank-jobs') return Response.json({ success: true, jobs: answers.jobs ?? [] });
    if (url === `/api/admin/bank-jobs/${startedJob.id}`) return Response.json({ success: true, job: startedJob });
    return Response.json({ success: false, code: 'no-such-endpoint', message: 'No such endpoint.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The dry runs the page asked for, in order (the recent jobs list is fetched beside them). */
const previewCalls = (fetchMock: ReturnType<typeof mockServer>) => fetchMock.mock.calls.filter(([url]) => url === '/api/admin/questions/import/preview');

const renderPage = () =>
  renderAdmin(
    [
      { path: '/admin/questions/import', element: <ImportPage /> },
      { path: '/admin/import/jobs/:jobId', element: <BankJobPage /> },
    ],
    '/admin/questions/import',
    adminUser('creator'),
  );

async function pasteAndCheck(text = '::Q1::Two?{=2 ~3}') {
  fireEvent.click(screen.getByRole('button', { name: 'Paste text' }));
  fireEvent.change(screen.getByLabelText('Paste the questions'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
  await screen.findByRole('heading', { name: 'Dry run' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ImportPage: the dry run', () => {
  it('sends the format, the text and the defaults, and shows the summary and every item in file order', async () => {
    const fetchMock = mockServer({});
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /GIFT/ }));
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: 'Aptitude' } });
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'public' } });
    await pasteAndCheck('::Q1::Two?{=2 ~3}');

    const [url, init] = previewCalls(fetchMock)[0]!;
    expect(url).toBe('/api/admin/questions/import/preview');
    expect(JSON.parse(String(init?.body))).toEqual({ format: 'gift', text: '::Q1::Two?{=2 ~3}', section: 'Aptitude', source: 'public' });

    const summary = screen.getAllByRole('definition').map((element) => element.textContent);
    expect(summary).toEqual(['1', '2', '1', '1']);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Question on line 5',
      'Question on line 20',
      'Question on line 31',
      'Skipped on line 37',
      'Error on line 68',
    ]);
    expect(screen.getByRole('button', { name: 'Import 3 questions as drafts' })).toHaveProperty('disabled', false);
  });

  it('renders a question as the learner sees it: formulas, options with the right one marked, the explanation', async () => {
    mockServer({});
    renderPage();
    await pasteAndCheck();
    const card = screen.getByRole('article', { name: 'Question on line 5' });
    expect(card.querySelector('.katex')).not.toBeNull();
    const options = within(within(card).getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['AOption A: 512', 'BOption B (correct answer): 1024Correct']);
    expect(within(card).getByText('two').tagName).toBe('EM');
    expect(within(card).getByText('Ready')).toBeTruthy();
  });

  it('marks a conversion, its review and warnings, and keeps the original text in a disclosure', async () => {
    mockServer({});
    renderPage();
    await pasteAndCheck();
    const trueFalse = screen.getByRole('article', { name: 'Question on line 20' });
    expect(within(trueFalse).getByText('Converted from true/false')).toBeTruthy();
    expect(within(trueFalse).getByText('Needs review')).toBeTruthy();
    const original = within(trueFalse).getByText('Original true/false question').closest('details')!;
    expect(original.textContent).toContain('{FALSE}');
    const numerical = screen.getByRole('article', { name: 'Question on line 31' });
    expect(within(numerical).getByRole('list', { name: 'Warnings' }).textContent).toContain('Answers from 1 to 5 were accepted');
  });

  it('shows each question’s type and key: the MSQ’s correct options marked, the NAT’s range', async () => {
    const native: ImportItem[] = [
      {
        line: 23,
        ok: true,
        question: { ...question('Which are primes?', ['2', '9', '11'], 0), type: 'MSQ', correctIndex: null, correctIndexes: [0, 2] },
        needsReview: false,
        warnings: [],
      },
      {
        line: 31,
        ok: true,
        question: { ...question('Value of pi?', [], 0), type: 'NAT', correctIndex: null, natRange: { min: 3.13, max: 3.15, decimals: 2 } },
        needsReview: false,
        warnings: [],
      },
    ];
    mockServer({ preview: preview(native) });
    renderPage();
    await pasteAndCheck();
    const msq = screen.getByRole('article', { name: 'Question on line 23' });
    expect(within(msq).getByTitle('Multiple select (one or more answers)').textContent).toBe('MSQ');
    expect(msq.textContent).toContain('Correct options: A, C');
    const options = within(within(msq).getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'AOption A (correct answer): 2Correct',
      'BOption B: 9',
      'COption C (correct answer): 11Correct',
    ]);
    const nat = screen.getByRole('article', { name: 'Question on line 31' });
    expect(within(nat).getByTitle('Numerical answer').textContent).toBe('NAT');
    expect(nat.textContent).toContain('Answer: 3.13 to 3.15 (2 decimal places)');
    expect(within(nat).queryByRole('list', { name: 'Options' })).toBeNull();
  });

  it('asks for MSQ and NAT to be made MCQs only when the box is ticked', async () => {
    const fetchMock = mockServer({});
    renderPage();
    const box = screen.getByRole('checkbox', { name: /Convert multiple-select and numerical questions to single-choice MCQs \(for a paper of MCQs only\)/ });
    expect(box).toHaveProperty('checked', false);
    await pasteAndCheck('::Q1::Two?{=2 ~3}');
    expect(JSON.parse(String(previewCalls(fetchMock)[0]![1]?.body))).not.toHaveProperty('convertToMcq');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(previewCalls(fetchMock).length).toBe(2));
    expect(JSON.parse(String(previewCalls(fetchMock)[1]![1]?.body))).toMatchObject({ convertToMcq: true });
  });

  it('shows skipped and broken questions with their line and reason, styled apart', async () => {
    mockServer({});
    renderPage();
    await pasteAndCheck();
    const skipped = screen.getByRole('article', { name: 'Skipped on line 37' });
    expect(skipped.textContent).toContain('Line 37');
    expect(skipped.textContent).toContain('Short-answer questions have no options');
    const error = screen.getByRole('article', { name: 'Error on line 68' });
    expect(error.textContent).toContain('The answer braces do not match.');
    expect(error.className).not.toBe(skipped.className);
  });

  it('filters by tab', async () => {
    mockServer({});
    renderPage();
    await pasteAndCheck();
    fireEvent.click(screen.getByRole('tab', { name: /Converted/ }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Question on line 20', 'Question on line 31']);
    fireEvent.click(screen.getByRole('tab', { name: /Errors/ }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Error on line 68']);
    fireEvent.click(screen.getByRole('tab', { name: /Ready/ }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Question on line 5']);
  });

  it('draws a long file 50 items at a time', async () => {
    const many: ImportItem[] = Array.from({ length: 1000 }, (_, index) => ({ line: index * 3 + 1, ok: false, kind: 'error', reason: `Broken ${index + 1}.` }));
    mockServer({ preview: preview(many) });
    renderPage();
    await pasteAndCheck();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 1,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(screen.getAllByRole('article')).toHaveLength(100);
    expect(screen.getByRole('button', { name: 'Import 0 questions as drafts' })).toHaveProperty('disabled', true);
  });

  it('shows a problem with the whole file instead of the items', async () => {
    mockServer({ preview: preview(items, 'The columns on line 1 are separated by semicolons; save the file as CSV with commas.') });
    renderPage();
    await pasteAndCheck();
    expect(screen.getByRole('alert').textContent).toContain('separated by semicolons');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('refuses a file over the size limit before sending anything', async () => {
    const fetchMock = mockServer({});
    renderPage();
    const big = new File(['x'.repeat(IMPORT_MAX_BYTES + 1)], 'huge.gift', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Choose a question file'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/“huge\.gift” is 5\.0 MB; at most 5 MB/);
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(previewCalls(fetchMock)).toEqual([]);
  });

  it('reads a chosen file as UTF-8 text', async () => {
    const fetchMock = mockServer({});
    renderPage();
    const file = new File(['\uFEFFWhat is 2 + 2?\nA. 3\nB. 4\nANSWER: B\n'], 'maths.aiken.txt', { type: 'text/plain' });
    fireEvent.click(screen.getByRole('radio', { name: /Aiken/ }));
    fireEvent.change(screen.getByLabelText('Choose a question file'), { target: { files: [file] } });
    await screen.findByText('maths.aiken.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByRole('heading', { name: 'Dry run' });
    expect(JSON.parse(String(previewCalls(fetchMock)[0]![1]?.body))).toMatchObject({ format: 'aiken', text: 'What is 2 + 2?\nA. 3\nB. 4\nANSWER: B\n' });
  });
});

describe('ImportPage: the import', () => {
  it('starts an import job with the dry run’s request, then opens the job’s page with its progress', async () => {
    const fetchMock = mockServer({ importAnswer: () => Response.json({ success: true, job: startedJob }) });
    const router = renderPage();
    await pasteAndCheck('::Q1::Two?{=2 ~3}');
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 questions as drafts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/import/jobs/${startedJob.id}`));
    const importCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/questions/import')!;
    const checkCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/questions/import/preview')!;
    // the job is made from exactly what the dry run checked
    expect(JSON.parse(String(importCall[1]?.body))).toEqual(JSON.parse(String(checkCall[1]?.body)));
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Import of pasted GIFT text' })).toBeTruthy();
  });

  it('sends the chosen file’s name with the job', async () => {
    const fetchMock = mockServer({ importAnswer: () => Response.json({ success: true, job: startedJob }) });
    renderPage();
    const file = new File(['::Q1::Two?{=2 ~3}'], 'networks.gift.txt', { type: 'text/plain' });
    fireEvent.click(screen.getByRole('radio', { name: /GIFT/ }));
    fireEvent.change(screen.getByLabelText('Choose a question file'), { target: { files: [file] } });
    await screen.findByText('networks.gift.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByRole('heading', { name: 'Dry run' });
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 questions as drafts' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/questions/import')).toBe(true));
    const importCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/questions/import')!;
    expect(JSON.parse(String(importCall[1]?.body))).toMatchObject({ format: 'gift', fileName: 'networks.gift.txt' });
  });

  it('shows the server’s message when it refuses to start the import, and stays on the page', async () => {
    mockServer({
      importAnswer: () => Response.json({ success: false, code: 'forbidden', message: 'Your role cannot import questions.' }, { status: 403 }),
    });
    const router = renderPage();
    await pasteAndCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 questions as drafts' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your role cannot import questions.');
    expect(router.state.location.pathname).toBe('/admin/questions/import');
    expect(screen.getByRole('button', { name: 'Import 3 questions as drafts' })).toHaveProperty('disabled', false);
  });

  it('lists the recent jobs, each a link to its page', async () => {
    mockServer({ jobs: [{ ...startedJob, status: 'running', done: 2, import: { ...startedJob.import, fileName: 'networks.gift.txt' } }] });
    renderPage();
    const link = await screen.findByRole('link', { name: /Import of “networks.gift.txt”/ });
    expect(link.getAttribute('href')).toBe(`/admin/import/jobs/${startedJob.id}`);
    expect(link.textContent).toContain('Running');
    expect(link.textContent).toContain('2 of 3 questions written');
  });

  it('asks for a new check when the text changed after the dry run', async () => {
    mockServer({});
    renderPage();
    await pasteAndCheck('::Q1::Two?{=2 ~3}');
    fireEvent.change(screen.getByLabelText('Paste the questions'), { target: { value: '::Q1::Three?{=3 ~4}' } });
    expect(screen.getByRole('button', { name: 'Import 3 questions as drafts' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/changed after the check/)).toBeTruthy();
  });
});

describe('ImportPage: duplicates', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each duplicate with a link, skips the exact ones unless told not to, and sends the lines ticked by hand', async () => {
    const [first, second] = items as [Extract<ImportItem, { ok: true }>, Extract<ImportItem, { ok: true }>];
    const dupes: ImportItem[] = [
      { ...first, duplicates: [{ in: 'bank', id: 'q-bank', excerpt: 'What is $2^{10}$?', similarity: 1, exact: true, status: 'published' }] },
      { ...second, duplicates: [{ in: 'bank', id: 'q-near', excerpt: '42 is the answer to everything.', similarity: 0.86, exact: false, status: 'draft' }] },
      items[2]!,
    ];
    const answer = preview(dupes);
    answer.summary = { ...answer.summary, exactDuplicates: 1, nearDuplicates: 1 };
    const fetchMock = mockServer({ preview: answer, importAnswer: () => Response.json({ success: true, job: startedJob }) });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Paste text' }));
    fireEvent.change(screen.getByLabelText('Paste the questions'), { target: { value: '::Q1::Two?{=2 ~3}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));

    const box = within(await screen.findByRole('region', { name: 'Duplicates' }));
    expect(box.getByText(/1 question already in the bank or earlier in this file/)).toBeTruthy();
    expect(box.getByText('The import will leave out 1 question.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: '“What is $2^{10}$?”' }).getAttribute('href')).toBe('/admin/questions/q-bank');
    expect(screen.getByText(/86% similar, in the bank/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Skipped with the exact duplicates' })).toHaveProperty('disabled', true);

    // the near one skipped by hand; the import leaves out both
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skip this question' }));
    fireEvent.click(screen.getByRole('button', { name: /^Import 1 question/ }));
    const importCall = () => fetchMock.mock.calls.find(([url]) => url === '/api/admin/questions/import');
    await waitFor(() => expect(importCall()).toBeTruthy());
    expect(JSON.parse(String(importCall()![1]?.body))).toMatchObject({ skipDuplicates: true, skipLines: [20] });
  });
});
