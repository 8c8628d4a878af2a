import { Link } from 'react-router';
import { ArrowRight, Bell } from 'lucide-react';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notificationPath } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useNotifications, type NotificationSummary } from '../api.ts';

function NotificationCard({ notification }: { notification: NotificationSummary }) {
  return (
    <li>
      <article className="group relative flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300 sm:p-6">
        <span className="hidden size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid">
          <Bell aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <time dateTime={notification.publishedAt} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {formatDate(notification.publishedAt)}
          </time>
          <h2 className="mt-1 text-lg font-semibold text-navy-900">
            {/* the link covers the card, so the whole card is one click target with one name */}
            <Link
              to={notificationPath(notification.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
            >
              {notification.title}
            </Link>
          </h2>
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{notification.excerpt}</p>
          <span aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            Read more
            <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
          </span>
        </div>
      </article>
    </li>
  );
}

export function NotificationListPage() {
  usePageTitle('Notifications');
  const notifications = useNotifications();

  return (
    <div>
      <PageHeader eyebrow="Updates" title="Notifications" lead="Exam news, new test series, weekly quiz results and announcements from the Prepverse team." />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {notifications.isPending ? (
          <LoadingBlock label="Loading notifications…" />
        ) : notifications.isError ? (
          <ErrorBlock title="We could not load the notifications" message={notifications.error.message} onRetry={() => void notifications.refetch()} />
        ) : notifications.data.length === 0 ? (
          <EmptyBlock title="No notifications yet">New announcements will appear here. Meanwhile, try this week's quiz.</EmptyBlock>
        ) : (
          <ul className="flex flex-col gap-4">
            {notifications.data.map((notification) => (
              <NotificationCard key={notification.slug} notification={notification} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
