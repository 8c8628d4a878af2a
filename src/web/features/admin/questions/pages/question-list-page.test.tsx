// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import { adminQuestion, adminUser, fakeServer, json, renderAdmin } from '../../ui/test-support.tsx';
import { QuestionListPage } from './question-list-page.tsx';

const question = (id: string, text: string, extra: Partial<AdminQuestion> = {}): AdminQuestion =>
  adminQuestion({ id, text, difficulty: 'hard', marks: 2, topic: 'Probability', source: 'ai-generated', ...extra });

let listAnswer: (url: URL) => { questions: AdminQuestion[]; total: number };
let requested: URL[];

beforeEach(() => {
  requested = [];
  listAnswer = () => ({
    questions: [
      question('q1', 'What is $P(A \\cup B)$?', {
        needsReview: true,
        usedIn: [{ kind: 'quiz', id: 'z1', title: 'Week 12 quiz', status: 'published', seriesId: null, seriesTitle: null, version: 1, live: true }],
      }),
      question('q2', 'Second question', {
        status: 'published',
        version: 3,
        live: true,
        author: { id: '6a1b2c3d-0000-4000-8000-00000000000e', name: 'Meera Nair' },
      }),
    ],
    total: 45,
  });
  fakeServer((_call, url) => {
    if (url.pathname === '/api/admin/questions/facets') {
      return json({
        success: true,
        exams: ['GATE CS'],
        topics: ['Probability', 'Graphs'],
        types: ['MCQ'],
        authors: [
          { id: 'u1', name: 'Asha Rao' },
          { id: '6a1b2c3d-0000-4000-8000-00000000000e', name: 'Meera Nair' },
        ],
      });
    }
    if (url.pathname !== '/api/admin/questions') return null;
    requested.push(url);
    return json({ success: true, page: Number(url.searchParams.get('page')), pageSize: Number(url.searchParams.get('pageSize')), ...listAnswer(url) });
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderBank = (path: string) => renderAdmin([{ path: '/admin/questions', element: <QuestionListPage /> }], path, adminUser('creator'));

const lastRequest = () => Object.fromEntries(requested.at(-1)!.searchParams);

describe('the question bank', () => {
  it('asks for what the link says and shows each question with its facts', async () => {
    renderBank('/admin/questions?status=draft&page=2');
    const row = (await screen.findByRole('link', { name: 'Edit question: What is $P(A \\cup B)$?' })).closest('tr')!;
    expect(lastRequest()).toEqual({ status: 'draft', page: '2', pageSize: '20' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('draft');
    expect(within(row).getByText('Needs review')).toBeTruthy();
    expect(within(row).getByText('Week 12 quiz')).toBeTruthy();
    expect(within(row).getByText(/Probability/)).toBeTruthy();
    expect(within(row).getByText('AI-generated')).toBeTruthy();
    expect(screen.getAllByText('Showing 21–40 of 45 questions').length).toBeGreaterThan(0);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    // a creator writes and imports
    expect(screen.getByRole('link', { name: 'New question' }).getAttribute('href')).toBe('/admin/questions/new');
    expect(screen.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe('/admin/questions/import');
  });

  it("names each question's author, filters by author, and 'My drafts' shows the caller's own drafts", async () => {
    const router = renderBank('/admin/questions?page=2');
    const mine = (await screen.findByRole('link', { name: 'Edit question: What is $P(A \\cup B)$?' })).closest('tr')!;
    expect(within(mine).getByText('Asha Rao (you)')).toBeTruthy();
    const theirs = screen.getByRole('link', { name: 'Edit question: Second question' }).closest('tr')!;
    expect(within(theirs).getByText('Meera Nair')).toBeTruthy();
    // a question edited since it was first written says which version it is at; one never edited says nothing
    expect(within(theirs).getByText('Version 3')).toBeTruthy();
    expect(within(mine).queryByText(/^Version/)).toBeNull();

    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Author'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Anyone', 'Mine', 'Asha Rao', 'Meera Nair']),
    );
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: '6a1b2c3d-0000-4000-8000-00000000000e' } });
    await waitFor(() => expect(lastRequest()).toEqual({ author: '6a1b2c3d-0000-4000-8000-00000000000e', page: '1', pageSize: '20' }));

    fireEvent.click(screen.getByRole('button', { name: 'My drafts' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&author=me'));
    await waitFor(() => expect(lastRequest()).toEqual({ status: 'draft', author: 'me', page: '1', pageSize: '20' }));
    expect(screen.getByRole('button', { name: 'My drafts' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts a changed filter in the address from page 1, and Back restores the one before', async () => {
    const router = renderBank('/admin/questions?status=draft&page=2');
    await screen.findByText('Page 2 of 3');
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: 'Technical' } });

    await waitFor(() => expect(router.state.location.search).toBe('?section=Technical&status=draft'));
    await waitFor(() => expect(lastRequest()).toEqual({ section: 'Technical', status: 'draft', page: '1', pageSize: '20' }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect((screen.getByLabelText('Section') as HTMLSelectElement).value).toBe(''));
    expect(router.state.location.search).toBe('?status=draft&page=2');
  });

  it('searches after a pause in typing, replacing the address rather than adding to it', async () => {
    const router = renderBank('/admin/questions');
    await screen.findByText('Page 1 of 3');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search questions' }), { target: { value: '  union ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=union'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(lastRequest()).toMatchObject({ search: 'union', page: '1' }));
  });

  it('says when the filters match nothing, and clears them', async () => {
    listAnswer = (url) => (url.searchParams.has('topic') ? { questions: [], total: 0 } : { questions: [question('q1', 'One')], total: 1 });
    const router = renderBank('/admin/questions?topic=Graphs&usedIn=none');
    expect(await screen.findByRole('heading', { name: 'No questions match these filters' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /Clear filters/ }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('1 question')).toBeTruthy();
  });
});
