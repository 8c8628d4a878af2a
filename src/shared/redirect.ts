/**
 * Where to send a learner after sign-in. Only a path on this site is accepted: anything that
 * could leave the site (a scheme, '//host', a backslash trick) becomes '/', so the sign-in
 * flow can never be used as an open redirect.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw) return '/';
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // control characters and backslashes are how browsers get tricked into reading '//host'
  if ([...value].some((c) => c < ' ' || c === '\\')) return '/';
  try {
    const parsed = new URL(value, 'http://prepverse.invalid');
    if (parsed.origin !== 'http://prepverse.invalid') return '/';
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
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
