import { Link } from 'react-router';
import clsx from 'clsx';
import { Flag, ListChecks } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { formatCount } from '../../ui/format.ts';
import { useReportQueue } from '../reports-api.ts';

export type ReviewView = 'drafts' | 'reports';

/** The review queue's two views: drafts waiting for a master, and learners' reports of questions (with how many are open). */
export function ReviewTabs({ current }: { current: ReviewView }) {
  const { role } = useAdminUser();
  const reports = useReportQueue(1);
  const open = reports.data?.openReports;
  const tabs = [
    ...(can(role, 'questions.review') ? [{ view: 'drafts' as const, label: 'Drafts', icon: ListChecks, to: adminPaths.review(), count: undefined }] : []),
    { view: 'reports' as const, label: 'Reports', icon: Flag, to: adminPaths.review('view=reports'), count: open },
  ];
  return (
    <nav aria-label="Review queue" className="mb-5 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.view}>
            <Link
              to={tab.to}
              aria-current={tab.view === current ? 'page' : undefined}
              className={clsx(
                'inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                tab.view === current ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-navy-900',
              )}
            >
              <tab.icon aria-hidden="true" className="size-4" />
              {tab.label}
              {tab.count !== undefined ? (
                <>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'rounded-full px-2 py-0.5 text-xs tabular-nums',
                      tab.count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {formatCount(tab.count)}
                  </span>{' '}
                  <span className="sr-only">({formatCount(tab.count)} open)</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
