// The public pages render once on the server (decision 040): each route declares what it shows, the
// server reads that before React renders, and the page comes out as the render that asked for its
// data pass by pass made it, with the same data for the browser and no more requests to the API.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { loadDemoContent } from '../../../server/dev/demo/load.ts';
import { openSession } from '../../../server/features/accounts/service.ts';
import { SESSION_COOKIE } from '../../../server/plugins/session-cookie.ts';
import { users } from '../../../server/db/schema.ts';
import type { RouteHandle } from '../../lib/route-data.ts';
import { prefetchSession } from '../../lib/route-data.ts';
import { routes } from '../router.tsx';
import { renderPage, type RenderOptions } from './render.tsx';
import { parseState } from './state.ts';

let t: TestApp;
let aarav: string;
let newcomer: string;
let enrolledId: string;
let otherId: string;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoContent(t.app.db);
  const [learner] = await t.app.db.select().from(users).where(eq(users.email, 'aarav.sharma@example.com'));
  const session = await openSession(t.app.db, learner!.id, 3600);
  aarav = `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(session.token))}`;
  ({ cookie: newcomer } = await signIn(t.app));

  const get = async <T>(url: string, cookie = '') => JSON.parse((await t.app.inject({ method: 'GET', url, headers: { cookie } })).body) as T;
  const all = await get<{ testSeries: { testSeriesId: string }[] }>('/api/testseries/getAllTestSeries');
  const mine = await get<{ enrolledTestSeries: string[] }>(`/api/testseries/userTestseries/${learner!.id}`, aarav);
  enrolledId = mine.enrolledTestSeries[0]!;
  otherId = all.testSeries.find((series) => !mine.enrolledTestSeries.includes(series.testSeriesId))!.testSeriesId;
  ({ slug } = (await get<{ notifications: { slug: string }[] }>('/api/notifications?page=1&pageSize=10')).notifications[0]!);
}, 120_000);

afterAll(() => t.close());

/** The page as plugins/web-app.ts renders it, counting the API requests it makes. */
async function render(path: string, cookie: string, options?: RenderOptions) {
  let requests = 0;
  const page = await renderPage(
    new URL(path, 'http://localhost'),
    async (apiPath, init) => {
      requests += 1;
      const answer = await t.app.inject({ method: (init.method ?? 'GET') as 'GET', url: apiPath, headers: { accept: 'application/json', cookie } });
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
    },
    path.startsWith('/hi') ? 'hi' : 'en',
    options,
  );
  return { ...page, requests };
}

/** The cache the browser is handed, by query: its status, data and error (not when it was read, nor the server's clock then). */
function cacheOf(state: string) {
  const entries = parseState(state).queries.map((query) => [query.queryHash, [query.state.status, query.state.data, query.state.error]]);
  return JSON.parse(JSON.stringify(Object.fromEntries(entries), (key, value: unknown) => (key === 'serverTime' ? undefined : value))) as unknown;
}

/** The page's HTML, its countdowns left out: the two renders read the clock a moment apart. */
const withoutCountdowns = (html: string) => html.replace(/(<span role="timer"[^>]*>|<span class="tabular-nums">)[^<]*/g, '$1');

const publicPaths = () => [
  '/',
  '/testseries',
  `/testseriesdetail/${enrolledId}`,
  `/testseriesdetail/${otherId}`,
  '/testseriesdetail/no-such-series',
  '/weeklyquiz',
  '/weeklyquiz?exam=GATE',
  '/notification',
  '/notification?page=2',
  `/notification/${slug}`,
  '/notification/no-such-notification',
  '/about',
  '/contact',
  '/terms',
  '/policy',
  '/notfound',
  '/no-such-page',
  '/hi',
  '/hi/testseries',
  `/hi/testseriesdetail/${enrolledId}`,
  '/hi/weeklyquiz',
  `/hi/notification/${slug}`,
  '/hi/contact',
  '/hi/no-such-page',
];

describe('a public page rendered on the server', () => {
  for (const who of ['a visitor', 'an enrolled learner', 'a new learner'] as const) {
    it(`renders once for ${who}, as the pass-by-pass render drew it, from the same data`, async () => {
      const cookie = who === 'a visitor' ? '' : who === 'an enrolled learner' ? aarav : newcomer;
      for (const path of publicPaths()) {
        const once = await render(path, cookie);
        const passByPass = await render(path, cookie, { prefetch: false });
        expect(once.passes, path).toBe(1);
        // the old way needed a pass to learn what the page asks, and more for what depends on it
        expect(passByPass.passes, path).toBeGreaterThan(1);
        expect(once.status, path).toBe(passByPass.status);
        expect(once.head, path).toBe(passByPass.head);
        expect(withoutCountdowns(once.html), path).toBe(withoutCountdowns(passByPass.html));
        expect(cacheOf(once.state), path).toEqual(cacheOf(passByPass.state));
        // nothing read that the page does not show, nothing read twice
        expect(once.requests, path).toBe(passByPass.requests);
      }
      // two dozen pages rendered twice each
    }, 90_000);
  }
});

describe('a page that asks for data its route does not declare', () => {
  const siteLayout = (list: RouteObject[]): RouteObject | undefined =>
    list.map((route) => ((route.handle as RouteHandle | undefined)?.prefetch ? route : siteLayout(route.children ?? []))).find(Boolean);

  it('is rendered again with it, the same page, and the error names what was left out', async () => {
    const layout = siteLayout(routes)!;
    const declared = layout.handle as RouteHandle;
    const expected = await render('/contact', aarav);

    // the layout forgets the footer's contact details and the navbar's unread count
    layout.handle = { prefetch: ({ queryClient }) => prefetchSession(queryClient) } satisfies RouteHandle;
    const report = vi.mocked(console.error).mockImplementationOnce(() => {});
    try {
      const page = await render('/contact', aarav);
      expect(page.passes).toBe(2);
      expect(page.html).toBe(expected.html);
      expect(cacheOf(page.state)).toEqual(cacheOf(expected.state));
      expect(report).toHaveBeenCalledTimes(1);
      const message = String(report.mock.calls[0]?.[0]);
      expect(message).toContain('/contact was rendered 2 times');
      expect(message).toContain('["site"]');
      expect(message).toContain('["notifications","unread"]');
    } finally {
      layout.handle = declared;
      report.mockClear();
    }
  });
});
