import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import type { AdminWinner } from '../../../../../shared/api/admin-people.ts';
import { can } from '../../../../../shared/admin-permissions.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { formatDay, formatWhen, sourceLabels } from '../../ui/people-format.ts';
import { useWinners } from '../api.ts';
import { WinnerReviews } from '../components/winner-reviews.tsx';

/** Why a winner is one: rank 1 at the close, or after a regrade (with the regrade's date and reason). */
function WinnerReason({ winner, regraded }: { winner: AdminWinner; regraded: boolean }) {
  if (winner.reason === 'closing') {
    return regraded ? <p className="mt-1 text-xs text-slate-600">Rank 1 when the quiz closed; keeps the prize</p> : null;
  }
  if (!winner.regrade) return null;
  return (
    <p className="mt-1 text-xs text-amber-900 md:max-w-72">
      <span className="inline-block rounded-md bg-amber-100 px-2 py-0.5 font-semibold">Rank 1 after the regrade of {formatDay(winner.regrade.at)}</span>
      <span className="mt-1 block text-slate-600">“{winner.regrade.reason}”</span>
    </p>
  );
}

const winnerId = (winner: AdminWinner) => `${winner.quizId}:${winner.user.id}`;

/** The winners listed right under their quiz's first winner (a regrade's new rank 1). */
const sameQuizAsAbove = (winners: AdminWinner[]) => new Set(winners.filter((winner, index) => winners[index - 1]?.quizId === winner.quizId).map(winnerId));

interface WinnerColumnsOptions {
  canSeePeople: boolean;
  regradedQuizzes: ReadonlySet<string>;
  sameQuizAsAbove: ReadonlySet<string>;
}

function winnerColumns({ canSeePeople, regradedQuizzes, sameQuizAsAbove }: WinnerColumnsOptions): DataColumn<AdminWinner>[] {
  return [
    {
      id: 'quiz',
      header: 'Quiz',
      cell: ({ row: { original: winner } }) =>
        sameQuizAsAbove.has(winnerId(winner)) ? (
          // the same quiz's second winner, listed right under its first
          <p className="text-xs text-slate-500">
            Same quiz<span className="sr-only">: {winner.quizTitle}</span>
          </p>
        ) : (
          <>
            <Link to={adminPaths.quiz(winner.quizId)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
              {winner.quizTitle}
            </Link>
            <p className="text-xs text-slate-500">{winner.exam}</p>
          </>
        ),
      meta: { phone: 'title' },
    },
    {
      id: 'winner',
      header: 'Winner',
      cell: ({ row: { original: winner } }) => (
        <>
          <span className="flex items-center gap-1.5">
            <Trophy aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
            {canSeePeople ? (
              <Link to={adminPaths.person(winner.user.id)} className="font-medium text-navy-900 hover:text-brand-700 hover:underline">
                {winner.user.name}
              </Link>
            ) : (
              <span className="font-medium text-navy-900">{winner.user.name}</span>
            )}
          </span>
          <p className="truncate text-xs text-slate-500 md:max-w-56">{winner.user.email}</p>
          <WinnerReason winner={winner} regraded={regradedQuizzes.has(winner.quizId)} />
        </>
      ),
    },
    {
      id: 'score',
      header: 'Score',
      cell: ({ row: { original: winner } }) =>
        winner.score === null ? (
          '—'
        ) : (
          <>
            <span className="font-semibold text-navy-900">{winner.score}</span>
            {winner.maxScore !== null ? <span className="text-slate-500"> / {winner.maxScore}</span> : null}
          </>
        ),
      meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
    },
    {
      id: 'prize',
      header: 'Prize',
      cell: ({ row: { original: winner } }) =>
        winner.prize ? (
          <>
            <p className="font-medium text-slate-800">{winner.prize.seriesTitle}</p>
            <p className="text-xs text-slate-500">
              {winner.prize.enrolment
                ? `${sourceLabels[winner.prize.enrolment.source]} · enrolled ${formatWhen(winner.prize.enrolment.createdAt)}`
                : 'Not enrolled'}
            </p>
          </>
        ) : (
          <span className="text-slate-500">No prize series</span>
        ),
    },
    {
      id: 'announced',
      header: 'Announced',
      cell: ({ row }) => formatWhen(row.original.announcedAt),
      meta: { className: 'text-slate-600 md:whitespace-nowrap' },
    },
  ];
}

/** /admin/winners: each weekly quiz's winner, their score and the series they won. */
export function WinnersPage() {
  usePrivatePageTitle('Weekly winners');
  const admin = useAdminUser();
  const winners = useWinners();
  const canSeePeople = can(admin.role, 'people.view');
  const regradedQuizzes = new Set((winners.data ?? []).filter((winner) => winner.reason === 'regrade').map((winner) => winner.quizId));

  return (
    <div>
      <AdminPageHeader
        title="Weekly winners"
        lead="The top scorer of each weekly quiz, announced once a master confirms them after the quiz closes, with the test series they won. A regrade that changes rank 1 after the confirmation adds its new rank 1 beside them."
      />
      <WinnerReviews canDecide={can(admin.role, 'winners.confirm')} canSeePeople={canSeePeople} />
      <h2 className="mb-3 text-lg font-semibold text-navy-900">Confirmed winners</h2>
      {winners.isPending ? (
        <LoadingBlock label="Loading winners…" />
      ) : winners.isError ? (
        <ErrorBlock title="We could not load the winners" message={winners.error.message} onRetry={() => void winners.refetch()} />
      ) : winners.data.length === 0 ? (
        <EmptyBlock title="No winners yet">
          <p>A winner is announced when a master confirms rank 1 of a closed weekly quiz with at least one submitted attempt.</p>
        </EmptyBlock>
      ) : (
        <DataTable
          caption="Weekly winners"
          columns={winnerColumns({ canSeePeople, regradedQuizzes, sameQuizAsAbove: sameQuizAsAbove(winners.data) })}
          data={winners.data}
          getRowId={winnerId}
        />
      )}
    </div>
  );
}
