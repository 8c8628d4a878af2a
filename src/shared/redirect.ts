const BASE = 'http://prepverse.invalid';

/** A path a browser resolves on this site: one leading '/', and not '//host' or '/\\host'. */
const isSameSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * Where to send a learner after sign-in, on the server and in the browser alike. Only a path on
 * this site is accepted: anything that could leave the site (a scheme, '//host', a backslash
 * trick, dot segments that collapse into '//host') becomes '/', so the sign-in flow can never be
 * used as an open redirect.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw) return '/';
  const value = raw.trim();
  if (!isSameSitePath(value)) return '/';
  // control characters and backslashes are how browsers get tricked into reading '//host'
  if ([...value].some((c) => c < ' ' || c === '\\')) return '/';
  try {
    const parsed = new URL(value, BASE);
    if (parsed.origin !== BASE) return '/';
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    // resolving '/..//evil.com' (or '/%2e%2e//evil.com') leaves '//evil.com': checked again after it
    return isSameSitePath(path) ? path : '/';
  } catch {
    return '/';
  }
}

/**
 * SPEC §4: a weekly-quiz path that was built before the learner had an id carries '/null/';
 * after sign-in the learner's id takes its place.
 */
export function redirectAfterSignIn(raw: string | null | undefined, userId: string): string {
  const path = safeRedirectPath(raw);
  if (path.startsWith('/weeklyquiz') && path.includes('/null/')) {
    return path.replace('/null/', `/${encodeURIComponent(userId)}/`);
  }
  return path;
}
