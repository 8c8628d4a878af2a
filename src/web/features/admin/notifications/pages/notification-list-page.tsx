import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import clsx from 'clsx';
import type { AdminNotification, NotificationState } from '../../../../../shared/api/admin-notifications.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths, notificationPath } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { formatIndiaTime } from '../../ui/india-time.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { useNotificationList } from '../api.ts';
import { NotificationStatePill } from '../components/notification-state-pill.tsx';
import { stateLabels } from '../notification-form.ts';
import { LanguagesBadge } from '../../ui/languages-badge.tsx';

type Filter = 'all' | NotificationState;
const filters: Filter[] = ['all', 'draft', 'scheduled', 'published'];

function When({ notification }: { notification: AdminNotification }) {
  if (notification.publishedAt === null) return <span className="text-slate-400">Not scheduled</span>;
  return <time dateTime={notification.publishedAt}>{formatIndiaTime(notification.publishedAt)}</time>;
}

const columns: DataColumn<AdminNotification>[] = [
  {
    id: 'notification',
    header: 'Notification',
    cell: ({ row: { original: n } }) => (
      <>
        <Link to={adminPaths.notification(n.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
          {n.title}
        </Link>
        {n.hindi ? <LanguagesBadge className="ml-2" /> : null}
        <p className="mt-0.5 font-mono text-xs text-slate-500">{notificationPath(n.slug)}</p>
      </>
    ),
    meta: { phone: 'title' },
  },
  { id: 'state', header: 'State', cell: ({ row }) => <NotificationStatePill state={row.original.state} />, meta: { phone: 'inline', phoneLabel: false } },
  {
    id: 'published',
    header: 'Publish date (IST)',
    cell: ({ row }) => <When notification={row.original} />,
    meta: { phone: 'inline', phoneLabel: false, className: 'whitespace-nowrap text-slate-700' },
  },
];

const newLink = (
  <Link to={adminPaths.notificationNew()} className={buttonClasses('primary', 'md')}>
    <Plus aria-hidden="true" className="size-4" />
    New notification
  </Link>
);

/** /admin/notifications: every notification with its state; drafts first, then newest first. */
export function NotificationListPage() {
  usePrivatePageTitle('Notifications');
  const list = useNotificationList();
  const [filter, setFilter] = useState<Filter>('all');
  const all = useMemo(() => list.data ?? [], [list.data]);
  const shown = filter === 'all' ? all : all.filter((n) => n.state === filter);
  const count = (f: Filter) => (f === 'all' ? all.length : all.filter((n) => n.state === f).length);

  return (
    <div>
      <AdminPageHeader
        title="Notifications"
        lead="Announcements learners read on the Notifications page, newest first. Times are India time (IST)."
        actions={newLink}
      />

      <div role="group" aria-label="State" className="mb-4 flex w-fit flex-wrap gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {filters.map((f) => {
          const active = filter === f;
          return (
            <button
              key={f}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(f)}
              className={clsx(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                active ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {f === 'all' ? 'All' : stateLabels[f]}
              {list.isSuccess ? <span className={clsx('ml-1.5 tabular-nums', active ? 'text-white/80' : 'text-slate-500')}>{count(f)}</span> : null}
            </button>
          );
        })}
      </div>

      {list.isPending ? (
        <LoadingBlock label="Loading notifications…" />
      ) : list.isError ? (
        <ErrorBlock title="We could not load the notifications" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : all.length === 0 ? (
        <EmptyBlock title="No notifications yet">
          <p>Write the first one: it starts as a draft, and learners see it once you publish it.</p>
          <div className="mt-4 flex justify-center">{newLink}</div>
        </EmptyBlock>
      ) : shown.length === 0 ? (
        <EmptyBlock title={`No ${stateLabels[filter as NotificationState].toLowerCase()} notifications`}>
          <button type="button" className={buttonClasses('secondary', 'sm', 'mt-4')} onClick={() => setFilter('all')}>
            Show all notifications
          </button>
        </EmptyBlock>
      ) : (
        <DataTable caption="Notifications" columns={columns} data={shown} getRowId={(n) => n.id} />
      )}
    </div>
  );
}
