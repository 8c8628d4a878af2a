import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../shared/api/accounts.ts';
import { api } from './api.ts';
import { hasErrorCode } from './http.ts';
import { sessionKeys } from './query-keys.ts';

export type { SessionUser };

/** The signed-in user, or null when signed out: 'not signed in' here is an answer, not a failure. */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    return await api.get('/api/auth/session');
  } catch (error) {
    if (hasErrorCode(error, 'not-signed-in')) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.session(),
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
});

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out'; user: null }
  // the server could not be asked: the UI treats this as signed out but may offer a retry
  | { status: 'error'; user: null; retry: () => void };

export function useSession(): SessionState {
  const query = useQuery(sessionQuery);
  if (query.isPending) return { status: 'loading', user: null };
  if (query.isError) return { status: 'error', user: null, retry: () => void query.refetch() };
  return query.data ? { status: 'signed-in', user: query.data } : { status: 'signed-out', user: null };
}

/** Ends the session on the server and nothing else: the caller loads the next page afresh. */
export async function endSession(): Promise<void> {
  await api.post('/api/auth/logout');
}

/** Ends the session on the server, then reloads so every cached answer about the user is gone. */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } finally {
    window.location.reload();
  }
}
