import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { notificationKeys } from '../../lib/query-keys.ts';
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationList, type NotificationSummary } from '../../../shared/api/content.ts';
import { NOTICES_PAGE_SIZE, type Notice, type NoticeList } from '../../../shared/api/notices.ts';

export type { Notice, Notification, NotificationList, NotificationSummary };

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

/** The signed-in learner's own notices, newest first, a page more at a time ('Show older'). */
export function useNotices(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.notices(),
    queryFn: ({ pageParam }) => api.get('/api/notices', { query: { page: pageParam, pageSize: NOTICES_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last: NoticeList) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled,
  });
}

/** The learner opened one of their notices: it reads as read at once, and the badge and the list's count follow the server's. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/notices/:id/read', { params: { id } }),
    onMutate: (id: string) => {
      queryClient.setQueryData<InfiniteData<NoticeList>>(notificationKeys.notices(), (data) => {
        if (!data) return data;
        const wasUnread = data.pages.some((page) => page.notices.some((notice) => notice.id === id && !notice.read));
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread: wasUnread ? Math.max(0, page.unread - 1) : page.unread,
            notices: page.notices.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
          })),
        };
      });
    },
    onSuccess: (response) => {
      queryClient.setQueryData(notificationKeys.unread(), response.unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
