import { safeRedirectPath } from '../../../shared/redirect.ts';

/** The page the visitor is on, as a return path for sign-in. */
export function currentPath(location: { pathname: string; search: string; hash?: string }): string {
  return `${location.pathname}${location.search}${location.hash ?? ''}`;
}

/** The `redirect` query parameter of a URL's search part, made safe; '/' when absent. */
export function redirectFromSearch(searchParams: URLSearchParams): string {
  return safeRedirectPath(searchParams.get('redirect'));
}
