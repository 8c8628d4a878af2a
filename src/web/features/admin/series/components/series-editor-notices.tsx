import { CircleAlert, CircleCheck } from 'lucide-react';
import clsx from 'clsx';
import type { AdminSeries } from '../../../../../shared/api/admin-content.ts';

export type SeriesNotice = { tone: 'success' | 'error'; text: string };

/** What the last save or status change did, over the form. */
export function SeriesNoticeLine({ notice }: { notice: SeriesNotice }) {
  return (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'mb-5 flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1',
        notice.tone === 'success' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200',
      )}
    >
      {notice.tone === 'success' ? (
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      )}
      {notice.text}
    </p>
  );
}

/** Why the viewer may read the series but not change it. */
export function SeriesLockedNote({ series }: { series: AdminSeries | null }) {
  return (
    <p className="mb-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      {series?.status === 'draft'
        ? "This series is another author's draft: only its author or a master can change it."
        : `${series?.status === 'published' ? 'This series is published' : 'This series has been published before'}: only a master can change it now.`}{' '}
      You can still open its tests.
    </p>
  );
}
