// The notification screens' calls: GET/POST /api/admin/notifications, GET/PATCH …/:id and
// POST …/:id/publish|schedule|unpublish. Every write also refreshes the learners' notification pages.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification, NotificationInput, NotificationPatch } from '../../../../shared/api/admin-notifications.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, notificationKeys } from '../../../lib/query-keys.ts';

export const notificationListQuery = queryOptions({
  queryKey: adminKeys.notificationList(),
  queryFn: async () => (await api.get('/api/admin/notifications')).notifications,
});

export const notificationQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.notification(id), queryFn: async () => (await api.get('/api/admin/notifications/:id', { params: { id } })).notification });

export const useNotificationList = () => useQuery(notificationListQuery);
export const useAdminNotification = (id: string) => useQuery(notificationQuery(id));

/** The saved notification in place, the admin list, and what learners are shown (this tab's cache). */
function useRefresh() {
  const queryClient = useQueryClient();
  return (notification: AdminNotification) => {
    queryClient.setQueryData(adminKeys.notification(notification.id), notification);
    void queryClient.invalidateQueries({ queryKey: adminKeys.notificationList() });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
}

export function useCreateNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: NotificationInput) => (await api.post('/api/admin/notifications', { body: input })).notification,
    onSuccess: refresh,
  });
}

export function useEditNotification(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (patch: NotificationPatch) => (await api.patch('/api/admin/notifications/:id', { params: { id }, body: patch })).notification,
    onSuccess: refresh,
  });
}

export type PublishingChange = { to: 'publish' | 'unpublish' } | { to: 'schedule'; publishAt: string };

export function useChangePublishing(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (change: PublishingChange) =>
      (change.to === 'schedule'
        ? await api.post('/api/admin/notifications/:id/schedule', { params: { id }, body: { publishAt: change.publishAt } })
        : await api.post(`/api/admin/notifications/:id/${change.to}`, { params: { id } })
      ).notification,
    onSuccess: refresh,
  });
}
