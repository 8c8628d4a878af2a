import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import clsx from 'clsx';
import type { AdminNotification, NotificationState } from '../../../../../shared/api/admin-notifications.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths, notificationPath } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { formatIndiaTime } from '../../quizzes/india-time.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useNotificationList } from '../api.ts';
import { NotificationStatePill } from '../components/notification-state-pill.tsx';
import { stateLabels } from '../notification-form.ts';

type Filter = 'all' | NotificationState;
const filters: Filter[] = ['all', 'draft', 'scheduled', 'published'];

function When({ notification }: { notification: AdminNotification }) {
  if (notification.publishedAt === null) return <span className="text-slate-400">Not scheduled</span>;
  return <time dateTime={notification.publishedAt}>{formatIndiaTime(notification.publishedAt)}</time>;
}

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
        <>
          <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Notifications</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="py-2.5 pr-3 pl-4 font-semibold">
                    Notification
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    State
                  </th>
                  <th scope="col" className="py-2.5 pr-4 pl-3 font-semibold">
                    Publish date (IST)
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((n) => (
                  <tr key={n.id} className="hover:bg-slate-50">
                    <td className="py-3 pr-3 pl-4">
                      <Link to={adminPaths.notification(n.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
                        {n.title}
                      </Link>
                      <p className="mt-0.5 font-mono text-xs text-slate-500">{notificationPath(n.slug)}</p>
                    </td>
                    <td className="px-3 py-3">
                      <NotificationStatePill state={n.state} />
                    </td>
                    <td className="py-3 pr-4 pl-3 whitespace-nowrap text-slate-700">
                      <When notification={n} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {shown.map((n) => (
              <li key={n.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <Link to={adminPaths.notification(n.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
                  {n.title}
                </Link>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <NotificationStatePill state={n.state} />
                  <When notification={n} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
