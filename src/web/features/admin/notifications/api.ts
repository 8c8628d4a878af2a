// The notification screens' calls: GET/POST /api/admin/notifications, GET/PATCH …/:id and
// POST …/:id/publish|schedule|unpublish. Every write also refreshes the learners' notification pages.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification, NotificationInput, NotificationPatch } from '../../../../shared/api/admin-notifications.ts';
import { apiGet, apiPatch, apiPost } from '../../../lib/http.ts';
import { adminKeys, notificationKeys } from '../../../lib/query-keys.ts';

const seg = encodeURIComponent;
const notificationPath = (id: string) => `/api/admin/notifications/${seg(id)}`;

type One = { success: true; notification: AdminNotification };

export const notificationListQuery = queryOptions({
  queryKey: adminKeys.notificationList(),
  queryFn: async () => (await apiGet<{ success: true; notifications: AdminNotification[] }>('/api/admin/notifications')).notifications,
});

export const notificationQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.notification(id), queryFn: async () => (await apiGet<One>(notificationPath(id))).notification });

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
    mutationFn: async (input: NotificationInput) => (await apiPost<One>('/api/admin/notifications', input)).notification,
    onSuccess: refresh,
  });
}

export function useEditNotification(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (patch: NotificationPatch) => (await apiPatch<One>(notificationPath(id), patch)).notification,
    onSuccess: refresh,
  });
}

export type PublishingChange = { to: 'publish' | 'unpublish' } | { to: 'schedule'; publishAt: string };

export function useChangePublishing(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (change: PublishingChange) =>
      (await apiPost<One>(`${notificationPath(id)}/${change.to}`, change.to === 'schedule' ? { publishAt: change.publishAt } : {})).notification,
    onSuccess: refresh,
  });
}
