import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { notificationsPagePath, pageLinks } from '../paging.ts';

const box = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold transition';
const idle = 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-navy-900 hover:ring-slate-300';

/** Previous, the page numbers and Next, as plain links (?page=N) that a crawler follows too. */
export function PageLinks({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Notification pages" className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={notificationsPagePath(page - 1)} rel="prev" aria-label="Previous page" className={clsx(box, idle)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
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
                aria-label={`Page ${link}`}
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
            <Link to={notificationsPagePath(page + 1)} rel="next" aria-label="Next page" className={clsx(box, idle)}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-slate-500 tabular-nums">
        Page {Math.min(page, totalPages)} of {totalPages}
      </p>
    </nav>
  );
}
