import { AsyncLocalStorage } from 'node:async_hooks';
import { isValidElement, StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import type { PageMeta } from '../../../shared/seo.ts';
import { TranslatorProvider } from '../../i18n/index.ts';
import { createTranslator, messagesScript } from '../../i18n/server.ts';
import type { Language } from '../../i18n/languages.ts';
import { isApiError, setTransport } from '../../lib/http.ts';
import { PageMetaCollector } from '../../lib/page-meta.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { englishPath, HINDI_PREFIX } from '../../../shared/locale-paths.ts';
import { publicPatterns } from '../../i18n/locale-path.tsx';
import { routePatterns } from '../../lib/paths.ts';
import type { Prefetch, RouteHandle } from '../../lib/route-data.ts';
import { pagePrefetchOf, pageSourceOf } from '../lazy-page.ts';
import { routes } from '../router.tsx';
import { headTags } from './head.ts';
import { serializeState } from './state.ts';

// an exam page is drawn by the browser, but its HTML carries the data it opens with
export { examDataScript, readExamPageData, type ExamPageData } from '../../features/exam/page-data.ts';
// the language a request's page comes out in: the `lang` cookie, else Accept-Language
export { cookieLanguage, languageCookie, requestLanguage } from '../../i18n/languages.ts';
export { messagesScript } from '../../i18n/server.ts';

/** How the server answers the page's API requests: in-process, as the visitor (their cookie). */
export type PageFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  status: 200 | 404;
  /** title, description, canonical, Open Graph, Twitter and structured data for the head */
  head: string;
  /** the page inside #root, ready for the browser to hydrate */
  html: string;
  /** the query cache the page was rendered from, as JSON for a script element */
  state: string;
  /** the script element with the messages the render used, in its language (decision 046) */
  messages: string;
  /** how many times React rendered the page: once, when its routes declare all it shows (decision 040) */
  passes: number;
}

export interface RenderOptions {
  /**
   * false: read nothing the routes declare, and render until the page asks for nothing new, as
   * before decision 040 (the test that holds the two to the same page renders it both ways)
   */
  prefetch?: boolean;
}

// The pages a search engine may read (i18n/locale-path.tsx), rendered on the server so a crawler
// without JavaScript sees their content and links. The rest (attempts, checkout, the dashboard,
// admin) are the app's shell.
const publicPatternSet = new Set<string>(publicPatterns);

/** The route pattern a path shows, its Hindi address read as the English one ('/hi/about' -> '/about'). */
function leafPattern(pathname: string): string | null {
  // an index route has no path of its own: the page is its parent's
  const matches = matchRoutes(routes, pathname)?.filter((match) => match.route.path !== undefined);
  const path = matches?.at(-1)?.route.path ?? null;
  if (path === `${HINDI_PREFIX}/*`) return '*';
  return path === null ? null : englishPath(path);
}

// SPEC §1's ad slots: the landing, the listing, a series, notifications and the static pages
const adPatterns = new Set<string>([
  routePatterns.home,
  routePatterns.testSeries,
  routePatterns.testSeriesDetail,
  routePatterns.notifications,
  routePatterns.notificationDetail,
  routePatterns.about,
  routePatterns.contact,
  routePatterns.terms,
  routePatterns.policy,
]);

/** Whether the page at this path has ad slots, so its document may load the ad network. */
export function showsAds(pathname: string): boolean {
  const pattern = leafPattern(pathname);
  return pattern !== null && adPatterns.has(pattern);
}

/** What the server does with a path: render it, render it as not found (404), or send the shell. */
export function pageKind(pathname: string): 'public' | 'not-found' | 'shell' {
  const pattern = leafPattern(pathname);
  if (pattern === null || pattern === '*' || pattern === routePatterns.notFound) return 'not-found';
  return publicPatternSet.has(pattern) ? 'public' : 'shell';
}

/**
 * The lazy page files a path shows (a page, and the admin area around an admin page), as the build's
 * manifest names them: the server preloads their chunks with the HTML.
 */
export function pageModules(pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap((match) => {
    const element: unknown = match.route.element;
    const type = isValidElement(element) ? element.type : undefined;
    return pageSourceOf(type)?.module ?? [];
  });
}

const requests = new AsyncLocalStorage<PageFetch>();
setTransport((path, init) => {
  const pageFetch = requests.getStore();
  if (!pageFetch) return Promise.reject(new Error(`A request to ${path} was made outside a page render`));
  return pageFetch(path, init);
});

async function renderToHtml(element: ReactElement): Promise<string> {
  // prerendering waits for every lazy page before it writes anything
  const { prelude } = await prerenderToNodeStream(element, {
    // a large finished part would otherwise be sent apart, with an inline script to put it in place
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      // a failing component shows its error boundary; the log says why
      console.error('server render failed', error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function isEnabled(query: Query): boolean {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
}

/** Queries the last render asked for and nobody has answered yet. */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

/**
 * Whether the page is written in order, with no inline script: React puts a part that finished late
 * in a template with a script to move it into place, which the Content-Security-Policy refuses.
 */
function isInOrder(html: string): boolean {
  return !html.includes('<template') && !html.includes('<script');
}

/**
 * Reads what the routes a path shows declare (lib/route-data.ts) into the render's cache: the layout's
 * in its route's `handle`, a page's as its file's `prefetch` export. All of them at once; each waits
 * for what it reads first (the session, then the learner's own data).
 */
async function prefetchRoutes(url: URL, queryClient: QueryClient): Promise<void> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route, params }) => {
      const element = isValidElement<Record<string, unknown>>(route.element) ? route.element : null;
      const args = { queryClient, params, searchParams: url.searchParams, props: element?.props ?? {} };
      // a prefetch that throws is a bug; the render's next pass still reads what it left out
      const run = (prefetch: Prefetch | undefined) => prefetch?.(args).catch((error: unknown) => console.error(`prefetching ${url.pathname} failed`, error));
      return [run((route.handle as RouteHandle | undefined)?.prefetch), pagePrefetchOf(element?.type).then(run)];
    }),
  );
}

/** A render that took more than one pass: a component asked what its route does not declare. */
function reportExtraPasses(pathname: string, passes: number, undeclared: string[]) {
  const what = undeclared.length > 0 ? `it asked for ${undeclared.join(', ')}, which its routes do not prefetch` : 'a part of it finished out of order';
  const message = `${pathname} was rendered ${passes} times: ${what} (decision 040)`;
  // loud where a developer or a test sees it; in production the page is right, only slower
  if (process.env.NODE_ENV === 'production') console.warn(message);
  else console.error(message);
}

// A page whose routes declare what it shows renders once. One that asks for more is answered and
// rendered again, until it asks for nothing new (an undeclared session, then the learner's data).
const MAX_PASSES = 5;

/**
 * Renders a public page as the browser will first draw it: reads what its routes declare, renders it
 * once, and renders again only for what a component asked that was not declared.
 */
export async function renderPage(url: URL, pageFetch: PageFetch, language: Language = 'en', options: RenderOptions = {}): Promise<RenderedPage> {
  return requests.run(pageFetch, async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`${url.pathname} answered a redirect while rendering`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Infinity } });
    const prefetch = options.prefetch !== false;
    if (prefetch) await prefetchRoutes(url, queryClient);

    // a translator of the request's own: renders in other languages run beside this one
    const i18n = createTranslator(language);
    let meta: PageMeta | null = null;
    let html = '';
    let passes = 0;
    const undeclared = new Set<string>();
    for (;;) {
      meta = null;
      passes += 1;
      html = await renderToHtml(
        <StrictMode>
          <PageMetaCollector.Provider value={(pageMeta) => (meta = pageMeta)}>
            <TranslatorProvider i18n={i18n}>
              <QueryClientProvider client={queryClient}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </QueryClientProvider>
            </TranslatorProvider>
          </PageMetaCollector.Provider>
        </StrictMode>,
      );
      const waiting = waitingQueries(queryClient);
      if ((waiting.length === 0 && isInOrder(html)) || passes === MAX_PASSES) break;
      for (const query of waiting) undeclared.add(query.queryHash);
      await Promise.allSettled(waiting.map((query) => query.fetch()));
    }
    if (prefetch && passes > 1) reportExtraPasses(url.pathname, passes, [...undeclared]);

    const missing = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => isApiError(query.state.error, 404));
    const notFound = pageKind(url.pathname) === 'not-found' || missing;
    return {
      status: notFound ? 404 : 200,
      head: headTags(meta, url.origin, url.pathname, language),
      html,
      state: serializeState(queryClient),
      messages: messagesScript(language, i18n.used),
      passes,
    };
  });
}
