import { describe, expect, it } from 'vitest';
import { acceptedTags, cookieLanguage, languageCookie, languageFromTags, requestLanguage } from './languages.ts';

describe('choosing the language', () => {
  it("reads an Accept-Language header's tags by preference", () => {
    expect(acceptedTags('en;q=0.5, hi-IN, fr;q=0.7')).toEqual(['hi-IN', 'fr', 'en']);
    expect(acceptedTags('hi;q=0, en')).toEqual(['en']);
    expect(acceptedTags('*')).toEqual([]);
    expect(acceptedTags(undefined)).toEqual([]);
  });

  it('takes the first tag it speaks, and English when none is', () => {
    expect(languageFromTags(['ta-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(languageFromTags(['en-GB', 'hi'])).toBe('en');
    expect(languageFromTags(['HI_in'])).toBe('hi');
    expect(languageFromTags(['mr-IN'])).toBe('en');
    expect(languageFromTags([])).toBe('en');
  });

  it('reads the lang cookie among others, and ignores a value it did not write', () => {
    expect(cookieLanguage('sid=abc; lang=hi; other=1')).toBe('hi');
    expect(cookieLanguage('lang=de')).toBeNull();
    expect(cookieLanguage('language=hi')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });

  it('lets the cookie win over the header on the server', () => {
    expect(requestLanguage('lang=en', 'hi-IN')).toBe('en');
    expect(requestLanguage(undefined, 'hi-IN,en;q=0.8')).toBe('hi');
    expect(requestLanguage(undefined, undefined)).toBe('en');
  });

  it('remembers the choice for a year, on every path', () => {
    expect(languageCookie('hi')).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
