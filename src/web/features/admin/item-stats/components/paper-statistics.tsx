// A test's or quiz's statistics: each question's attempts, facility and discrimination in this paper,
// with its flags and the way to its regrade. Stored figures, refreshed by the statistics job.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import type { PaperKind } from '../../../../../shared/api/admin-regrade.ts';
import { excerptOf } from '../../../../../shared/markdown/excerpt.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import type { PaperStatistics as PaperStatisticsAnswer } from '../../../../../shared/api/admin-statistics.ts';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { paperStatisticsQuery } from '../api.ts';
import { DiscriminationValue, facilityText, FlagList, VOIDED_NOTE, VoidedBadge } from './stat-parts.tsx';

type PaperRow = PaperStatisticsAnswer['questions'][number];

/** Each question's row; the figures sort, questions without any last. */
const paperColumns = (kind: PaperKind, id: string): DataColumn<PaperRow>[] => [
  {
    id: 'position',
    header: '#',
    accessorFn: (row) => row.position,
    enableSorting: true,
    cell: ({ row }) => row.original.position + 1,
    meta: { phone: 'inline', phoneLabel: 'Question', className: 'font-semibold text-slate-500 tabular-nums' },
  },
  {
    id: 'question',
    header: 'Question',
    cell: ({ row }) => (
      <>
        <Link to={adminPaths.question(row.original.questionId)} className="text-slate-800 underline-offset-2 hover:text-brand-800 hover:underline">
          {excerptOf(row.original.text, 110)}
        </Link>
        <span className="ml-1.5 rounded bg-slate-100 px-1 py-0.5 text-xs font-semibold text-slate-600">{row.original.type}</span>
        {row.original.voided ? (
          <p className="mt-1.5 text-xs text-slate-600">{VOIDED_NOTE}</p>
        ) : row.original.flags.length > 0 ? (
          <div className="mt-1.5">
            <FlagList flags={row.original.flags} regrade={{ kind, paperId: id, questionId: row.original.questionId }} />
          </div>
        ) : null}
      </>
    ),
    meta: { phone: 'title' },
  },
  {
    id: 'attempts',
    header: 'Attempts',
    accessorFn: (row) => row.figures?.attempts ?? 0,
    enableSorting: true,
    cell: ({ row }) => row.original.figures?.attempts ?? 0,
    meta: { align: 'right', phone: 'inline', className: 'tabular-nums' },
  },
  {
    id: 'facility',
    header: 'Facility',
    // a voided question's facility is the regrade's, not its own: it sorts with the questions without figures
    accessorFn: (row) => (row.voided ? undefined : (row.figures?.facility ?? undefined)),
    enableSorting: true,
    sortUndefined: 'last',
    cell: ({ row }) => (row.original.voided ? <VoidedBadge /> : facilityText(row.original.figures?.facility ?? null)),
    meta: { align: 'right', phone: 'inline', className: 'tabular-nums' },
  },
  {
    id: 'discrimination',
    header: 'Discrimination',
    accessorFn: (row) => (row.voided ? undefined : (row.figures?.discrimination ?? undefined)),
    enableSorting: true,
    sortUndefined: 'last',
    cell: ({ row }) => (row.original.voided ? <VoidedBadge /> : row.original.figures ? <DiscriminationValue figures={row.original.figures} /> : '—'),
    meta: { align: 'right', phone: 'inline', className: 'tabular-nums' },
  },
];

export function PaperStatistics({ kind, id }: { kind: PaperKind; id: string }) {
  const query = useQuery(paperStatisticsQuery(kind, id));
  const rows = query.data?.questions ?? [];
  const counted = rows.some((row) => row.figures !== null);
  return (
    <section aria-labelledby="paper-statistics-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="paper-statistics-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <BarChart3 aria-hidden="true" className="size-5 text-brand-700" />
        Statistics
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        How each question did in this {kind === 'test' ? 'test' : 'quiz'}’s submitted attempts. Facility is the share who got it right; discrimination is the
        top third’s share right minus the bottom third’s.
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <p className="text-sm text-slate-500">Loading the statistics…</p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {query.error.message}
          </p>
        ) : !counted ? (
          <p className="text-sm text-slate-600">No submitted attempts counted yet. The figures appear shortly after learners submit.</p>
        ) : (
          <DataTable
            caption={`Statistics of each question in this ${kind === 'test' ? 'test' : 'quiz'}`}
            columns={paperColumns(kind, id)}
            data={rows}
            getRowId={(row) => row.questionId}
            sort={{ mode: 'client' }}
            frame="flush"
            density="compact"
            verticalAlign="top"
          />
        )}
      </div>
    </section>
  );
}
