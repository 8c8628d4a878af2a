import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { markPageDrawn } from '../lib/page-ready.ts';
import type { Prefetch } from '../lib/route-data.ts';

type PageComponent<T> = T extends ComponentType<infer P> ? ComponentType<P> : never;

interface PageSource {
  /** the page's file under src/web, as the build's manifest names it */
  module: string;
  load: () => Promise<unknown>;
}

const pageSources = new Map<object, PageSource>();

/**
 * A page loaded on its first visit (its own chunk), remembering which file it comes from, so the
 * server can name that chunk in the HTML and the browser fetches it beside the first script instead
 * of after it (see pageModules in ssr/render.tsx). A server-rendered page's file may export the data
 * it shows as `prefetch` beside the page (lib/route-data.ts, decision 040).
 */
export function lazyPage<M, K extends keyof M>(
  module: string,
  load: () => Promise<M & { prefetch?: Prefetch<never> }>,
  name: K,
): LazyExoticComponent<PageComponent<M[K]>> {
  const page = lazy(() => load().then((loaded) => ({ default: markedReady(loaded[name] as PageComponent<M[K]>) as PageComponent<M[K]> })));
  pageSources.set(page, { module, load });
  return page;
}

/** The file a lazyPage component comes from; undefined for anything else. */
export function pageSourceOf(component: unknown): PageSource | undefined {
  return typeof component === 'object' && component !== null ? pageSources.get(component) : undefined;
}

/** The data a lazy page's file declares (its `prefetch`), loading the file; undefined for anything else. */
export async function pagePrefetchOf(component: unknown): Promise<Prefetch | undefined> {
  const source = pageSourceOf(component);
  if (!source) return undefined;
  const loaded = (await source.load()) as { prefetch?: Prefetch };
  return loaded.prefetch;
}

/** Every lazy page declared so far, for the test that checks each names the file it loads. */
export function allPageSources(): PageSource[] {
  return [...pageSources.values()];
}

/**
 * The page, which once drawn (or, on a server-rendered page, once taken over from the server's
 * HTML) marks the document with data-ready, when the parts it hydrates later are there too
 * (lib/page-ready.ts).
 */
function markedReady<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function ReadyPage(props: P) {
    useEffect(markPageDrawn, []);
    return createElement(Page, props);
  }
  return ReadyPage;
}
