// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Notice, NoticeList } from '../../../../shared/api/notices.ts';
import type { NotificationList } from '../../../../shared/api/content.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';
import { routePatterns } from '../../../lib/paths.ts';
import { appI18n } from '../../../i18n/index.ts';
import { NotificationListPage } from '../pages/notification-list-page.tsx';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: { method: string; url: string }[];

const notice = (id: string, read: boolean, extra: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'report',
  title: `Notice ${id}`,
  body: `You reported question 4 of **Mock ${id}**.\n\n> The key is right.`,
  link: `/givetest/u1/s1/t${id}#question-4`,
  createdAt: '2026-11-20T10:00:00.000Z',
  read,
  ...extra,
});

const noticePage = (page: number, notices: Notice[], total: number, unread: number): NoticeList => ({
  notices,
  page,
  pageSize: 5,
  total,
  totalPages: Math.ceil(total / 5),
  unread,
});

beforeEach(() => {
  calls = [];
  answers = {
    'GET /api/auth/session': { status: 200, body: { id: 'u1', name: 'Priya Iyer', email: 'priya@example.com', image: null, role: 'learner' } },
    'GET /api/notifications?page=1&pageSize=10': {
      status: 200,
      body: { notifications: [], page: 1, pageSize: 10, total: 0, totalPages: 1, unread: 2 } satisfies NotificationList,
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ method: init?.method ?? 'GET', url });
      const answer = answers[`${init?.method ?? 'GET'} ${url}`] ?? { status: 404, body: { success: false, code: 'not-found', message: 'Not here.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await appI18n.changeLanguage('en');
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: routePatterns.notifications, element: <NotificationListPage /> }], { initialEntries: ['/notification'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

describe("the learner's own notices on the notifications page", () => {
  it('lists them under For you with their unread state; opening one shows it, marks it read and sets the badge from the answer', async () => {
    answers['GET /api/notices?page=1&pageSize=5'] = { status: 200, body: noticePage(1, [notice('1', false), notice('2', true)], 2, 1) };
    answers['POST /api/notices/1/read'] = { status: 200, body: { success: true, unread: 1 } };
    const client = renderList();

    const section = await screen.findByRole('region', { name: 'For you' });
    expect(within(section).getByText('1 unread')).toBeTruthy();
    const fresh = within(section).getByRole('button', { name: 'Notice 1 (unread)' });
    expect(fresh.getAttribute('aria-expanded')).toBe('false');
    expect(within(section).getByRole('button', { name: 'Notice 2' })).toBeTruthy();

    fireEvent.click(fresh);
    expect(fresh.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/notices/1/read' }));
    const link = await within(section).findByRole('link', { name: 'See the question in your result' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/givetest/u1/s1/t1#question-4');
    expect(await within(section).findByText('The key is right.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Notice 1' })).toBeTruthy());
    expect(within(section).getByText('All read')).toBeTruthy();
    await waitFor(() => expect(client.getQueryData(notificationKeys.unread())).toBe(1));

    // opening it again (or closing it) sends nothing more
    fireEvent.click(within(section).getByRole('button', { name: 'Notice 1' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows older ones a page at a time', async () => {
    const firstPage = ['1', '2', '3', '4', '5'].map((id) => notice(id, true));
    answers['GET /api/notices?page=1&pageSize=5'] = { status: 200, body: noticePage(1, firstPage, 6, 0) };
    answers['GET /api/notices?page=2&pageSize=5'] = { status: 200, body: noticePage(2, [notice('6', true, { kind: 'regrade', link: null })], 6, 0) };
    renderList();
    const section = await screen.findByRole('region', { name: 'For you' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(section).getByRole('button', { name: 'Show older (1 more)' }));
    expect(await within(section).findByRole('button', { name: 'Notice 6' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Show older/ })).toBeNull();
  });

  it('is not there for a learner without notices, nor for a visitor who is signed out', async () => {
    answers['GET /api/notices?page=1&pageSize=5'] = { status: 200, body: noticePage(1, [], 0, 0) };
    renderList();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/notices?page=1&pageSize=5'));
    expect(screen.queryByRole('region', { name: 'For you' })).toBeNull();
    cleanup();

    calls = [];
    answers['GET /api/auth/session'] = { status: 401, body: { success: false, code: 'not-signed-in', message: 'Please sign in to continue.' } };
    renderList();
    await screen.findByText('No notifications yet');
    expect(calls.map((call) => call.url)).not.toContain('/api/notices?page=1&pageSize=5');
  });

  it('reads Hindi in Hindi: the heading, the unread count, the kind and the date', async () => {
    await appI18n.changeLanguage('hi');
    answers['GET /api/notices?page=1&pageSize=5'] = { status: 200, body: noticePage(1, [notice('1', false, { kind: 'prize' })], 1, 1) };
    renderList();
    const section = await screen.findByRole('region', { name: 'आपके लिए' });
    expect(within(section).getByText('1 नहीं पढ़ी गईं')).toBeTruthy();
    expect(within(section).getByText('इनाम')).toBeTruthy();
    expect(within(section).getByText('20 नवंबर 2026')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Notice 1 (नहीं पढ़ी गई)' })).toBeTruthy();
  });
});
