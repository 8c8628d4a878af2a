import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/http.ts';
import { notificationKeys } from '../../lib/query-keys.ts';

export type NotificationSummary = { slug: string; title: string; excerpt: string; publishedAt: string };
export type Notification = { slug: string; title: string; body: string; publishedAt: string };

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
