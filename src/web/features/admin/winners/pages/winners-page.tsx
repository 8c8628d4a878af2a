import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import type { AdminWinner } from '../../../../../shared/api/admin-people.ts';
import { can } from '../../../../../shared/admin-permissions.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { formatDay, formatWhen, sourceLabels } from '../../people/format.ts';
import { useWinners } from '../api.ts';

/** Why a winner is one: rank 1 at the close, or after a regrade (with the regrade's date and reason). */
function WinnerReason({ winner, regraded }: { winner: AdminWinner; regraded: boolean }) {
  if (winner.reason === 'closing') {
    return regraded ? <p className="mt-1 text-xs text-slate-600">Rank 1 when the quiz closed; keeps the prize</p> : null;
  }
  if (!winner.regrade) return null;
  return (
    <p className="mt-1 max-w-72 text-xs text-amber-900">
      <span className="inline-block rounded-md bg-amber-100 px-2 py-0.5 font-semibold">Rank 1 after the regrade of {formatDay(winner.regrade.at)}</span>
      <span className="mt-1 block text-slate-600">“{winner.regrade.reason}”</span>
    </p>
  );
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
        lead="The top scorer of each weekly quiz, announced when the quiz closes, with the test series they won. A regrade that changes rank 1 adds its new rank 1 beside them."
      />
      {winners.isPending ? (
        <LoadingBlock label="Loading winners…" />
      ) : winners.isError ? (
        <ErrorBlock title="We could not load the winners" message={winners.error.message} onRetry={() => void winners.refetch()} />
      ) : winners.data.length === 0 ? (
        <EmptyBlock title="No winners yet">
          <p>A winner is announced when a weekly quiz closes with at least one submitted attempt.</p>
        </EmptyBlock>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Weekly winners</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2.5 pr-3 pl-4 font-semibold">
                  Quiz
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  Winner
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  Score
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  Prize
                </th>
                <th scope="col" className="py-2.5 pr-4 pl-3 font-semibold">
                  Announced
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {winners.data.map((winner, index) => (
                <tr key={`${winner.quizId}:${winner.user.id}`} className="align-top">
                  <td className="py-3 pr-3 pl-4">
                    {winners.data[index - 1]?.quizId === winner.quizId ? (
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
                    )}
                  </td>
                  <td className="px-3 py-3">
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
                    <p className="max-w-56 truncate text-xs text-slate-500">{winner.user.email}</p>
                    <WinnerReason winner={winner} regraded={regradedQuizzes.has(winner.quizId)} />
                  </td>
                  <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                    {winner.score === null ? (
                      '—'
                    ) : (
                      <>
                        <span className="font-semibold text-navy-900">{winner.score}</span>
                        {winner.maxScore !== null ? <span className="text-slate-500"> / {winner.maxScore}</span> : null}
                      </>
                    )}
                  </td>
                  <td className="px-3 py-3">
                    {winner.prize ? (
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
                    )}
                  </td>
                  <td className="py-3 pr-4 pl-3 whitespace-nowrap text-slate-600">{formatWhen(winner.announcedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
