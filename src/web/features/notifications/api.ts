import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/http.ts';
import { notificationKeys } from '../../lib/query-keys.ts';
import type { Notification, NotificationSummary } from '../../../shared/api/content.ts';

export type { Notification, NotificationSummary };

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: () => apiGet<{ notifications: NotificationSummary[] }>('/api/notifications'),
  select: (data) => data.notifications,
});

export const notificationQuery = (slug: string) =>
  queryOptions({
    queryKey: notificationKeys.detail(slug),
    queryFn: () => apiGet<Notification>(`/api/notifications/${encodeURIComponent(slug)}`),
  });

export function useNotifications() {
  return useQuery(notificationsQuery);
}

export function useNotification(slug: string) {
  return useQuery(notificationQuery(slug));
}
