import { ArrowRight, Trophy } from 'lucide-react';
import type { RegradeSummary } from '../../../../../shared/api/admin-regrade.ts';
import { formatNumber } from '../../../../lib/result-format.ts';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** Old → new, the new one stressed; the same value once when it did not move. */
function Move({ from, to, label }: { from: number; to: number; label: string }) {
  if (from === to) return <span className="text-slate-600">{formatNumber(to)}</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <span className="text-slate-500">{formatNumber(from)}</span>
      <ArrowRight aria-label={`${label} becomes`} className="size-3.5 text-slate-400" />
      <span className="font-semibold text-navy-900">{formatNumber(to)}</span>
    </span>
  );
}

/** The figures of a dry run, or of a regrade done: attempts, scores that change, ranks that move, rank 1. */
export function SummaryFigures({ summary }: { summary: RegradeSummary }) {
  const figures = [
    { label: 'Attempts regraded', value: formatNumber(summary.attempts) },
    { label: 'Scores change', value: formatNumber(summary.changed) },
    { label: 'Ranks move', value: formatNumber(summary.ranksMoved) },
    {
      label: 'Maximum marks',
      value:
        summary.maxScore.before === summary.maxScore.after
          ? formatNumber(summary.maxScore.after)
          : `${formatNumber(summary.maxScore.before)} → ${formatNumber(summary.maxScore.after)}`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <dt className="text-xs text-slate-500">{figure.label}</dt>
          <dd className="text-lg font-semibold text-navy-900 tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type ScoreChange = RegradeSummary['changes'][number];

const changeColumns: DataColumn<ScoreChange>[] = [
  {
    id: 'learner',
    header: 'Learner',
    cell: ({ row }) => row.original.user.name,
    meta: { className: 'max-w-40 truncate font-medium text-navy-900 sm:max-w-none' },
  },
  {
    id: 'score',
    header: 'Score',
    cell: ({ row }) => <Move from={row.original.before.score} to={row.original.after.score} label="score" />,
    meta: { align: 'right', className: 'tabular-nums' },
  },
  {
    id: 'rank',
    header: 'Rank',
    cell: ({ row }) => <Move from={row.original.before.rank} to={row.original.after.rank} label="rank" />,
    meta: { align: 'right', className: 'tabular-nums' },
  },
];

/** The dry run: what the regrade will do, attempt by attempt. */
export function RegradePreview({ summary }: { summary: RegradeSummary }) {
  const { rankOne, newWinner } = summary;
  const rankOneMoves = rankOne && rankOne.before?.user.id !== rankOne.after?.user.id;
  return (
    <section aria-labelledby="dry-run-heading" className="flex flex-col gap-4">
      <h3 id="dry-run-heading" className="text-base font-semibold text-navy-900">
        Dry run: nothing has changed yet
      </h3>
      <SummaryFigures summary={summary} />
      {summary.openAttempts > 0 ? (
        <p className="text-sm text-slate-600">
          {plural(summary.openAttempts, 'attempt is', 'attempts are')} still open: graded with the new key when{' '}
          {summary.openAttempts === 1 ? 'it ends' : 'they end'}.
        </p>
      ) : null}
      {rankOne ? (
        <div className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Trophy aria-hidden="true" className="size-4 text-amber-600" />
            <span className="font-semibold">Rank 1:</span>
            {rankOneMoves ? (
              <>
                <span>{rankOne.before ? `${rankOne.before.user.name} (${formatNumber(rankOne.before.score)})` : 'nobody'}</span>
                <ArrowRight aria-label="becomes" className="size-3.5" />
                <span className="font-semibold">{rankOne.after ? `${rankOne.after.user.name} (${formatNumber(rankOne.after.score)})` : 'nobody'}</span>
              </>
            ) : (
              <span>{rankOne.after ? `${rankOne.after.user.name} stays first (${formatNumber(rankOne.after.score)})` : 'nobody'}</span>
            )}
          </p>
          {newWinner ? (
            <p className="mt-1">
              A winner was announced when the quiz closed: <strong className="font-semibold">{newWinner.name}</strong> wins the prize series too, and every
              winner announced keeps their prize.
            </p>
          ) : null}
        </div>
      ) : null}
      {summary.changes.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">No score changes: the attempts are regraded, and nobody is told.</p>
      ) : (
        <DataTable
          caption="Attempts whose score changes"
          columns={changeColumns}
          data={summary.changes}
          getRowId={(change) => change.attemptId}
          density="compact"
          // a name and two numbers fit a phone as they are
          stackOnPhone={false}
          footer={
            summary.changed > summary.changes.length ? (
              <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
                The {formatNumber(summary.changes.length)} largest changes of {formatNumber(summary.changed)}.
              </p>
            ) : null
          }
        />
      )}
    </section>
  );
}
