import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { notificationsPagePath, pageLinks } from '../paging.ts';
import { useTranslation } from '../../../i18n/index.ts';

const box = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold transition';
const idle = 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-navy-900 hover:ring-slate-300';

/** Previous, the page numbers and Next, as plain links (?page=N) that a crawler follows too. */
export function PageLinks({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('notifications');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pages.label')} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={notificationsPagePath(page - 1)} rel="prev" aria-label={t('pages.previousLabel')} className={clsx(box, idle)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('pages.previous')}
            </Link>
          </li>
        ) : null}
        {pageLinks(page, totalPages).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                to={notificationsPagePath(link)}
                aria-label={t('pages.page', { page: link })}
                aria-current={link === page ? 'page' : undefined}
                className={clsx(box, 'tabular-nums', link === page ? 'bg-navy-900 text-white ring-1 ring-navy-900' : idle)}
              >
                {link}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={notificationsPagePath(page + 1)} rel="next" aria-label={t('pages.nextLabel')} className={clsx(box, idle)}>
              {t('pages.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-slate-500 tabular-nums">{t('pages.pageOf', { page: Math.min(page, totalPages), total: totalPages })}</p>
    </nav>
  );
}
