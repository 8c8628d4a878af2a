import { describe, expect, it } from 'vitest';
import { activeFilterCount, bankQueryFromSearch, clearedQuery, questionListSearch, searchFromBankQuery, withFilter, withSorting } from './list-filters.ts';

const fromUrl = (search: string) => bankQueryFromSearch(new URLSearchParams(search));

describe("the bank's filters in the address", () => {
  it('reads a shared link such as ?status=draft into the filters, with the first page of 20', () => {
    expect(fromUrl('status=draft')).toEqual({ filters: { status: 'draft' }, page: 1, pageSize: 20 });
  });

  it('reads every filter, the page and the page size', () => {
    const query = fromUrl(
      'search=%20tree%20&exam=GATE%20CS&section=Technical&topic=Algorithms&difficulty=hard&type=MCQ&source=ai-generated&status=published&usedIn=quizzes&needsReview=true&page=3&pageSize=50',
    );
    expect(query).toEqual({
      filters: {
        search: 'tree',
        exam: 'GATE CS',
        section: 'Technical',
        topic: 'Algorithms',
        difficulty: 'hard',
        type: 'MCQ',
        source: 'ai-generated',
        status: 'published',
        usedIn: 'quizzes',
        needsReview: 'true',
      },
      page: 3,
      pageSize: 50,
    });
  });

  it('drops a value the API would refuse instead of failing the whole link', () => {
    expect(fromUrl('status=old&section=Maths&usedIn=everywhere&needsReview=yes&page=0&pageSize=7&topic=Graphs')).toEqual({
      filters: { topic: 'Graphs' },
      page: 1,
      pageSize: 20,
    });
    expect(fromUrl('page=abc&search=')).toEqual({ filters: {}, page: 1, pageSize: 20 });
  });

  it('writes only what differs from the defaults, so the plain bank is a plain link', () => {
    expect(searchFromBankQuery({ filters: {}, page: 1, pageSize: 20 }).toString()).toBe('');
    expect(searchFromBankQuery({ filters: { status: 'draft', topic: 'Graphs & Trees' }, page: 2, pageSize: 50 }).toString()).toBe(
      'topic=Graphs+%26+Trees&status=draft&page=2&pageSize=50',
    );
  });

  it('round-trips: reading what it wrote gives the same query', () => {
    const query = { filters: { search: 'x²', section: 'Aptitude' as const, usedIn: 'none' as const }, page: 4, pageSize: 100 };
    expect(bankQueryFromSearch(searchFromBankQuery(query))).toEqual(query);
  });

  it('asks the API for the page and its size every time', () => {
    expect(questionListSearch({ filters: { status: 'draft' }, page: 1, pageSize: 20 })).toEqual({ status: 'draft', page: 1, pageSize: 20 });
  });

  it('goes back to page 1 when a filter changes, and removes a filter set to its "all" choice', () => {
    const onPage3 = { filters: { status: 'draft' as const, topic: 'Graphs' }, page: 3, pageSize: 50 };
    expect(withFilter(onPage3, 'section', 'Technical')).toEqual({ filters: { status: 'draft', topic: 'Graphs', section: 'Technical' }, page: 1, pageSize: 50 });
    expect(withFilter(onPage3, 'topic', '')).toEqual({ filters: { status: 'draft' }, page: 1, pageSize: 50 });
  });

  it('counts the filters in use and clears them, keeping the page size', () => {
    const query = { filters: { status: 'draft' as const, search: 'heap' }, page: 2, pageSize: 100 };
    expect(activeFilterCount(query.filters)).toBe(2);
    expect(clearedQuery(query)).toEqual({ filters: {}, page: 1, pageSize: 100 });
  });
});

describe('sorting the bank by an item statistic', () => {
  it('reads ?sort=-facility into the sort and the API call, and drops an unknown column', () => {
    const query = bankQueryFromSearch(new URLSearchParams('sort=-facility&status=published'));
    expect(query.sorting).toEqual([{ id: 'facility', desc: true }]);
    expect(questionListSearch(query)).toMatchObject({ sort: 'facility', direction: 'desc', status: 'published' });
    expect(searchFromBankQuery(query).toString()).toBe('status=published&sort=-facility');
    expect(bankQueryFromSearch(new URLSearchParams('sort=cleverness')).sorting).toBeUndefined();
    expect(questionListSearch(bankQueryFromSearch(new URLSearchParams('sort=discrimination')))).toMatchObject({ sort: 'discrimination', direction: 'asc' });
  });

  it('starts again from page 1 when the order changes, and keeps the order when filters are cleared', () => {
    const query = { filters: { status: 'draft' as const }, page: 4, pageSize: 50 };
    const sorted = withSorting(query, [{ id: 'attempts', desc: true }]);
    expect(sorted).toEqual({ filters: { status: 'draft' }, page: 1, pageSize: 50, sorting: [{ id: 'attempts', desc: true }] });
    expect(clearedQuery(sorted)).toEqual({ filters: {}, page: 1, pageSize: 50, sorting: [{ id: 'attempts', desc: true }] });
    expect(withSorting(sorted, [])).toEqual({ filters: { status: 'draft' }, page: 1, pageSize: 50 });
  });
});
