import { safeRedirectPath } from '../../shared/redirect.ts';

/** Where sign-in starts: a full-page navigation, because Google's consent screen cannot be fetched. */
export function signInUrl(redirectPath: string): string {
  return `/api/auth/google?redirect=${encodeURIComponent(safeRedirectPath(redirectPath))}`;
}

export function signIn(redirectPath: string): void {
  window.location.assign(signInUrl(redirectPath));
}
