// The people list's search and page, kept in the URL (?q=&page=) so a search can be shared and
// the back button returns to it.
export interface PeopleFilters {
  q: string;
  page: number;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function peopleFiltersFromParams(params: URLSearchParams): PeopleFilters {
  return { q: params.get('q') ?? '', page: pageOf(params.get('page')) };
}

/** The query string for both the page's URL and the API: empty parts are left out. */
export function peopleParams({ q, page }: PeopleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}
