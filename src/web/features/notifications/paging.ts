// The list's pages travel in the address (?page=2), so every page is a link a crawler can follow and
// a reader can share. Pure, so every edge is unit-tested.
import { routePatterns } from '../../lib/paths.ts';

/** The page asked for in the address: a positive whole number, anything else (missing, 0, 'two') is page 1. */
export function pageFromSearch(raw: string | null): number {
  if (raw === null || !/^\d{1,5}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 ? page : 1;
}

/** Page 1 is the list's plain address, so it has one URL; the others carry ?page=N. */
export function notificationsPagePath(page: number): string {
  return page <= 1 ? routePatterns.notifications : `${routePatterns.notifications}?page=${page}`;
}

export type PageLink = number | 'gap';

/**
 * The numbered links to show: always the first and the last page, the current one and its
 * neighbours; a gap stands for the pages left out ('1 … 4 5 6 … 12'). A gap of one page shows the page.
 */
export function pageLinks(current: number, total: number): PageLink[] {
  if (total <= 1) return [1];
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const page of pages) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && page - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) links.push('gap');
    links.push(page);
  }
  return links;
}
