import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/http.ts';

export type NotificationSummary = { slug: string; title: string; excerpt: string; publishedAt: string };
export type Notification = { slug: string; title: string; body: string; publishedAt: string };

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => apiGet<{ notifications: NotificationSummary[] }>('/api/notifications'),
  select: (data) => data.notifications,
});

export const notificationQuery = (slug: string) =>
  queryOptions({
    queryKey: ['notifications', slug],
    queryFn: () => apiGet<Notification>(`/api/notifications/${encodeURIComponent(slug)}`),
  });

export function useNotifications() {
  return useQuery(notificationsQuery);
}

export function useNotification(slug: string) {
  return useQuery(notificationQuery(slug));
}
