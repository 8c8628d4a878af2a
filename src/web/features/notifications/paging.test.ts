import { describe, expect, it } from 'vitest';
import { notificationsPagePath, pageFromSearch, pageLinks } from './paging.ts';

describe('pageFromSearch', () => {
  it('reads a positive whole number and falls back to page 1 for anything else', () => {
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch(' 2 ')).toBe(2);
    for (const raw of [null, '', '0', '-2', 'two', '1.5', '1e3', '999999']) expect(pageFromSearch(raw), String(raw)).toBe(1);
  });
});

describe('notificationsPagePath', () => {
  it('gives page 1 the plain address and the others ?page=N', () => {
    expect(notificationsPagePath(1)).toBe('/notification');
    expect(notificationsPagePath(0)).toBe('/notification');
    expect(notificationsPagePath(4)).toBe('/notification?page=4');
  });
});

describe('pageLinks', () => {
  it('lists every page when there are few', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 0)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageLinks(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageLinks(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageLinks(12, 12)).toEqual([1, 'gap', 11, 12]);
    // a gap of a single page shows that page instead
    expect(pageLinks(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });
});
