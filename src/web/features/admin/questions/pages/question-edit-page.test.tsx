// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestion, QuestionVersion } from '../../../../../shared/api/admin-questions.ts';
import type { Role } from '../../../../../shared/roles.ts';
import { adminQuestion, adminUser, fakeServer, json, renderAdmin, type Answer, type Call } from '../../ui/test-support.tsx';
import { QuestionEditPage } from './question-edit-page.tsx';

const NEW_ID = '11111111-0000-4000-8000-000000000001';
const TEST_ID = '22222222-0000-4000-8000-000000000002';

let calls: Call[];
let routes: Record<string, (call: Call) => Answer>;

const savedQuestion = (input: Partial<AdminQuestion> = {}) => adminQuestion({ id: NEW_ID, ...input });

const firstVersion: QuestionVersion = {
  version: 1,
  text: 'What is $2 + 2$?',
  image: null,
  options: [
    { text: '4', image: null },
    { text: '5', image: null },
  ],
  type: 'MCQ',
  key: { type: 'MCQ', correctIndex: 0 },
  explanation: '',
  explanationImage: null,
  section: 'Technical',
  marks: 1,
  remarks: null,
  hindi: null,
  changed: [],
  note: null,
  author: { id: 'u1', name: 'Asha Rao' },
  createdAt: '2026-11-23T10:00:00.000Z',
};

beforeEach(() => {
  routes = {
    'GET /api/admin/questions/facets': () => json({ success: true, exams: ['GATE CS'], topics: ['Calculus'], types: ['MCQ'] }),
    'POST /api/admin/questions': ({ body }) => json({ success: true, question: savedQuestion(body as Partial<AdminQuestion>), duplicates: [] }),
    [`GET /api/admin/questions/${NEW_ID}`]: () => json({ success: true, question: savedQuestion() }),
    [`GET /api/admin/questions/${NEW_ID}/versions`]: () => json({ success: true, versions: [firstVersion] }),
  };
  calls = fakeServer((call) => routes[`${call.method} ${call.url}`]?.(call));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor(path: string, role: Role = 'god') {
  return renderAdmin(
    [
      { path: '/admin/questions/new', element: <QuestionEditPage /> },
      { path: '/admin/questions/:questionId', element: <QuestionEditPage /> },
      { path: '/admin/series/:seriesId/tests/:testId', element: <h1>The test page</h1> },
    ],
    path,
    adminUser(role),
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = () => calls.filter((call) => call.method !== 'GET');

function writeQuestion() {
  type('Question text', 'Evaluate $$\\int_0^1 x^2\\,dx$$');
  ['$\\frac12$', '$\\frac13$', '$\\frac14$', '$1$'].forEach((text, index) => type(`Option ${'ABCD'[index]}`, text));
  fireEvent.click(screen.getByLabelText('Option B is the correct answer'));
}

describe('the question editor', () => {
  it('refuses to save an empty question and says what each field needs, next to it', async () => {
    renderEditor('/admin/questions/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Write the question.')).toBeTruthy();
    expect(screen.getByText('Choose the correct option.')).toBeTruthy();
    expect(screen.getAllByText('Write this option or add an image.')).toHaveLength(4);
    expect(screen.getByLabelText('Question text').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Question text'));
    expect(posts()).toEqual([]);

    // fixing a field takes its message away at once
    type('Question text', 'What is 2 + 2?');
    expect(screen.queryByText('Write the question.')).toBeNull();
  });

  it('adds, removes and reorders options, keeps the chosen answer with its option, and saves that order', async () => {
    const router = renderEditor('/admin/questions/new');
    await screen.findByRole('button', { name: 'Save draft' });
    writeQuestion();

    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    type('Option E', '$2$');
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect((screen.getByRole('button', { name: 'Add option' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option F' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move option B up' }));

    // the correct answer moved with its text, from B to A, and the move button kept the focus
    expect((screen.getByLabelText('Option A') as HTMLTextAreaElement).value).toBe('$\\frac13$');
    expect((screen.getByLabelText('Option A is the correct answer') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move option A down' })));

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/questions/${NEW_ID}`));
    const [create] = posts();
    expect(create).toMatchObject({
      method: 'POST',
      url: '/api/admin/questions',
      body: {
        text: 'Evaluate $$\\int_0^1 x^2\\,dx$$',
        correctIndex: 0,
        options: ['$\\frac13$', '$\\frac12$', '$\\frac14$', '$1$', '$2$'].map((text) => ({ text, image: null })),
        section: 'Technical',
        marks: 1,
        topic: null,
        source: 'original',
      },
    });
    // the editor opens the saved question (rendering formulas in jsdom takes a moment)
    expect(await screen.findByRole('heading', { name: /Edit question/ }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Saved as a draft.')).toBeTruthy();
  });

  it('saves a question the bank already holds, then says which one it looks like, with a link', async () => {
    routes['POST /api/admin/questions'] = ({ body }) =>
      json({
        success: true,
        question: savedQuestion(body as Partial<AdminQuestion>),
        duplicates: [{ id: 'other-question', excerpt: 'Evaluate $$\\int_0^1 x^2 dx$$', similarity: 0.91, exact: false, status: 'published' }],
      });
    const router = renderEditor('/admin/questions/new');
    await screen.findByRole('button', { name: 'Save draft' });
    writeQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/questions/${NEW_ID}`));
    const notice = within(await screen.findByRole('region', { name: 'Possible duplicate' }, { timeout: 5000 }));
    expect(notice.getByText(/This looks like/)).toBeTruthy();
    expect(notice.getByRole('link').getAttribute('href')).toBe('/admin/questions/other-question');
    expect(notice.getByText('(91% similar, published)')).toBeTruthy();
    expect(await screen.findByText('Saved as a draft.')).toBeTruthy();
  });

  it('shows the draft in the exam’s own question view, and after submission with the key in green', async () => {
    renderEditor('/admin/questions/new');
    await screen.findByRole('button', { name: 'Save draft' });
    writeQuestion();
    const preview = within(screen.getByRole('region', { name: 'Live preview' }));
    const inExam = within(preview.getByRole('tabpanel', { name: 'In the exam' }));
    await waitFor(() => expect(inExam.getAllByRole('radio')).toHaveLength(4));
    expect(inExam.getByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(inExam.getByText('Section: Technical | Marks: 1')).toBeTruthy();

    fireEvent.click(preview.getByRole('tab', { name: 'After submission' }));
    fireEvent.click(preview.getByRole('button', { name: 'Answered wrong' }));
    const options = preview.getByRole('list', { name: 'Options for question 1' });
    const rows = within(options).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['neutral', 'correct', 'wrong', 'neutral']);
    expect(preview.getByText('−0.33 marks')).toBeTruthy();
  });

  it('adds the new question to the test it was written for, then goes back to that test', async () => {
    routes[`GET /api/admin/tests/${TEST_ID}`] = () =>
      json({ success: true, test: { id: TEST_ID, title: 'Full Subject Test', questions: [{ id: 'q-1' }, { id: 'q-2' }] } });
    routes[`PUT /api/admin/tests/${TEST_ID}/questions`] = () => json({ success: true, test: {} });
    const back = `/admin/series/s-1/tests/${TEST_ID}`;
    const router = renderEditor(`/admin/questions/new?addTo=test:${TEST_ID}&back=${encodeURIComponent(back)}`);

    expect(await screen.findByText('‘Full Subject Test’')).toBeTruthy();
    writeQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Save and add to test' }));

    expect(await screen.findByRole('heading', { name: 'The test page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(back);
    expect(posts().map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/admin/questions', `PUT /api/admin/tests/${TEST_ID}/questions`]);
    expect(posts()[1]!.body).toEqual({ questionIds: ['q-1', 'q-2', NEW_ID] });
  });

  it('says before saving that published or started papers keep their version, and saves the next one with its note', async () => {
    const live = savedQuestion({
      status: 'published',
      text: 'What is $2 + 2$?',
      options: [
        { text: '4', image: null },
        { text: '5', image: null },
      ],
      live: true,
      usedIn: [
        { kind: 'test', id: TEST_ID, title: 'GATE Level Test', status: 'published', seriesId: 'series-1', seriesTitle: 'GATE CS Pro', version: 1, live: true },
        { kind: 'quiz', id: 'quiz-1', title: 'Draft quiz', status: 'draft', seriesId: null, seriesTitle: null, version: 1, live: false },
      ],
    });
    const second: QuestionVersion = { ...firstVersion, version: 2, text: 'What is $3 + 1$?', changed: ['text'], note: 'Less obvious.' };
    let versions = [firstVersion];
    let current = live;
    routes[`GET /api/admin/questions/${NEW_ID}`] = () => json({ success: true, question: current });
    routes[`GET /api/admin/questions/${NEW_ID}/versions`] = () => json({ success: true, versions });
    routes[`PUT /api/admin/questions/${NEW_ID}`] = () => {
      versions = [second, firstVersion];
      current = { ...live, text: 'What is $3 + 1$?', version: 2 };
      return json({ success: true, question: current, duplicates: [] });
    };
    renderEditor(`/admin/questions/${NEW_ID}`);

    const notice = within(await screen.findByRole('region', { name: 'Papers keep the version their learners met' }));
    expect(notice.getByText(/Published or started papers keep serving version 1; this edit makes version 2\./)).toBeTruthy();
    expect(notice.getByText(/GATE CS Pro › GATE Level Test \(test, published: version 1\)/)).toBeTruthy();
    expect(notice.queryByText(/Draft quiz/)).toBeNull();
    expect(screen.getByText('Version 1', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'This question is locked' })).toBeNull();

    type('Question text', 'What is $3 + 1$?');
    type('Why this change (optional)', 'Less obvious.');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved as version 2.')).toBeTruthy();
    expect(posts()[0]!.body).toMatchObject({ text: 'What is $3 + 1$?', note: 'Less obvious.' });
    expect(screen.getByText('Version 2', { selector: 'span' })).toBeTruthy();

    const history = within(screen.getByRole('region', { name: 'Versions' }));
    expect(await history.findByRole('heading', { name: 'Version 2' })).toBeTruthy();
    expect(history.getByText('Current')).toBeTruthy();
    expect(history.getByText('‘Less obvious.’')).toBeTruthy();
    expect(history.getByText('The first version.')).toBeTruthy();
    const latest = within(history.getByRole('heading', { name: 'Version 2' }).closest('li')!);
    fireEvent.click(latest.getByText('Compare with version 1'));
    expect(latest.getByText('What is $2 + 2$?').previousElementSibling?.textContent).toBe('Version 1');
    expect(latest.getByText('What is $3 + 1$?').previousElementSibling?.textContent).toBe('Version 2');
  });

  it("shows a creator another author's draft read-only, saying whose it is; a master may change it", async () => {
    routes[`GET /api/admin/questions/${NEW_ID}`] = () => json({ success: true, question: savedQuestion({ author: { id: 'u-meera', name: 'Meera Nair' } }) });
    renderEditor(`/admin/questions/${NEW_ID}`, 'creator');
    const notice = await screen.findByRole('region', { name: "Someone else's draft" });
    expect(notice.textContent).toContain('This draft belongs to Meera Nair; only its author or a master can change it.');
    expect((screen.getByLabelText('Question text') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();

    cleanup();
    renderEditor(`/admin/questions/${NEW_ID}`, 'master');
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Someone else's draft" })).toBeNull();
  });

  it('writes an MSQ: checkboxes mark every correct option, and the save sends them', async () => {
    renderEditor('/admin/questions/new');
    await screen.findByRole('button', { name: 'Save draft' });
    writeQuestion();
    fireEvent.click(screen.getByLabelText(/^MSQ/));
    expect((screen.getByLabelText('Option B is a correct answer') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Option D is a correct answer'));
    fireEvent.click(screen.getByLabelText('Option B is a correct answer'));
    fireEvent.click(screen.getByLabelText('Option B is a correct answer'));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ type: 'MSQ', correctIndex: null, correctIndexes: [1, 3], natRange: null });
  });

  it('writes a NAT: no options, a range and its decimals, each mistake named beside its field', async () => {
    renderEditor('/admin/questions/new');
    await screen.findByRole('button', { name: 'Save draft' });
    type('Question text', 'What is $\\sqrt{6.25}$?');
    fireEvent.click(screen.getByLabelText(/^NAT/));
    expect(screen.queryByLabelText('Option A')).toBeNull();
    fireEvent.click(screen.getByLabelText('A range, from – to'));
    type('From', '2.55');
    type('To', '2.45');
    type('Decimal places', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The answer has 2 decimal places: give at least 2.')).toBeTruthy();
    type('Decimal places', '2');
    expect(await screen.findByText('The range must go from the smaller number to the larger.')).toBeTruthy();
    expect(posts()).toEqual([]);

    type('From', '2.45');
    type('To', '2.55');
    expect(await screen.findByText('2.45 to 2.55')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ type: 'NAT', options: [], correctIndex: null, natRange: { min: 2.45, max: 2.55, decimals: 2 } });
  });

  it('previews a NAT after submission: a right answer earns the marks, a wrong one costs nothing', async () => {
    renderEditor('/admin/questions/new');
    await screen.findByRole('button', { name: 'Save draft' });
    type('Question text', 'How many edges has a cube?');
    fireEvent.click(screen.getByLabelText(/^NAT/));
    type('Exact value', '12');
    const preview = within(screen.getByRole('region', { name: 'Live preview' }));
    fireEvent.click(preview.getByRole('tab', { name: 'After submission' }));
    fireEvent.click(preview.getByRole('button', { name: 'Answered right' }));
    expect(await preview.findByText('12', { selector: 'strong' })).toBeTruthy();
    expect(preview.getByText('+1 mark')).toBeTruthy();
    fireEvent.click(preview.getByRole('button', { name: 'Answered wrong' }));
    expect(preview.getByText('13', { selector: 'strong' })).toBeTruthy();
    expect(preview.getByText(/no negative marking/)).toBeTruthy();
  });
});
