// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestion } from '../../../../shared/api/admin-questions.ts';
import { ApiError } from '../../../lib/http.ts';
import { adminQuestion, fakeServer, json, renderAdmin } from '../ui/test-support.tsx';
import { PaperEditor } from './paper-editor.tsx';
import { totalsOf, type PaperQuestion } from './paper-order.ts';
import { paperQuestionOf as q } from './test-questions.ts';

const PAPER_STARTED = 'Learners have started this paper, so its questions and marking can no longer change.';
const initial = [q(1, 'Aptitude'), q(2, 'Aptitude'), q(3, 'Technical', 2), q(4, 'Technical'), q(5, 'Technical', 2), q(6, 'Technical')];
const numberOf = (id: string) => Number(id.slice(-12));

type Save = (ids: string[]) => Promise<unknown>;
type Serve = (questionId?: string) => Promise<unknown>;

function renderEditor({
  save,
  lockedReason = null,
  questions: start = initial,
  mayServe = true,
}: { save?: Save; lockedReason?: string | null; questions?: readonly PaperQuestion[]; mayServe?: boolean } = {}) {
  const onSave = vi.fn<Save>(save ?? (async () => undefined));
  const onServe = vi.fn<Serve>(async () => undefined);
  function Harness() {
    const [questions, setQuestions] = useState<readonly PaperQuestion[]>(start);
    return (
      <PaperEditor
        paper={{ kind: 'test', id: 'test-1' }}
        questions={questions}
        totals={totalsOf(questions, 3000)}
        lockedReason={lockedReason}
        onSave={async (ids) => {
          await onSave(ids);
          // the server answers with the saved list, as the page's query would show it
          setQuestions(ids.map((id) => start.find((question) => question.id === id) ?? q(numberOf(id), 'Technical')));
        }}
        versions={{
          mayServe,
          started: true,
          onServe: async (questionId) => {
            await onServe(questionId);
            setQuestions((list) =>
              list.map((question) => (questionId === undefined || question.id === questionId ? { ...question, version: question.latestVersion } : question)),
            );
          },
        }}
      />
    );
  }
  renderAdmin([{ path: '/admin/series/s1/tests/test-1', element: <Harness /> }], '/admin/series/s1/tests/test-1');
  return { onSave, onServe };
}

/** The question numbers of the rows, top to bottom, by the words each row shows. */
const rowTexts = () => screen.getAllByRole('listitem').map((row) => within(row).getByText(/^Question text \d+$/).textContent);
const announcement = () => document.querySelector('p.sr-only[aria-live="polite"]')?.textContent;
const key = (element: HTMLElement, name: string) => fireEvent.keyDown(element, { key: name });

beforeEach(() => {
  fakeServer((_call, url) => {
    if (url.pathname === '/api/admin/questions/facets') return json({ success: true, exams: ['GATE'], topics: ['Algorithms'], types: ['MCQ'] });
    if (url.pathname === '/api/admin/questions') {
      return json({
        success: true,
        questions: [bankQuestion(2, 'Aptitude'), bankQuestion(7, 'Aptitude'), bankQuestion(8, 'Technical')],
        page: 1,
        pageSize: 20,
        total: 3,
      });
    }
    return null;
  });
});

// not vi.restoreAllMocks(): that would also remove the shared guard's console.error spy
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function bankQuestion(n: number, section: 'Aptitude' | 'Technical'): AdminQuestion {
  return adminQuestion({
    ...q(n, section, 2),
    options: [
      { text: 'A', image: null },
      { text: 'B', image: null },
    ],
    exam: 'GATE',
    difficulty: 'easy',
    topic: 'Algorithms',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });
}

describe('PaperEditor keyboard reordering', () => {
  it('picks a question up with Space, moves it with the arrows, drops it and saves the new order', async () => {
    const { onSave } = renderEditor();
    const handle = screen.getByRole('button', { name: 'Reorder question 3' });
    handle.focus();

    key(handle, ' ');
    expect(announcement()).toMatch(/^Question 3 picked up, in Technical/);
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    key(document.activeElement as HTMLElement, 'ArrowDown');
    key(document.activeElement as HTMLElement, 'ArrowDown');
    // focus stays on the carried question's handle, which is now the 5th
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder question 5' }));
    key(document.activeElement as HTMLElement, ' ');

    expect(announcement()).toBe('Question 3 moved to position 5.');
    expect(rowTexts()).toEqual(['Question text 1', 'Question text 2', 'Question text 4', 'Question text 5', 'Question text 3', 'Question text 6']);
    expect(screen.getByText(/^Unsaved changes/).textContent).toContain('Unsaved changes (order changed)');

    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(announcement()).toBe('Questions saved.'));
    expect(onSave).toHaveBeenCalledWith([1, 2, 4, 5, 3, 6].map((n) => q(n, 'Technical').id));
    expect(screen.queryByText(/^Unsaved changes/)).toBeNull();
  });

  it('puts the question back on Escape and keeps it inside its section', () => {
    renderEditor();
    const handle = screen.getByRole('button', { name: 'Reorder question 2' });
    handle.focus();
    key(handle, ' ');
    key(document.activeElement as HTMLElement, 'ArrowDown');
    expect(announcement()).toBe('Question 2 is already last in Aptitude: a question stays in its section.');
    key(document.activeElement as HTMLElement, 'ArrowUp');
    expect(rowTexts().slice(0, 2)).toEqual(['Question text 2', 'Question text 1']);
    key(document.activeElement as HTMLElement, 'Escape');

    expect(announcement()).toBe('Move cancelled. Question 2 is back at position 2.');
    expect(rowTexts().slice(0, 2)).toEqual(['Question text 1', 'Question text 2']);
    expect(screen.queryByText(/^Unsaved changes/)).toBeNull();
  });

  it('walks from handle to handle with the arrows when nothing is picked up', () => {
    renderEditor();
    const first = screen.getByRole('button', { name: 'Reorder question 1' });
    first.focus();
    key(first, 'ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder question 2' }));
    expect(rowTexts()[0]).toBe('Question text 1');
  });
});

describe('PaperEditor buttons and totals', () => {
  it('moves with the arrow buttons, removes, recomputes the totals and discards after asking', async () => {
    renderEditor();
    const totals = within(screen.getByLabelText('Paper totals'));
    const tile = (label: string) => totals.getByText(label).nextSibling?.textContent;
    expect(tile('Total marks')).toBe('8');

    fireEvent.click(screen.getByRole('button', { name: 'Move question 4 up' }));
    expect(rowTexts()[2]).toBe('Question text 4');
    // first in its section now: its Move up is disabled, so focus goes to its handle
    expect((screen.getByRole('button', { name: 'Move question 3 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder question 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move question 5 up' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move question 4 up' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove question 4 from the paper' }));
    expect(rowTexts()).toHaveLength(5);
    expect(tile('Total marks')).toBe('6');
    expect(tile('Technical')).toBe('4 marks');
    expect(screen.getByText(/^Unsaved changes/).textContent).toContain('1 removed, order changed');

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(rowTexts()).toHaveLength(6);
    expect(rowTexts()[2]).toBe('Question text 3');
    expect(tile('Total marks')).toBe('8');
  });

  it('adds ticked questions from the bank at the end of their section', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add from the bank' }));
    const picker = await screen.findByRole('dialog', { name: 'Add questions from the bank' });
    const already = await within(picker).findByRole('checkbox', { name: 'Already in this paper: Question text 2' });
    expect((already as HTMLInputElement).checked).toBe(true);
    expect((already as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Add: Question text 7' }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Add: Question text 8' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Add 2 questions' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowTexts()).toEqual([
      'Question text 1',
      'Question text 2',
      'Question text 7',
      'Question text 3',
      'Question text 4',
      'Question text 5',
      'Question text 6',
      'Question text 8',
    ]);
    expect(announcement()).toBe('2 questions added. Save to keep them.');
    expect(screen.getByText(/^Unsaved changes/).textContent).toContain('2 added');
  });

  it('offers to write a new question that comes back to this paper', () => {
    renderEditor();
    const link = screen.getByRole('link', { name: 'Write a new question' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/admin/questions/new');
    expect(url.searchParams.get('addTo')).toBe('test:test-1');
    expect(url.searchParams.get('back')).toBe('/admin/series/s1/tests/test-1');
  });
});

describe('PaperEditor when the paper cannot change', () => {
  it('shows the list read-only with the reason it was given', () => {
    renderEditor({ lockedReason: 'It is published, so learners may be taking it: unpublish it first to change this.' });
    expect(screen.getByText(/unpublish it first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reorder question/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add from the bank' })).toBeNull();
    expect(rowTexts()).toHaveLength(6);
  });

  it('turns read-only when the server answers that learners have started it', async () => {
    renderEditor({ save: async () => Promise.reject(new ApiError(409, PAPER_STARTED, 'paper-started')) });
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));

    expect(await screen.findByText(PAPER_STARTED)).toBeTruthy();
    expect(screen.getByText('The questions of this test are read-only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reorder question/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save questions' })).toBeNull();
    // the unsaved order can still be thrown away
    expect((screen.getByRole('button', { name: 'Discard' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows any other refusal beside Save and keeps the list editable', async () => {
    renderEditor({ save: async () => Promise.reject(new ApiError(400, 'No such question: 123.', 'invalid-input')) });
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No such question: 123.');
    expect(screen.getByRole('button', { name: 'Reorder question 1' })).toBeTruthy();
  });
});

describe('PaperEditor and the versions it serves', () => {
  // question 2 has a version 2 the test does not serve yet; question 4 serves its version 3, the latest
  const withNewer = initial.map((question, index) =>
    index === 1 ? { ...question, version: 1, latestVersion: 2 } : index === 3 ? { ...question, version: 3, latestVersion: 3 } : question,
  );

  it('says which question has a newer version, and serves it after a confirmation that learners who started keep theirs', async () => {
    const { onServe } = renderEditor({ questions: withNewer, lockedReason: 'Learners have started this test.' });
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[1]!).getByText('serves v1 · v2 available')).toBeTruthy();
    expect(within(rows[3]!).getByText('v3')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/^v\d|available/)).toBeNull();
    expect(screen.getByText(/A question has a newer version than this test serves\./)).toBeTruthy();
    // one newer version: its row's button is enough
    expect(screen.queryByRole('button', { name: 'Serve all newer versions' })).toBeNull();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Serve version 2 of question 2' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Serve version 2 of question 2?' }));
    expect(dialog.getByText(/Learners who have started this test keep the version they were served/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Serve version 2' }));
    await waitFor(() => expect(onServe).toHaveBeenCalledWith(withNewer[1]!.id));
    await waitFor(() => expect(announcement()).toBe('Question 2 now serves version 2.'));
    expect(within(screen.getAllByRole('listitem')[1]!).getByText('v2')).toBeTruthy();
    expect(screen.queryByText(/newer version than this test serves/)).toBeNull();
  });

  it('serves every newer version at once, and only to whoever may choose them', async () => {
    const twoNewer = withNewer.map((question, index) => (index === 4 ? { ...question, version: 1, latestVersion: 4 } : question));
    const { onServe } = renderEditor({ questions: twoNewer });
    fireEvent.click(screen.getByRole('button', { name: 'Serve all newer versions' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Serve all newer versions?' })).getByRole('button', { name: 'Serve newer versions' }),
    );
    await waitFor(() => expect(onServe).toHaveBeenCalledWith(undefined));

    cleanup();
    renderEditor({ questions: twoNewer, mayServe: false });
    expect(screen.getByText(/2 questions have a newer version than this test serves/).parentElement?.textContent).toContain(
      'a master can choose the newer one',
    );
    expect(screen.queryByRole('button', { name: /^Serve/ })).toBeNull();
  });

  it('waits for unsaved changes to the list before serving another version', () => {
    renderEditor({ questions: withNewer });
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByText(/Save or discard the changes to the list first/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Serve version 2/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
