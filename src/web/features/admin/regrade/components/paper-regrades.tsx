import { Link } from 'react-router';
import { Scale } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { PaperKind } from '../../../../../shared/api/admin-regrade.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { useRegradePaper } from '../api.ts';
import { RegradeHistory } from './regrade-history.tsx';

/**
 * On a test's or quiz's page once learners have taken it: its questions can no longer change, but a
 * master can regrade one (a corrected key, or voided). Lists the paper's past regrades.
 */
export function PaperRegrades({ kind, id }: { kind: PaperKind; id: string }) {
  const user = useAdminUser();
  const query = useRegradePaper(kind, id);
  const canRegrade = can(user.role, 'papers.regrade');
  return (
    <section aria-labelledby="paper-regrades-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="paper-regrades-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <Scale aria-hidden="true" className="size-5 text-brand-700" />
            Regrades
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            A wrong key found after learners took it: change the key, or void the question (full marks to everyone, full marks to those who attempted it, or
            counted for nobody). Every attempt, rank and leaderboard follows, and the learners whose score changes are told.
          </p>
        </div>
        <Link to={adminPaths.regrade(kind, id)} className={buttonClasses(canRegrade ? 'primary' : 'secondary', 'sm', 'self-start')}>
          {canRegrade ? 'Regrade a question…' : 'See the keys'}
        </Link>
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <p className="text-sm text-slate-500">Loading the regrades…</p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {query.error.message}
          </p>
        ) : (
          <RegradeHistory regrades={query.data.regrades} />
        )}
      </div>
    </section>
  );
}
