import type { RegradeRecord } from '../../../../../shared/api/admin-regrade.ts';
import { formatNumber } from '../../../../lib/result-format.ts';
import { formatWhen } from '../../ui/people-format.ts';
import { regradeLabel } from '../key-draft.ts';

function summaryLine(record: RegradeRecord): string | null {
  const summary = record.summary;
  if (!summary) return null;
  const parts = [
    `${formatNumber(summary.attempts)} ${summary.attempts === 1 ? 'attempt' : 'attempts'} regraded`,
    `${formatNumber(summary.changed)} ${summary.changed === 1 ? 'score' : 'scores'} changed`,
    `${formatNumber(summary.ranksMoved)} ${summary.ranksMoved === 1 ? 'rank' : 'ranks'} moved`,
  ];
  if (summary.newWinner) parts.push(`${summary.newWinner.name} became rank 1 and won the prize too`);
  return parts.join(' · ');
}

/** A paper's past regrades, newest first: who, when, what, why, and what it did. */
export function RegradeHistory({ regrades }: { regrades: RegradeRecord[] }) {
  if (regrades.length === 0) return <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">No regrades yet.</p>;
  return (
    <ol className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {regrades.map((record) => (
        <li key={record.id} className="px-4 py-3">
          <p className="font-semibold text-navy-900">
            {record.questionNumber === null ? 'A question no longer in the paper' : `Question ${record.questionNumber}`}:{' '}
            <span className="font-medium">{regradeLabel(record.action, record.key)}</span>
          </p>
          <p className="mt-0.5 text-sm break-words text-slate-700">“{record.reason}”</p>
          {summaryLine(record) ? <p className="mt-1 text-xs text-slate-600">{summaryLine(record)}</p> : null}
          <p className="mt-1 text-xs text-slate-500">
            {record.createdBy ? record.createdBy.name : 'A former admin'} · {formatWhen(record.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}
