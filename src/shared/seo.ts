// What a page tells search engines and link previews: one source for the server's HTML and the browser's head.
import { hindiPath, isHindiPath } from './locale-paths.ts';

export const SITE_NAME = 'Prepverse';
export const SITE_TITLE = 'Prepverse – GATE & UGC NET preparation';
export const SITE_DESCRIPTION =
  "Prepverse is a free exam-preparation platform for GATE and UGC NET aspirants: a timed weekly quiz, full-length mock test series in each exam's own interface, and a performance report after every attempt.";

export interface PageMeta {
  /** the page's own title; null for the landing page, which carries the site's */
  title: string | null;
  /** one or two sentences for search results and link previews */
  description: string;
  /** false for pages a search engine must not index: attempts, checkout, the dashboard, the admin area */
  index?: boolean;
  /** the page's own address when its query string names a different page (/notification?page=2); by default the path */
  canonical?: string;
  /** Open Graph type: a notification is an article, everything else a website */
  type?: 'website' | 'article';
  /** an absolute or site-relative image for the link preview */
  image?: string | null;
  /** schema.org structured data describing the page (a Course, an FAQPage…) */
  jsonLd?: readonly Record<string, unknown>[];
}

export function documentTitle(title: string | null): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_TITLE;
}

/**
 * The one address of a page: paths match case-insensitively (SPEC: /TestSeries is /testseries), ids
 * and slugs are lower case, and a trailing slash or a query string names the same page.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The address a page names as its own (its canonical): the page's `canonical` or its path, at the
 * Hindi address when the page is a Hindi one (decision 036), so each language's page names itself.
 */
export function pageAddress(page: Pick<PageMeta, 'canonical'>, pathname: string): string {
  const path = page.canonical ?? canonicalPath(pathname);
  return isHindiPath(pathname) ? hindiPath(path) : path;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}
