// The bank's filters live in the address bar, so a link such as /admin/questions?status=draft opens
// the bank filtered, and Back restores the filters the admin had. These functions translate between
// the query string and the filters; the schema of GET /api/admin/questions checks every value.
import { questionListQuery, type QuestionListQuery } from '../../../../shared/api/admin-questions.ts';
import { sortingFromParam, sortParam, type SortingState } from '../ui/data-table/columns.ts';

export type QuestionFilters = Omit<QuestionListQuery, 'page' | 'pageSize' | 'sort' | 'direction'>;
export type FilterName = keyof QuestionFilters;

export interface BankQuery {
  filters: QuestionFilters;
  page: number;
  pageSize: number;
  /** by an item statistic (?sort=-facility); empty: last edited first */
  sorting?: SortingState;
}

/** The bank's columns the server sorts by: its stored item statistics. */
export const SORTABLE_COLUMNS = ['attempts', 'facility', 'discrimination'] as const;

/** The order the filters appear in the address and the API call. */
export const FILTER_NAMES = [
  'search',
  'exam',
  'section',
  'topic',
  'topicId',
  'unplaced',
  'tag',
  'difficulty',
  'type',
  'source',
  'status',
  'reviewState',
  'usedIn',
  'needsReview',
  'languages',
  'author',
  'importBatchId',
] as const satisfies readonly FilterName[];

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

const filterShape = questionListQuery.shape;

/**
 * The bank's query from the address: each value is checked alone, so one stale or mistyped value
 * (?status=old) is dropped instead of making the whole link fail.
 */
export function bankQueryFromSearch(params: URLSearchParams): BankQuery {
  const filters: QuestionFilters = {};
  for (const name of FILTER_NAMES) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = filterShape[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [name]: parsed.data });
  }
  const page = filterShape.page.safeParse(params.get('page') ?? undefined);
  const pageSize = Number(params.get('pageSize'));
  return {
    filters,
    page: page.success ? page.data : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    ...sortingOf(sortingFromParam(params.get('sort'), SORTABLE_COLUMNS)),
  };
}

// no sort is no key at all: the bank's own order
const sortingOf = (sorting: SortingState | undefined) => (sorting && sorting.length > 0 ? { sorting } : {});

/** The address for a query: only what differs from the bank's defaults, so a plain bank is a plain link. */
export function searchFromBankQuery({ filters, page, pageSize, sorting = [] }: BankQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, value);
  }
  if (sorting.length > 0) params.set('sort', sortParam(sorting));
  if (page > 1) params.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(pageSize));
  return params;
}

/** GET /api/admin/questions's query for a bank query: the same names as the address, with page and size always said. */
export function questionListSearch({ filters, page, pageSize, sorting = [] }: BankQuery): QuestionListQuery {
  const first = sorting[0];
  const sort = SORTABLE_COLUMNS.find((column) => column === first?.id);
  return { ...filters, page, pageSize, ...(sort ? { sort, direction: first!.desc ? 'desc' : 'asc' } : {}) };
}

/** A new order starts again from page 1. */
export function withSorting(query: BankQuery, sorting: SortingState): BankQuery {
  const { sorting: _old, ...rest } = query;
  return { ...rest, ...sortingOf(sorting), page: 1 };
}

/** A changed filter starts again from page 1: page 4 of the old results means nothing in the new ones. */
export function withFilter<Name extends FilterName>(query: BankQuery, name: Name, value: QuestionFilters[Name] | ''): BankQuery {
  const filters = { ...query.filters };
  if (value === undefined || value === '') delete filters[name];
  else filters[name] = value;
  return { ...query, filters, page: 1 };
}

/** Where in the syllabus tree the bank looks: a node (and all under it), no node, or an old link's topic name. */
export type BankPlace = Pick<QuestionFilters, 'topicId' | 'unplaced' | 'topic'>;

/** A place replaces the one before it: the three never narrow the bank together. */
export function withPlace(query: BankQuery, place: BankPlace): BankQuery {
  const filters = { ...query.filters };
  delete filters.topicId;
  delete filters.unplaced;
  delete filters.topic;
  return { ...query, filters: { ...filters, ...place }, page: 1 };
}

/** 'My drafts': the caller's own questions still in draft, whatever else was chosen. */
export const myDrafts = (query: BankQuery): BankQuery => withFilter(withFilter(query, 'author', 'me'), 'status', 'draft');

export const showsMyDrafts = (filters: QuestionFilters) => filters.author === 'me' && filters.status === 'draft';

/** How many filters narrow the bank (search counts as one). */
export function activeFilterCount(filters: QuestionFilters): number {
  return FILTER_NAMES.filter((name) => filters[name] !== undefined && filters[name] !== '').length;
}

/** Everything cleared but the page size and the order the admin chose. */
export function clearedQuery(query: BankQuery): BankQuery {
  return { filters: {}, page: 1, pageSize: query.pageSize, ...sortingOf(query.sorting) };
}
