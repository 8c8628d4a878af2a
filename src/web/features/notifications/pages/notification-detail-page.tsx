import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { ArrowLeft, BellOff } from 'lucide-react';
import { AdSlot } from '../../../components/ad-slot.tsx';
import { buttonClasses } from '../../../components/button.tsx';
import { Markdown } from '../../../components/markdown.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { plainExcerpt } from '../../../../shared/markdown/plain-text.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { routePatterns } from '../../../lib/paths.ts';
import type { Prefetch } from '../../../lib/route-data.ts';
import { notificationQuery, useMarkRead, useNotification, type Notification } from '../api.ts';
import { useFormat, useLanguage, useTranslation } from '../../../i18n/index.ts';
import { notificationText } from '../../../i18n/content-language.ts';

function BackLink() {
  const { t } = useTranslation('notifications');
  return (
    <Link to={routePatterns.notifications} className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
}

const descriptionOf = (body: string) => plainExcerpt(body, 160);

/** Opening it marks it read for a signed-in learner: a POST from the page, once, never the GET itself. */
function useMarkReadOnOpen(notification: Notification | undefined) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const sent = useRef<string | null>(null);
  const slug = notification?.slug;
  const unread = notification?.read === false;
  useEffect(() => {
    if (!slug || !unread || sent.current === slug) return;
    sent.current = slug;
    mutate(slug);
  }, [slug, unread, mutate]);
}

function NotFound() {
  const { t } = useTranslation('notifications');
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <span className="grid size-14 place-items-center rounded-2xl bg-slate-100 text-slate-500">
        <BellOff aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-navy-900">{t('detail.notFound')}</h1>
      <p className="mt-2 max-w-md text-slate-600">{t('detail.notFoundBody')}</p>
      <Link to={routePatterns.notifications} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('detail.seeAll')}
      </Link>
    </div>
  );
}

export const prefetch: Prefetch = ({ queryClient, params }) => queryClient.prefetchQuery(notificationQuery(params.slug ?? ''));

export function NotificationDetailPage() {
  const { slug = '' } = useParams();
  const query = useNotification(slug);
  const notification = query.data;
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const format = useFormat();
  const { language } = useLanguage();
  // the admins' Hindi title and text where the page reads Hindi and they wrote one
  const text = notification ? notificationText(notification, 'body', language) : null;
  // a slug that cannot be one (mistyped in the address bar) names no notification either
  const notFound = hasErrorCode(query.error, 'not-found') || hasErrorCode(query.error, 'invalid-input');
  usePageMeta(
    text
      ? { title: text.title, description: descriptionOf(text.text), type: 'article' }
      : notFound
        ? { title: t('detail.notFound'), description: t('detail.notFoundDescription'), index: false }
        : { title: t('detail.title'), description: t('detail.description') },
  );
  useMarkReadOnOpen(notification);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {notFound ? null : <BackLink />}
      <div className={notFound ? undefined : 'mt-6'}>
        {query.isPending ? (
          <LoadingBlock label={t('detail.loading')} />
        ) : notFound ? (
          <NotFound />
        ) : query.isError ? (
          <ErrorBlock title={t('detail.failed')} message={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <header className="border-b border-slate-100 pb-6">
              <time suppressHydrationWarning dateTime={query.data.publishedAt} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {format.date(query.data.publishedAt)}
              </time>
              <h1 lang={text?.lang} className="mt-2 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
                {text?.title}
              </h1>
            </header>
            <div lang={text?.lang}>
              <Markdown className="mt-6">{text?.text ?? ''}</Markdown>
            </div>
          </article>
        )}
      </div>
      {notFound ? null : <AdSlot placement="notifications" className="mt-10 px-0" />}
    </div>
  );
}
