import { useParams } from 'react-router';
import { Mail } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { PersonAttempt } from '../../../../../shared/api/admin-people.ts';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { PaymentTable } from '../../ui/payment-table.tsx';
import { usePerson } from '../api.ts';
import { AccessSection } from '../components/access-section.tsx';
import { RoleBadge } from '../components/role-badge.tsx';
import { RoleControl } from '../components/role-control.tsx';
import { formatDay, formatWhen } from '../../ui/people-format.ts';

/** /admin/people/:userId: who they are, what they may take and why, what they attempted and paid. */
export function PersonPage() {
  const { userId = '' } = useParams();
  const admin = useAdminUser();
  const person = usePerson(userId);
  usePrivatePageTitle(person.data ? person.data.person.name : 'Person');
  const back = { to: adminPaths.people(), label: 'People' };

  if (person.isPending) return <LoadingBlock label="Loading…" />;
  if (person.isError) {
    return (
      <div>
        <AdminPageHeader title="Person" back={back} />
        <ErrorBlock
          title={isApiError(person.error, 404) ? 'No such person' : 'We could not load this person'}
          message={person.error.message}
          onRetry={isApiError(person.error, 404) ? undefined : () => void person.refetch()}
        />
      </div>
    );
  }
  const { person: who, enrolments, attempts, payments } = person.data;
  const self = who.id === admin.id;

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {who.name} <RoleBadge role={who.role} />
          </span>
        }
        back={back}
        lead={
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a href={`mailto:${who.email}`} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
              <Mail aria-hidden="true" className="size-4" />
              {who.email}
            </a>
            <span>Joined {formatDay(who.createdAt)}</span>
            <span>Last sign-in {who.lastSignInAt ? formatWhen(who.lastSignInAt) : 'never'}</span>
          </span>
        }
        actions={can(admin.role, 'roles.assign') && !self ? <RoleControl key={who.role} userId={who.id} name={who.name} role={who.role} /> : null}
      />

      <AccessSection userId={who.id} enrolments={enrolments} canGrant={can(admin.role, 'access.grant')} />

      <section aria-labelledby="attempts-heading" className="space-y-3">
        <h2 id="attempts-heading" className="text-lg font-semibold text-navy-900">
          Attempts <span className="text-sm font-normal text-slate-500">({attempts.length})</span>
        </h2>
        {attempts.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">No tests or weekly quizzes attempted yet.</p>
        ) : (
          <AttemptTable attempts={attempts} />
        )}
      </section>

      <section aria-labelledby="payments-heading" className="space-y-3">
        <h2 id="payments-heading" className="text-lg font-semibold text-navy-900">
          Payments <span className="text-sm font-normal text-slate-500">({payments.length})</span>
        </h2>
        {payments.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">No payments.</p>
        ) : (
          <PaymentTable payments={payments} showLearner={false} caption={`Payments of ${who.name}`} />
        )}
      </section>
    </div>
  );
}

const attemptColumns: DataColumn<PersonAttempt>[] = [
  { id: 'title', header: 'Test or quiz', cell: ({ row }) => row.original.title, meta: { phone: 'title', className: 'font-medium text-navy-900' } },
  { id: 'kind', header: 'Kind', cell: ({ row }) => (row.original.kind === 'test' ? 'Test' : 'Weekly quiz'), meta: { className: 'text-slate-600' } },
  {
    id: 'score',
    header: 'Score',
    cell: ({ row: { original: attempt } }) =>
      attempt.score === null ? (
        <span className="text-slate-500">In progress</span>
      ) : (
        <>
          <span className="font-semibold text-navy-900">{attempt.score}</span>
          {attempt.maxScore !== null ? <span className="text-slate-500"> / {attempt.maxScore}</span> : null}
        </>
      ),
    meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
  },
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => formatWhen(row.original.submittedAt ?? row.original.startedAt),
    meta: { className: 'whitespace-nowrap text-slate-600' },
  },
];

function AttemptTable({ attempts }: { attempts: PersonAttempt[] }) {
  return <DataTable caption="Attempts" columns={attemptColumns} data={attempts} getRowId={(attempt) => attempt.id} />;
}
