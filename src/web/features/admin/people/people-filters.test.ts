import { describe, expect, it } from 'vitest';
import { pageRange } from '../ui/data-table/pager.tsx';
import { peopleFiltersFromParams, peopleParams } from './people-filters.ts';

describe('the people filters in the URL', () => {
  it('read back what they wrote, and ignore a broken page number', () => {
    const params = peopleParams({ q: '  ananya ', page: 3 });
    expect(params.toString()).toBe('q=ananya&page=3');
    expect(peopleFiltersFromParams(params)).toEqual({ q: 'ananya', page: 3 });
    expect(peopleFiltersFromParams(new URLSearchParams('page=-2'))).toEqual({ q: '', page: 1 });
    expect(peopleFiltersFromParams(new URLSearchParams('page=two'))).toEqual({ q: '', page: 1 });
    expect(peopleParams({ q: '', page: 1 }).toString()).toBe('');
  });

  it('say which rows a page shows', () => {
    expect(pageRange(2, 25, 112)).toEqual({ first: 26, last: 50, pages: 5 });
    expect(pageRange(5, 25, 112)).toEqual({ first: 101, last: 112, pages: 5 });
    expect(pageRange(1, 25, 0)).toEqual({ first: 0, last: 0, pages: 1 });
  });
});
