import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { ArrowRight, Bell, BellDot } from 'lucide-react';
import clsx from 'clsx';
import { useFormat, useLanguage, useTranslation } from '../../../i18n/index.ts';
import { notificationText } from '../../../i18n/content-language.ts';
import { notificationPath } from '../../../lib/paths.ts';
import type { NotificationSummary } from '../api.ts';

/** One notification in the list; an unread one (signed in) carries an 'Unread' label, not only a colour. */
export function NotificationCard({ notification }: { notification: NotificationSummary }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  // the admins' Hindi title and excerpt where the page reads Hindi and they wrote one
  const text = notificationText(notification, 'excerpt', useLanguage().language);
  const unread = notification.read === false;
  const Icon = unread ? BellDot : Bell;
  return (
    <li>
      <article
        className={clsx(
          'group relative flex gap-4 rounded-2xl p-5 shadow-sm ring-1 transition hover:shadow-md sm:p-6',
          unread ? 'bg-white ring-brand-300 hover:ring-brand-400' : 'bg-white ring-slate-200 hover:ring-brand-300',
        )}
      >
        {/* an accent along the edge of an unread card, beside its label */}
        {unread ? <span aria-hidden="true" className="absolute inset-y-4 left-0 w-1 rounded-r-full bg-brand-600" /> : null}
        <span
          className={clsx('hidden size-11 shrink-0 place-items-center rounded-xl sm:grid', unread ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <time suppressHydrationWarning dateTime={notification.publishedAt} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {format.date(notification.publishedAt)}
            </time>
            {unread ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-white uppercase">{t('card.unread')}</span>
            ) : null}
          </div>
          <h2 className={clsx('mt-1 text-lg text-navy-900', unread ? 'font-bold' : 'font-semibold')}>
            {/* the link covers the card, so the whole card is one click target with one name */}
            <Link
              to={notificationPath(notification.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
            >
              <span lang={text.lang}>{text.title}</span>
              {unread ? (
                <>
                  {' '}
                  <span className="sr-only">{t('card.unreadHidden')}</span>
                </>
              ) : null}
            </Link>
          </h2>
          <p lang={text.lang} className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">
            {text.text}
          </p>
          <span aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            {t('card.readMore')}
            <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
          </span>
        </div>
      </article>
    </li>
  );
}
