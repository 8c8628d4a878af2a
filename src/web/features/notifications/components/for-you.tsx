import { lazy, Suspense, useId, useState } from 'react';
import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import clsx from 'clsx';
import type { TFunction } from '../../../i18n/messages.ts';
import { ArrowRight, ChevronDown, Flag, RefreshCw, Trophy, type LucideIcon } from 'lucide-react';
import type { NoticeKind } from '../../../../shared/api/notices.ts';
import { Button } from '../../../components/button.tsx';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSession } from '../../../lib/session.ts';
import { useMarkNoticeRead, useNotices, type Notice } from '../api.ts';

// a notice's body is Markdown: its renderer (and KaTeX) loads only once a learner opens one
const Markdown = lazy(() => import('../../../components/markdown.tsx').then((module) => ({ default: module.Markdown })));

const kindIcons: Record<NoticeKind, LucideIcon> = { report: Flag, regrade: RefreshCw, prize: Trophy };

/** A notice's kind in words, and what its link leads to. */
function kindWords(t: TFunction<'notices'>, kind: NoticeKind): { label: string; linkLabel: string } {
  switch (kind) {
    case 'report':
      return { label: t('kind.report'), linkLabel: t('link.report') };
    case 'regrade':
      return { label: t('kind.regrade'), linkLabel: t('link.regrade') };
    case 'prize':
      return { label: t('kind.prize'), linkLabel: t('link.prize') };
  }
}

function NoticeCard({ notice }: { notice: Notice }) {
  const { t } = useTranslation('notices');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const markRead = useMarkNoticeRead();
  const bodyId = useId();
  const kind = { ...kindWords(t, notice.kind), icon: kindIcons[notice.kind] };
  const unread = !notice.read;

  const toggle = () => {
    setOpen((was) => !was);
    // opening is reading it: a POST, once, never a side effect of the list's GET
    if (unread && !markRead.isPending) markRead.mutate(notice.id);
  };

  return (
    <li>
      <article
        className={clsx(
          'relative rounded-2xl bg-white shadow-sm ring-1 transition',
          unread ? 'ring-brand-300' : 'ring-slate-200',
          !open && 'hover:shadow-md hover:ring-brand-300',
        )}
      >
        {unread ? <span aria-hidden="true" className="absolute inset-y-4 left-0 w-1 rounded-r-full bg-brand-600" /> : null}
        <div className="flex gap-4 p-4 sm:p-5">
          <span
            className={clsx('hidden size-10 shrink-0 place-items-center rounded-xl sm:grid', unread ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}
          >
            <kind.icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <time dateTime={notice.createdAt} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {format.date(notice.createdAt)}
              </time>
              <span className="text-xs font-medium text-slate-500">{kind.label}</span>
              {unread ? (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-white uppercase">{t('unread')}</span>
              ) : null}
            </div>
            <h3 className={clsx('mt-1 text-base text-navy-900 sm:text-lg', unread ? 'font-bold' : 'font-semibold')}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={toggle}
                className="flex w-full items-start justify-between gap-3 rounded text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
              >
                <span>
                  {notice.title}
                  {unread ? (
                    <>
                      {' '}
                      <span className="sr-only">{t('unreadSr')}</span>
                    </>
                  ) : null}
                </span>
                <ChevronDown aria-hidden="true" className={clsx('mt-1 size-5 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')} />
              </button>
            </h3>
            <div id={bodyId} hidden={!open} className="mt-3">
              {open ? (
                <Suspense fallback={<LoadingBlock label={t('loading')} />}>
                  <Markdown className="text-[0.95rem] text-slate-700">{notice.body}</Markdown>
                </Suspense>
              ) : null}
              {open && notice.link ? (
                <Link to={notice.link} className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800">
                  {kind.linkLabel}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * The signed-in learner's own notices above the site's notifications: the answers to their reports,
 * the regrades of papers they took, their prizes. Nothing is shown to a visitor, or to a learner
 * with none; it is drawn in the browser only (the page's server copy is everyone's).
 */
export function ForYou() {
  const { t } = useTranslation('notices');
  const session = useSession();
  const hydrated = useHydrated();
  const query = useNotices(hydrated && session.status === 'signed-in');
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (!first || first.total === 0) return null;
  const notices = pages.flatMap((page) => page.notices);
  const unread = pages[pages.length - 1]?.unread ?? first.unread;

  return (
    <section aria-labelledby="for-you-heading" className="mb-12">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="for-you-heading" className="text-xl font-bold tracking-tight text-navy-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-500 tabular-nums">{unread === 0 ? t('allRead') : t('unreadCount', { count: unread })}</p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <ul className="mt-4 flex flex-col gap-3" aria-busy={query.isFetchingNextPage}>
        {notices.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" size="sm" className="mt-4" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t('loading') : t('older', { count: first.total - notices.length })}
        </Button>
      ) : null}
    </section>
  );
}
