import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { AdminBlueprint } from '../../../../../shared/api/admin-blueprints.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { useBlueprints, useExamProfiles } from '../api.ts';

const questionsIn = (entry: AdminBlueprint) =>
  entry.blueprint.sections.reduce((total, section) => total + section.parts.reduce((sum, part) => sum + part.count, 0), 0);

/** /admin/blueprints: the blueprints masters keep, each making a test or next week's quiz again. */
export function BlueprintListPage() {
  usePrivatePageTitle('Blueprints');
  const user = useAdminUser();
  const blueprints = useBlueprints();
  const profiles = useExamProfiles();
  const mayAssemble = can(user.role, 'papers.assemble');
  const profileName = (code: string) => profiles.data?.find((entry) => entry.profile.code === code)?.profile.name.en ?? code;

  return (
    <div>
      <AdminPageHeader
        title="Blueprints"
        lead="What a paper for an exam holds, section by section: assemble a test or next week's quiz from the reviewed bank with one."
        actions={
          mayAssemble ? (
            <Link to={adminPaths.blueprintNew()} className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden="true" className="size-4" />
              New blueprint
            </Link>
          ) : null
        }
      />
      {blueprints.isPending ? (
        <LoadingBlock />
      ) : blueprints.isError ? (
        <ErrorBlock message={blueprints.error.message} onRetry={() => void blueprints.refetch()} />
      ) : blueprints.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
          No blueprint yet.{' '}
          {mayAssemble ? 'Start one from an exam profile: it begins as the whole paper, and you narrow it from there.' : 'A master keeps them.'}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {blueprints.data.map((entry) => (
            <li key={entry.id}>
              <Link
                to={adminPaths.blueprint(entry.id)}
                className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <p className="font-semibold text-navy-900">{entry.blueprint.name}</p>
                <p className="mt-1 text-sm text-slate-600">{profileName(entry.blueprint.profileCode)}</p>
                <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
                  <span>{entry.blueprint.kind === 'quiz' ? 'Weekly quiz' : 'Test of a series'}</span>
                  <span>{questionsIn(entry)} questions</span>
                  <span>
                    {entry.blueprint.excludeSeenWeeks === 0
                      ? 'Takes questions learners met lately'
                      : `Leaves out what learners met in ${entry.blueprint.excludeSeenWeeks} week${entry.blueprint.excludeSeenWeeks === 1 ? '' : 's'}`}
                  </span>
                  <span>Changed {formatDate(entry.updatedAt)}</span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
