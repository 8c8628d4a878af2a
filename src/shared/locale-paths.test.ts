import { describe, expect, it } from 'vitest';
import { englishPath, hindiPath, isHindiPath, languageAlternates, localizedPath } from './locale-paths.ts';

describe('a page’s address per language', () => {
  it.each([
    ['/hi', true],
    ['/hi/', true],
    ['/HI/TestSeries', true],
    ['/hi?page=2', true],
    ['/history', false],
    ['/hindi', false],
    ['/', false],
    ['/testseries/hi', false],
  ])('%s is under /hi: %s', (path, expected) => {
    expect(isHindiPath(path)).toBe(expected);
  });

  it('puts an English path under /hi and takes it out again', () => {
    for (const [en, hi] of [
      ['/', '/hi'],
      ['/testseries', '/hi/testseries'],
      ['/testseriesdetail/abc', '/hi/testseriesdetail/abc'],
      ['/notification?page=2', '/hi/notification?page=2'],
      ['/?x=1', '/hi?x=1'],
    ] as const) {
      expect(hindiPath(en)).toBe(hi);
      expect(englishPath(hi)).toBe(en);
      // twice is once
      expect(hindiPath(hi)).toBe(hi);
      expect(englishPath(en)).toBe(en);
    }
    expect(englishPath('/hi/')).toBe('/');
    expect(localizedPath('/about', 'hi')).toBe('/hi/about');
    expect(localizedPath('/hi/about', 'en')).toBe('/about');
  });

  it('names both addresses, English as the default, from either one', () => {
    const expected = [
      { hreflang: 'en', path: '/terms' },
      { hreflang: 'hi', path: '/hi/terms' },
      { hreflang: 'x-default', path: '/terms' },
    ];
    expect(languageAlternates('/terms')).toEqual(expected);
    expect(languageAlternates('/hi/terms')).toEqual(expected);
    expect(languageAlternates('/hi').map((a) => a.path)).toEqual(['/', '/hi', '/']);
  });
});
