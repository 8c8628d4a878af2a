import { describe, expect, it } from 'vitest';
import { examOptions, filterSeries, filtersFromSearch, searchFromFilters } from './filters.ts';

const series = [
  { title: 'GATE CS 2027 Pro Mock Series', exam: 'GATE CS' },
  { title: 'UGC NET Computer Science Paper 2', exam: 'UGC NET' },
  { title: 'GATE CS 2027 Free Starter Series', exam: 'GATE CS' },
  { title: 'GATE DA Starter', exam: 'GATE DA' },
];

const titles = (list: { title: string }[]) => list.map((s) => s.title);

describe('filterSeries', () => {
  it('keeps everything, in order, when both filters are blank', () => {
    expect(filterSeries(series, { search: '', exam: '' })).toEqual(series);
    expect(filterSeries(series, { search: '   ', exam: ' ' })).toEqual(series);
  });

  it('matches the title as a case-insensitive substring', () => {
    expect(titles(filterSeries(series, { search: 'starter', exam: '' }))).toEqual(['GATE CS 2027 Free Starter Series', 'GATE DA Starter']);
    expect(titles(filterSeries(series, { search: 'PRO MOCK', exam: '' }))).toEqual(['GATE CS 2027 Pro Mock Series']);
  });

  it('does not search the exam or description through the title box', () => {
    expect(filterSeries(series, { search: 'ugc net computer', exam: '' })).toHaveLength(1);
    expect(filterSeries(series, { search: 'GATE CSX', exam: '' })).toHaveLength(0);
  });

  it('matches the exam exactly, ignoring case, not as a substring', () => {
    expect(titles(filterSeries(series, { search: '', exam: 'gate cs' }))).toEqual(['GATE CS 2027 Pro Mock Series', 'GATE CS 2027 Free Starter Series']);
    expect(filterSeries(series, { search: '', exam: 'GATE' })).toHaveLength(0);
    expect(filterSeries(series, { search: '', exam: 'ugc net' })).toHaveLength(1);
  });

  it('applies both filters together', () => {
    expect(titles(filterSeries(series, { search: 'starter', exam: 'GATE CS' }))).toEqual(['GATE CS 2027 Free Starter Series']);
    expect(filterSeries(series, { search: 'starter', exam: 'UGC NET' })).toEqual([]);
  });
});

describe('examOptions', () => {
  it('lists each exam once, sorted, keeping the first spelling seen', () => {
    expect(examOptions([...series, { exam: 'gate cs' }, { exam: '' }])).toEqual(['GATE CS', 'GATE DA', 'UGC NET']);
  });
});

describe('the URL form of the filters', () => {
  it('round-trips search and exam through the query string', () => {
    const params = searchFromFilters({ search: 'pro mock', exam: 'GATE CS' });
    expect(params.toString()).toBe('search=pro+mock&exam=GATE+CS');
    expect(filtersFromSearch(params)).toEqual({ search: 'pro mock', exam: 'GATE CS' });
  });

  it('leaves blank filters out of the URL and reads a missing one as blank', () => {
    expect(searchFromFilters({ search: '  ', exam: '' }).toString()).toBe('');
    expect(filtersFromSearch(new URLSearchParams('exam=UGC+NET'))).toEqual({ search: '', exam: 'UGC NET' });
  });
});
