// @vitest-environment jsdom
// The question editor's Hindi version (docs/decisions/034): opened by 'Add Hindi version', each text
// beside its English with its own preview, the options in the English order, saved with the question.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import { adminQuestion, adminUser, fakeServer, json, renderAdmin, type Answer, type Call } from '../../ui/test-support.tsx';
import { QuestionEditPage } from './question-edit-page.tsx';

const ID = '11111111-0000-4000-8000-000000000001';
let calls: Call[];

const saved = adminQuestion({
  id: ID,
  text: 'What is $2 + 2$?',
  options: [
    { text: '3', image: null },
    { text: '4', image: null },
  ],
  correctIndex: 1,
  hindi: { text: '$2 + 2$ कितना है?', options: [{ text: 'तीन' }, { text: 'चार' }], explanation: '' },
});

beforeEach(() => {
  const routes: Record<string, (call: Call) => Answer> = {
    'GET /api/admin/questions/facets': () => json({ success: true, exams: [], topics: [], types: ['MCQ'], tags: [], authors: [] }),
    'POST /api/admin/questions': ({ body }) =>
      json({ success: true, question: adminQuestion({ id: ID, ...(body as Partial<AdminQuestion>) }), duplicates: [] }),
    [`GET /api/admin/questions/${ID}`]: () => json({ success: true, question: saved }),
    [`PUT /api/admin/questions/${ID}`]: ({ body }) =>
      json({ success: true, question: { ...saved, ...(body as Partial<AdminQuestion>), version: 2 }, duplicates: [] }),
    [`GET /api/admin/questions/${ID}/versions`]: () => json({ success: true, versions: [] }),
  };
  calls = fakeServer((call) => routes[`${call.method} ${call.url}`]?.(call));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderEditor = (path: string) =>
  renderAdmin(
    [
      { path: '/admin/questions/new', element: <QuestionEditPage /> },
      { path: '/admin/questions/:questionId', element: <QuestionEditPage /> },
    ],
    path,
    adminUser('god'),
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const writes = () => calls.filter((call) => call.method !== 'GET');

describe('the Hindi version in the question editor', () => {
  it('is closed until asked for, then opens beside the English with both previews and is saved in the English order', async () => {
    renderEditor('/admin/questions/new');
    await screen.findByRole('button', { name: 'Save draft' });
    expect(screen.queryByLabelText('Question text in Hindi')).toBeNull();
    expect(screen.getByText('English only.')).toBeTruthy();

    type('Question text', 'What is $2 + 2$?');
    type('Option A', '3');
    type('Option B', '4');
    type('Option C', '5');
    type('Option D', '22');
    fireEvent.click(screen.getByLabelText('Option B is the correct answer'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Hindi version' }));

    const hindiText = screen.getByLabelText('Question text in Hindi');
    expect(hindiText.getAttribute('lang')).toBe('hi');
    type('Question text in Hindi', '$2 + 2$ कितना है?');
    // each text with its own preview: the English and the Hindi
    await waitFor(() => expect(screen.getByRole('region', { name: 'Question text in Hindi: preview' }).textContent).toContain('कितना है?'));
    expect(screen.getByRole('region', { name: 'Question text: preview' })).toBeTruthy();

    // a save with an option left without Hindi is refused beside that option; nothing is sent
    ['तीन', 'चार', 'पाँच'].forEach((text, index) => type(`Option ${'ABC'[index]} in Hindi`, text));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Option D has English text but no Hindi text.')).toBeTruthy();
    expect(writes()).toEqual([]);

    type('Option D in Hindi', 'बाईस');
    type('Explanation in Hindi', 'दो और दो चार।');
    // moving an English option moves its Hindi with it
    fireEvent.click(screen.getByRole('button', { name: 'Move option B up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({
      options: ['4', '3', '5', '22'].map((text) => ({ text })),
      correctIndex: 0,
      hindi: { text: '$2 + 2$ कितना है?', options: ['चार', 'तीन', 'पाँच', 'बाईस'].map((text) => ({ text })), explanation: 'दो और दो चार।' },
    });
  });

  it('opens a saved Hindi version, and "Remove Hindi version" saves the question in English only', async () => {
    renderEditor(`/admin/questions/${ID}`);
    expect(((await screen.findByLabelText('Question text in Hindi')) as HTMLTextAreaElement).value).toBe('$2 + 2$ कितना है?');
    expect((screen.getByLabelText('Option B in Hindi') as HTMLInputElement).value).toBe('चार');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hindi version' }));
    expect(screen.queryByLabelText('Question text in Hindi')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { hindi: null } });
  });
});
