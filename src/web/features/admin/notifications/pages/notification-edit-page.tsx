import { useParams } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useAdminNotification } from '../api.ts';
import { NotificationEditor } from '../components/notification-editor.tsx';

function SavedNotification({ id }: { id: string }) {
  const notification = useAdminNotification(id);
  usePrivatePageTitle(notification.data ? `Edit ${notification.data.title}` : 'Notification');
  if (notification.isPending) return <LoadingBlock label="Loading the notification…" />;
  if (notification.isError) {
    const missing = isApiError(notification.error, 404) || isApiError(notification.error, 400);
    return (
      <div>
        <AdminPageHeader back={{ to: adminPaths.notificationList(), label: 'All notifications' }} title="Notification" />
        <ErrorBlock
          title={missing ? 'No such notification' : 'We could not load this notification'}
          message={missing ? 'The link may be wrong. Pick one from the list.' : notification.error.message}
          onRetry={missing ? undefined : () => void notification.refetch()}
        />
      </div>
    );
  }
  return <NotificationEditor notification={notification.data} />;
}

/** /admin/notifications/new and /admin/notifications/:notificationId */
export function NotificationEditPage() {
  const { notificationId } = useParams();
  return notificationId ? <SavedNotification key={notificationId} id={notificationId} /> : <NotificationEditor key="new" notification={null} />;
}
