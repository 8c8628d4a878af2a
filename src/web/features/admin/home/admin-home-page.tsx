import { ErrorBlock } from '../../../components/page-state.tsx';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { useAdminUser } from '../shell/admin-area.tsx';
import { useAdminOverview } from '../api.ts';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { OverviewCounts } from './overview-counts.tsx';
import { QuickLinks } from './quick-links.tsx';
import { WorkWaiting } from './work-waiting.tsx';

/** /admin: the site's numbers, what waits for the signed-in role, and the way to each area. */
export function AdminHomePage() {
  const user = useAdminUser();
  usePrivatePageTitle('Admin');
  const overview = useAdminOverview(true);

  return (
    <div>
      <AdminPageHeader
        title="Overview"
        lead={
          <>
            Signed in as {user.name}, <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 capitalize">{user.role}</span>
          </>
        }
      />

      {overview.isError ? (
        <ErrorBlock title="We could not load the overview" message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <section aria-labelledby="counts-title">
            <h2 id="counts-title" className="sr-only">
              The site in numbers
            </h2>
            <OverviewCounts overview={overview.data} />
          </section>

          <section aria-labelledby="waiting-title" className="mt-10">
            <h2 id="waiting-title" className="text-lg font-semibold text-navy-900">
              Work waiting for you
            </h2>
            <div className="mt-3">
              {overview.data ? <WorkWaiting overview={overview.data} /> : <div className="h-20 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />}
            </div>
          </section>
        </>
      )}

      <section aria-labelledby="links-title" className="mt-10">
        <h2 id="links-title" className="text-lg font-semibold text-navy-900">
          Go to
        </h2>
        <div className="mt-3">
          <QuickLinks role={user.role} />
        </div>
      </section>
    </div>
  );
}
