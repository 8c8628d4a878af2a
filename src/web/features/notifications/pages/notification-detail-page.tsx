import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Markdown } from '../../../components/markdown.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useNotification } from '../api.ts';

function BackLink() {
  return (
    <Link to="/notification" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All notifications
    </Link>
  );
}

export function NotificationDetailPage() {
  const { slug = '' } = useParams();
  const notification = useNotification(slug);
  // a slug that cannot be one (mistyped in the address bar) names no notification either
  const notFound = hasErrorCode(notification.error, 'not-found') || hasErrorCode(notification.error, 'invalid-input');
  usePageTitle(notification.data?.title ?? (notFound ? 'Notification not found' : 'Notification'));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink />
      <div className="mt-6">
        {notification.isPending ? (
          <LoadingBlock label="Loading the notification…" />
        ) : notification.isError ? (
          <ErrorBlock
            title={notFound ? 'Notification not found' : 'We could not load this notification'}
            message={notFound ? 'It may have been removed. The list has every current update.' : notification.error.message}
            onRetry={notFound ? undefined : () => void notification.refetch()}
          />
        ) : (
          <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <header className="border-b border-slate-100 pb-6">
              <time dateTime={notification.data.publishedAt} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {formatDate(notification.data.publishedAt)}
              </time>
              <h1 className="mt-2 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{notification.data.title}</h1>
            </header>
            <Markdown className="mt-6">{notification.data.body}</Markdown>
          </article>
        )}
      </div>
    </div>
  );
}
