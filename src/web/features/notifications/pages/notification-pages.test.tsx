// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Notification, NotificationList, NotificationSummary } from '../../../../shared/api/content.ts';
import { routePatterns } from '../../../lib/paths.ts';
import { NotificationDetailPage } from './notification-detail-page.tsx';
import { NotificationListPage } from './notification-list-page.tsx';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: { method: string; url: string }[];

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ method: init?.method ?? 'GET', url });
      const answer = answers[`${init?.method ?? 'GET'} ${url}`] ?? {
        status: 404,
        body: { success: false, code: 'not-found', message: 'Notification not found.' },
      };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: routePatterns.notifications, element: <NotificationListPage /> },
      { path: routePatterns.notificationDetail, element: <NotificationDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const summary = (slug: string, read: boolean | null): NotificationSummary => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `About ${slug}.`,
  publishedAt: '2026-11-20T10:00:00.000Z',
  read,
});

function listAnswer(page: number, notifications: NotificationSummary[], extra: Partial<NotificationList> = {}) {
  answers[`GET /api/notifications?page=${page}&pageSize=10`] = {
    status: 200,
    body: { notifications, page, pageSize: 10, total: 14, totalPages: 2, unread: null, ...extra } satisfies NotificationList,
  };
}

describe('the notification list', () => {
  it("labels a signed-in learner's unread notifications in words, and says how many there are", async () => {
    listAnswer(1, [summary('fresh', false), summary('seen', true)], { unread: 3 });
    renderAt('/notification');
    const fresh = (await screen.findByRole('link', { name: /Title of fresh/ })).closest('li')!;
    expect(within(fresh).getByText('Unread')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Title of fresh (unread)' }).getAttribute('href')).toBe('/notification/fresh');
    const seen = screen.getByRole('link', { name: 'Title of seen' }).closest('li')!;
    expect(within(seen).queryByText('Unread')).toBeNull();
    expect(screen.getByText('3 unread notifications')).toBeTruthy();
  });

  it('marks nothing for a visitor who is signed out', async () => {
    listAnswer(1, [summary('fresh', null)]);
    renderAt('/notification');
    await screen.findByRole('link', { name: 'Title of fresh' });
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.queryByText(/unread notification/)).toBeNull();
  });

  it('reads its page from the address and links the other pages as ?page=N', async () => {
    listAnswer(2, [summary('older', null)]);
    renderAt('/notification?page=2');
    await screen.findByRole('link', { name: 'Title of older' });
    const pages = within(screen.getByRole('navigation', { name: 'Notification pages' }));
    expect(pages.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/notification');
    expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/notification');
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(pages.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByText('Showing 11–11 of 14')).toBeTruthy();
  });

  it('says so when the page asked for is past the last, with a way back', async () => {
    listAnswer(5, [], { page: 5 });
    renderAt('/notification?page=5');
    expect(await screen.findByRole('heading', { name: 'There is no page 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the newest notifications' }).getAttribute('href')).toBe('/notification');
  });
});

describe('a notification', () => {
  const body = (read: boolean | null): Notification => ({
    slug: 'fresh',
    title: 'Mock Test 4 opens',
    body: 'Three hours, **65 questions**.',
    publishedAt: '2026-11-20T10:00:00.000Z',
    read,
  });
  const posts = () => calls.filter((call) => call.method === 'POST');

  it('renders its Markdown and marks it read with one POST when a learner opens it unread', async () => {
    answers['GET /api/notifications/fresh'] = { status: 200, body: body(false) };
    answers['POST /api/notifications/fresh/read'] = { status: 200, body: { success: true, unread: 2 } };
    renderAt('/notification/fresh');
    expect(await screen.findByRole('heading', { name: 'Mock Test 4 opens', level: 1 })).toBeTruthy();
    expect(screen.getByText('65 questions').tagName).toBe('STRONG');
    await vi.waitFor(() => expect(posts()).toEqual([{ method: 'POST', url: '/api/notifications/fresh/read' }]));
  });

  it('sends nothing when it is already read, or when the visitor is signed out', async () => {
    answers['GET /api/notifications/fresh'] = { status: 200, body: body(true) };
    renderAt('/notification/fresh');
    await screen.findByRole('heading', { name: 'Mock Test 4 opens', level: 1 });
    cleanup();
    answers['GET /api/notifications/fresh'] = { status: 200, body: body(null) };
    renderAt('/notification/fresh');
    await screen.findByRole('heading', { name: 'Mock Test 4 opens', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toEqual([]);
  });

  it('shows a not-found state with a link back to the list for an unknown or malformed slug', async () => {
    answers['GET /api/notifications/Not%20a%20slug'] = { status: 400, body: { success: false, code: 'invalid-input', message: 'slug: must be a page name' } };
    for (const path of ['/notification/no-such-news', '/notification/Not%20a%20slug']) {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Notification not found', level: 1 })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe('/notification');
      cleanup();
    }
    expect(posts()).toEqual([]);
  });
});
