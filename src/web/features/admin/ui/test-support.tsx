// For the admin screens' tests only: a fake server behind fetch, the screens rendered inside the admin
// area's router and query client, and a question as the bank answers it.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import type { AdminQuestion } from '../../../../shared/api/admin-questions.ts';
import type { Role } from '../../../../shared/roles.ts';
import type { SessionUser } from '../../../lib/session.ts';

/** One request the screen made, its JSON body parsed. */
export type Call = { method: string; url: string; body: unknown };
export type Answer = { status: number; body: unknown };

export const json = (body: unknown, status = 200): Answer => ({ status, body });

/**
 * Replaces fetch with a fake server: every request is recorded in the returned list and answered by
 * `answer` (`url` parsed, for its path and query); nothing from it is a 404 with `notFoundMessage`.
 * vi.unstubAllGlobals() in afterEach puts fetch back.
 */
export function fakeServer(answer: (call: Call, url: URL) => Answer | null | undefined, notFoundMessage = 'No such endpoint'): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: Call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const { status, body } =
        answer(call, new URL(call.url, 'http://localhost')) ?? json({ success: false, code: 'not-found', message: notFoundMessage }, 404);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** The signed-in admin the pages read with useAdminUser(). */
export const adminUser = (role: Role = 'god'): SessionUser => ({ id: 'u1', name: 'Asha Rao', email: 'asha@example.com', image: null, role });

/** Renders `routes` (paths under /admin) inside the admin area's outlet, with a query client that does not retry, at `path`. */
export function renderAdmin(routes: RouteObject[], path: string, user: SessionUser = adminUser()) {
  const router = createMemoryRouter([{ path: '/admin', element: <Outlet context={{ user }} />, children: routes }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A draft MCQ with two options, the first right, and nothing optional filled in. */
export function adminQuestion(input: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id: '11111111-0000-4000-8000-000000000001',
    text: 'Saved',
    image: null,
    options: [
      { text: 'a', image: null },
      { text: 'b', image: null },
    ],
    correctIndex: 0,
    correctIndexes: null,
    natRange: null,
    explanation: '',
    explanationImage: null,
    exam: null,
    section: 'Technical',
    difficulty: null,
    marks: 1,
    topic: null,
    topicId: null,
    tags: [],
    type: 'MCQ',
    source: 'original',
    remarks: null,
    hindi: null,
    status: 'draft',
    reviewState: 'writing',
    needsReview: false,
    origin: null,
    usedIn: [],
    // the signed-in admin's own (adminUser)
    author: { id: 'u1', name: 'Asha Rao' },
    version: 1,
    live: false,
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...input,
  };
}
