import { Link } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { pageInfo, usePageList } from '../api.ts';

/** /admin/pages: the four pages in the site's footer, each with when and by whom it was last changed. */
export function PageListPage() {
  usePrivatePageTitle('Site pages');
  const list = usePageList();
  return (
    <div>
      <AdminPageHeader title="Site pages" lead="The pages linked from the site's footer, written in Markdown. A save shows on the site at once." />
      {list.isPending ? (
        <LoadingBlock label="Loading the pages…" />
      ) : list.isError ? (
        <ErrorBlock title="We could not load the pages" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.data.map((page) => {
            const info = pageInfo[page.slug];
            return (
              <li key={page.slug} className="relative rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300">
                <p className="font-mono text-xs text-slate-500">{info.path}</p>
                <h2 className="mt-1 text-lg font-semibold text-navy-900">
                  <Link
                    to={adminPaths.page(page.slug)}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
                  >
                    {page.exists ? page.title : info.name}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-600">{info.about}</p>
                <p className="mt-3 text-xs text-slate-500">
                  {page.exists && page.updatedAt ? (
                    <>
                      Last changed {formatDate(page.updatedAt)}
                      {page.updatedBy ? ` by ${page.updatedBy}` : ''}
                    </>
                  ) : (
                    <span className="font-medium text-amber-800">Not written yet: learners see ‘This page has not been written yet’.</span>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
