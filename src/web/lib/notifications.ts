// The signed-in learner's unread notifications, counted for the navbar's badge; the notifications
// feature refreshes it when a notification is opened.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { notificationKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export const unreadNotificationsQuery = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: async () => (await api.get('/api/notifications/unread/count')).unread,
  staleTime: 60_000,
  // a notification published meanwhile shows up without a reload
  refetchInterval: 5 * 60_000,
});

/** How many published notifications the signed-in learner has not opened; null when signed out or not known yet. */
export function useUnreadNotificationCount(): number | null {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const query = useQuery({ ...unreadNotificationsQuery, enabled: signedIn });
  return signedIn && query.data !== undefined ? query.data : null;
}
