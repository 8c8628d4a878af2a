// @vitest-environment jsdom
// A site page's editor: the title and text are checked before they are sent, a save says where
// learners read the new text, and a refusal stays until the next edit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminPage } from '../../../../../shared/api/admin-notifications.ts';
import { fakeServer, json, renderAdmin, type Answer, type Call } from '../../ui/test-support.tsx';
import { PageEditPage } from './page-edit-page.tsx';

let calls: Call[];
let page: AdminPage;
let answerOverride: ((call: Call) => Answer | null) | null;

function defaultAnswer(call: Call): Answer | null {
  if (call.method === 'GET' && call.url === '/api/admin/pages/about') return json({ success: true, page });
  if (call.method === 'PUT' && call.url === '/api/admin/pages/about') {
    const input = call.body as { title: string; body: string };
    page = { ...page, ...input, exists: true, updatedAt: '2026-11-24T10:00:00.000Z', updatedBy: 'Asha Rao' };
    return json({ success: true, page });
  }
  if (call.method === 'GET' && call.url === '/api/admin/pages') return json({ success: true, pages: [page] });
  return null;
}

beforeEach(() => {
  page = { slug: 'about', exists: true, title: 'About Prepverse', body: 'We help aspirants.', updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'Kabir Das' };
  answerOverride = null;
  calls = fakeServer((call) => answerOverride?.(call) ?? defaultAnswer(call));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) =>
  renderAdmin(
    [
      { path: 'pages', element: <p>The page list</p> },
      { path: 'pages/:pageSlug', element: <PageEditPage /> },
    ],
    path,
  );

const box = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save page' }) as HTMLButtonElement;
const puts = () => calls.filter((call) => call.method === 'PUT');

describe('the site page editor', () => {
  it('refuses an empty title beside the box, focuses it and sends nothing', async () => {
    renderAt('/admin/pages/about');
    await screen.findByRole('heading', { name: 'Edit About Us', level: 1 });
    type('Title', ' ');
    fireEvent.click(saveButton());

    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(box('Title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Title'));
    expect(puts()).toEqual([]);
  });

  it('saves the page and says where learners read it, until the next edit', async () => {
    renderAt('/admin/pages/about');
    await screen.findByRole('heading', { name: 'Edit About Us', level: 1 });
    expect(saveButton().disabled).toBe(true);
    type('Text', 'We help GATE and UGC NET aspirants.');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(saveButton());

    expect((await screen.findByRole('status')).textContent).toBe('Saved. Learners see the new text on /about now.');
    expect(puts()).toEqual([{ method: 'PUT', url: '/api/admin/pages/about', body: { title: 'About Prepverse', body: 'We help GATE and UGC NET aspirants.' } }]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));

    type('Title', 'About us');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s refusal until the next edit', async () => {
    answerOverride = (call) => (call.method === 'PUT' ? json({ success: false, code: 'internal', message: 'The server is down.' }, 500) : null);
    renderAt('/admin/pages/about');
    await screen.findByRole('heading', { name: 'Edit About Us', level: 1 });
    type('Title', 'About us');
    fireEvent.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toBe('The server is down.');
    expect(saveButton().disabled).toBe(false);
    type('Title', 'About Prepverse today');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });
});
