import { describe, expect, it } from 'vitest';
import { redirectAfterSignIn, safeRedirectPath } from './redirect.ts';

describe('the redirect after sign-in', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirectPath('/testseriesdetail/abc?tab=2')).toBe('/testseriesdetail/abc?tab=2');
    expect(safeRedirectPath('/mylearning')).toBe('/mylearning');
  });

  it('sends a missing or foreign redirect to /', () => {
    for (const raw of [undefined, null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'mylearning', '/\t/evil.example']) {
      expect(safeRedirectPath(raw)).toBe('/');
    }
  });

  it("puts the learner's id in place of /null/ in weekly-quiz paths only", () => {
    expect(redirectAfterSignIn('/weeklyquiz/GATE/null/q1', 'u-7')).toBe('/weeklyquiz/GATE/u-7/q1');
    expect(redirectAfterSignIn('/testseries/null/x', 'u-7')).toBe('/testseries/null/x');
    expect(redirectAfterSignIn('https://evil.example/weeklyquiz/null/', 'u-7')).toBe('/');
  });
});
