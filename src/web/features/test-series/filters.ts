import type { SeriesCard } from '../../../shared/api/test-series.ts';

/** The listing's filters as they travel in the URL (?search=&exam=), so a filtered list can be shared. */
export interface SeriesFilters {
  search: string;
  exam: string;
}

export function filtersFromSearch(params: URLSearchParams): SeriesFilters {
  return { search: params.get('search') ?? '', exam: params.get('exam') ?? '' };
}

/** The query string for a set of filters; empty filters leave the URL clean. */
export function searchFromFilters(filters: SeriesFilters): URLSearchParams {
  const params = new URLSearchParams();
  // the search box keeps what was typed, spaces included; only an all-blank one is dropped
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.exam.trim()) params.set('exam', filters.exam.trim());
  return params;
}

/**
 * SPEC §5: the title search is a case-insensitive substring match (of the English title or the Hindi
 * one, as the server's search), the exam filter a case-insensitive exact match. Blank means no
 * filter. The order of the list is kept.
 */
export function filterSeries<T extends Pick<SeriesCard, 'title' | 'exam' | 'hindi'>>(series: readonly T[], filters: SeriesFilters): T[] {
  const search = filters.search.trim().toLowerCase();
  const exam = filters.exam.trim().toLowerCase();
  const titleMatches = (item: T) => item.title.toLowerCase().includes(search) || (item.hindi?.title.toLowerCase().includes(search) ?? false);
  return series.filter((item) => (!search || titleMatches(item)) && (!exam || item.exam.trim().toLowerCase() === exam));
}

/** The exams to offer in the filter: each once (whatever its case), in alphabetical order. */
export function examOptions(series: readonly Pick<SeriesCard, 'exam'>[]): string[] {
  const byKey = new Map<string, string>();
  for (const { exam } of series) {
    const name = exam.trim();
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
