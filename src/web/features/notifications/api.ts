import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { notificationKeys } from '../../lib/query-keys.ts';
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationList, type NotificationSummary } from '../../../shared/api/content.ts';

export type { Notification, NotificationList, NotificationSummary };

export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: () => api.get('/api/notifications', { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } }),
  });

export function useNotifications(page: number) {
  // the page on screen stays until the next one arrives, so paging does not flash a spinner
  return useQuery({ ...notificationsQuery(page), placeholderData: keepPreviousData });
}

export const notificationQuery = (slug: string) =>
  queryOptions({
    queryKey: notificationKeys.detail(slug),
    queryFn: () => api.get('/api/notifications/:slug', { params: { slug } }),
  });

export function useNotification(slug: string) {
  return useQuery(notificationQuery(slug));
}

/** The learner opened a notification: it stops counting as unread in the list and the navbar. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.post('/api/notifications/:slug/read', { params: { slug } }),
    onSuccess: (response, slug) => {
      queryClient.setQueryData<Notification>(notificationKeys.detail(slug), (old) => (old ? { ...old, read: true } : old));
      queryClient.setQueryData(notificationKeys.unread(), response.unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
