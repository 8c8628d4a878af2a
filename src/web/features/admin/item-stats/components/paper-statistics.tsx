// A test's or quiz's statistics: each question's attempts, facility and discrimination in this paper,
// with its flags and the way to its regrade. Stored figures, refreshed by the statistics job.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import type { PaperKind } from '../../../../../shared/api/admin-regrade.ts';
import { excerptOf } from '../../../../../shared/markdown/excerpt.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { paperStatisticsQuery } from '../api.ts';
import { DiscriminationValue, facilityText, FlagList } from './stat-parts.tsx';

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
          <table className="w-full text-sm">
            <thead className="text-left text-xs font-semibold text-slate-500 max-md:sr-only">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  #
                </th>
                <th scope="col" className="py-2 pr-3">
                  Question
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Attempts
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Facility
                </th>
                <th scope="col" className="py-2 text-right">
                  Discrimination
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.questionId} className="align-top max-md:grid max-md:grid-cols-[2rem_1fr] max-md:gap-x-2 max-md:py-3">
                  <td className="py-2.5 pr-3 font-semibold text-slate-500 tabular-nums max-md:row-span-3 max-md:py-0">{row.position + 1}</td>
                  <td className="py-2.5 pr-3 max-md:py-0">
                    <Link to={adminPaths.question(row.questionId)} className="text-slate-800 underline-offset-2 hover:text-brand-800 hover:underline">
                      {excerptOf(row.text, 110)}
                    </Link>
                    <span className="ml-1.5 rounded bg-slate-100 px-1 py-0.5 text-xs font-semibold text-slate-600">{row.type}</span>
                    {row.flags.length > 0 ? (
                      <div className="mt-1.5">
                        <FlagList flags={row.flags} regrade={{ kind, paperId: id, questionId: row.questionId }} />
                      </div>
                    ) : null}
                  </td>
                  <td className="py-2.5 pr-3 text-right tabular-nums max-md:py-0.5 max-md:text-left">
                    <span className="md:hidden">Attempts </span>
                    {row.figures?.attempts ?? 0}
                  </td>
                  <td className="py-2.5 pr-3 text-right tabular-nums max-md:py-0 max-md:text-left">
                    <span className="md:hidden">Facility </span>
                    {facilityText(row.figures?.facility ?? null)}
                    <span className="md:hidden">
                      {' · Discrimination '}
                      {row.figures ? <DiscriminationValue figures={row.figures} /> : '—'}
                    </span>
                  </td>
                  <td className="py-2.5 text-right tabular-nums max-md:hidden">{row.figures ? <DiscriminationValue figures={row.figures} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
