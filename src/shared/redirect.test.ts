import { describe, expect, it } from 'vitest';
import { redirectAfterSignIn, safeRedirectPath } from './redirect.ts';

// each of these, read as a link on our site, takes the browser to another host
const offSite = [
  '//evil.com',
  '/\\evil.com',
  'https://evil.com',
  'javascript:',
  'javascript:alert(1)',
  '/..//evil.com',
  '/.//evil.com',
  '/a/..//evil.com',
  '/%2e%2e//evil.com',
  '/%2E%2E//evil.com',
  '/a/%2e%2e//evil.com/x?y=1',
];

describe('the redirect after sign-in', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirectPath('/testseriesdetail/abc?tab=2')).toBe('/testseriesdetail/abc?tab=2');
    expect(safeRedirectPath('/mylearning')).toBe('/mylearning');
    expect(safeRedirectPath('/a/../mylearning')).toBe('/mylearning');
  });

  it('sends a missing or foreign redirect to /', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'mylearning',
      '/\t/evil.example',
    ]) {
      expect(safeRedirectPath(raw)).toBe('/');
    }
  });

  it('sends a path whose dot segments collapse into //host to /', () => {
    for (const raw of offSite) expect(safeRedirectPath(raw), raw).toBe('/');
  });

  it('always answers a path that begins with exactly one slash', () => {
    for (const raw of [...offSite, '/mylearning', '/a/b/../c', '/./x', '/..', '/%2e%2e/']) {
      const path = safeRedirectPath(raw);
      expect(path, raw).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, 'https://prepverse.in').origin, raw).toBe('https://prepverse.in');
    }
  });

  it("puts the learner's id in place of /null/ in weekly-quiz paths only", () => {
    expect(redirectAfterSignIn('/weeklyquiz/GATE/null/q1', 'u-7')).toBe('/weeklyquiz/GATE/u-7/q1');
    expect(redirectAfterSignIn('/testseries/null/x', 'u-7')).toBe('/testseries/null/x');
    expect(redirectAfterSignIn('https://evil.example/weeklyquiz/null/', 'u-7')).toBe('/');
    expect(redirectAfterSignIn('/..//evil.com/weeklyquiz/null/', 'u-7')).toBe('/');
  });
});
