import { describe, expect, it } from 'vitest';
import type { AdminSeries, ContentStatus } from '../../../../shared/api/admin-content.ts';
import { countByStatus, filterSeriesList, filtersFromParams, paramsFromFilters } from './series-filters.ts';

const series = (title: string, exam: string, status: ContentStatus) => ({ id: title, title, exam, year: 2027, status }) as AdminSeries;

const all = [
  series('GATE CS 2027 Pro Mock Series', 'GATE CS', 'published'),
  series('GATE DA 2027 Starter', 'GATE DA', 'draft'),
  series('UGC NET Computer Science 2026', 'UGC NET CS', 'archived'),
];

describe('the series list filters', () => {
  it('finds every typed word in the title, exam or year, in any case', () => {
    expect(filterSeriesList(all, { query: 'gate 2027', status: 'all' }).map((s) => s.title)).toEqual(['GATE CS 2027 Pro Mock Series', 'GATE DA 2027 Starter']);
    expect(filterSeriesList(all, { query: 'net cs', status: 'all' })).toHaveLength(1);
    expect(filterSeriesList(all, { query: '  ', status: 'all' })).toHaveLength(3);
  });

  it('narrows by status', () => {
    expect(filterSeriesList(all, { query: '', status: 'draft' }).map((s) => s.title)).toEqual(['GATE DA 2027 Starter']);
    expect(filterSeriesList(all, { query: 'gate', status: 'archived' })).toEqual([]);
    expect(countByStatus(all)).toEqual({ all: 3, draft: 1, published: 1, archived: 1 });
  });

  it('reads and writes the URL, ignoring a status it does not know', () => {
    expect(filtersFromParams(new URLSearchParams('status=draft&q=gate'))).toEqual({ query: 'gate', status: 'draft' });
    expect(filtersFromParams(new URLSearchParams('status=deleted'))).toEqual({ query: '', status: 'all' });
    expect(paramsFromFilters({ query: '', status: 'all' }).toString()).toBe('');
    expect(paramsFromFilters({ query: 'gate da', status: 'published' }).toString()).toBe('q=gate+da&status=published');
  });
});
