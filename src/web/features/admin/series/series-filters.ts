// The list's search and status filter, kept in the URL (?q=&status=) so the overview can link to drafts.
import type { AdminSeries, ContentStatus } from '../../../../shared/api/admin-content.ts';

export type StatusFilter = ContentStatus | 'all';

export interface SeriesListFilters {
  query: string;
  status: StatusFilter;
}

const statuses: readonly StatusFilter[] = ['all', 'draft', 'published', 'archived'];

export function filtersFromParams(params: URLSearchParams): SeriesListFilters {
  const status = params.get('status') ?? 'all';
  return { query: params.get('q') ?? '', status: (statuses as readonly string[]).includes(status) ? (status as StatusFilter) : 'all' };
}

export function paramsFromFilters({ query, status }: SeriesListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query);
  if (status !== 'all') params.set('status', status);
  return params;
}

/** Case-insensitive words of the title or the exam; every word typed must be found. */
export function filterSeriesList(series: readonly AdminSeries[], { query, status }: SeriesListFilters): AdminSeries[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return series.filter((item) => {
    if (status !== 'all' && item.status !== status) return false;
    const haystack = `${item.title} ${item.exam} ${item.year}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export function countByStatus(series: readonly AdminSeries[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: series.length, draft: 0, published: 0, archived: 0 };
  for (const item of series) counts[item.status] += 1;
  return counts;
}
