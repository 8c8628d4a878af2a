import { useSearchParams } from 'react-router';
import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { AdSlot } from '../../../components/ad-slot.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import type { Prefetch } from '../../../lib/route-data.ts';
import { notificationsQuery, useNotifications } from '../api.ts';
import { ForYou } from '../components/for-you.tsx';
import { NotificationCard } from '../components/notification-card.tsx';
import { PageLinks } from '../components/page-links.tsx';
import { notificationsPagePath, pageFromSearch } from '../paging.ts';
import { useTranslation } from '../../../i18n/index.ts';

function UnreadSummary({ unread }: { unread: number | null }) {
  const { t } = useTranslation('notifications');
  if (unread === null) return null;
  return (
    <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
      {unread === 0 ? (
        t('unread.none')
      ) : (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
          {t('unread.count', { count: unread })}
        </>
      )}
    </p>
  );
}

/** The page of the list the address asks for (?page=2); the learner's own notices are read in the browser. */
export const prefetch: Prefetch = ({ queryClient, searchParams }) => queryClient.prefetchQuery(notificationsQuery(pageFromSearch(searchParams.get('page'))));

/** /notification: the published notifications, newest first, ten to a page (?page=2…). */
export function NotificationListPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const query = useNotifications(page);
  const data = query.data;
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  usePageMeta({
    title: page > 1 ? t('meta.titlePage', { page }) : t('meta.title'),
    // each page of the list is its own page for a search engine: page 2 is not page 1
    canonical: notificationsPagePath(page),
    description: t('meta.description'),
  });

  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.notifications.length - 1 : 0;

  return (
    <div>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} lead={t('header.lead')}>
        <UnreadSummary unread={data?.unread ?? null} />
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {page === 1 ? <ForYou /> : null}
        {query.isPending ? (
          <LoadingBlock label={t('list.loading')} />
        ) : query.isError && !data ? (
          <ErrorBlock title={t('list.failed')} message={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : data && data.total === 0 ? (
          <EmptyBlock title={t('list.empty')}>{t('list.emptyBody')}</EmptyBlock>
        ) : data && data.notifications.length === 0 ? (
          <EmptyBlock title={t('list.noPage', { page })}>
            {t('list.pages', { count: data.totalPages })}{' '}
            <Link to={notificationsPagePath(1)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {t('list.newest')}
            </Link>
          </EmptyBlock>
        ) : data ? (
          <>
            <p className="mb-4 text-sm text-slate-500 tabular-nums" aria-live="polite">
              {t('list.showing', { first, last, total: data.total })}
            </p>
            <ul className="flex flex-col gap-4" aria-busy={query.isPlaceholderData}>
              {data.notifications.map((notification) => (
                <NotificationCard key={notification.slug} notification={notification} />
              ))}
            </ul>
            <PageLinks page={data.page} totalPages={data.totalPages} />
          </>
        ) : null}
      </div>
      <AdSlot placement="notifications" className="mb-12" />
    </div>
  );
}
