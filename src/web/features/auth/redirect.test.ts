import { describe, expect, it } from 'vitest';
import { redirectFromSearch } from './redirect.ts';

describe('the redirect the login pages read', () => {
  it("is '/' for a value whose dot segments collapse into //host", () => {
    for (const value of ['%2F..%2F%2Fevil.com', '%2F.%2F%2Fevil.com', '%2Fa%2F..%2F%2Fevil.com', '%2F%252e%252e%2F%2Fevil.com']) {
      expect(redirectFromSearch(new URLSearchParams(`redirect=${value}`)), value).toBe('/');
    }
    expect(redirectFromSearch(new URLSearchParams('redirect=%2Fmylearning'))).toBe('/mylearning');
  });
});
