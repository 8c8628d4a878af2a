// What a server-rendered route shows, declared beside it (decision 040): the server reads it into the
// page's query cache before its one render, with the same queryOptions the components then ask.
import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery, type SessionUser } from './session.ts';

export interface PrefetchArgs<Props = Record<string, unknown>> {
  /** the render's own cache: what is put here is what the page renders from and hands the browser */
  queryClient: QueryClient;
  /** the route's parameters, as useParams gives them ('/testseriesdetail/:testSeriesId') */
  params: Readonly<Record<string, string | undefined>>;
  /** the address's query string, as useSearchParams gives it (?page=2, ?exam=GATE) */
  searchParams: URLSearchParams;
  /** the props the route's element gives its page (`<StaticPage slug="about" />`) */
  props: Props;
}

/**
 * Reads what a route's components will ask for, and waits for it. It asks exactly what they ask (the
 * same queryOptions, under the same conditions): a query it leaves out costs the server a second
 * render (and an error in development); one it adds would reach the browser as data no component asked for.
 * A failed read is left in the cache as the failure, which the page shows as it would in the browser.
 */
export type Prefetch<Props = Record<string, unknown>> = (args: PrefetchArgs<Props>) => Promise<unknown>;

/** What a route that is not a lazy page (a layout) carries in its `handle`; a lazy page's file exports `prefetch`. */
export interface RouteHandle {
  prefetch?: Prefetch;
}

/** The signed-in user, null when signed out or when the session could not be read (the page then shows a visitor's view). */
export async function prefetchSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.fetchQuery(sessionQuery).catch(() => null);
}
