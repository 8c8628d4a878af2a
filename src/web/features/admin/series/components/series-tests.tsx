import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../../../components/button.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { formatCount } from '../../ui/format.ts';
import { StatusPill } from '../../ui/status-pill.tsx';
import type { SeriesTestRow } from '../api.ts';
import { AddTestPanel } from './add-test-panel.tsx';
import { DifficultyBadge } from '../../ui/difficulty-badge.tsx';

const order = { easy: 0, medium: 1, hard: 2 } as const;

/** Easy, then medium, then hard, as the learner's detail page groups them; the server's order within each. */
export const byDifficulty = (tests: readonly SeriesTestRow[]) =>
  tests
    .map((test, index) => ({ test, index }))
    .sort((a, b) => order[a.test.difficulty] - order[b.test.difficulty] || a.index - b.index)
    .map(({ test }) => test);

export function minutesLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${minutes} min`;
}

const testColumns = (seriesId: string): DataColumn<SeriesTestRow>[] => [
  { id: 'level', header: 'Level', cell: ({ row }) => <DifficultyBadge difficulty={row.original.difficulty} />, meta: { phone: 'inline' } },
  {
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <Link to={adminPaths.test(seriesId, row.original.id)} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
        {row.original.title}
      </Link>
    ),
    meta: { phone: 'title' },
  },
  {
    id: 'duration',
    header: 'Duration',
    cell: ({ row }) => minutesLabel(row.original.timeLimitSeconds),
    meta: { align: 'right', className: 'text-slate-700 tabular-nums' },
  },
  {
    id: 'questions',
    header: 'Questions',
    cell: ({ row }) => (
      <span className={row.original.questionCount === 0 ? 'text-amber-700' : 'text-slate-700'}>{formatCount(row.original.questionCount)}</span>
    ),
    meta: { align: 'right', className: 'tabular-nums' },
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusPill status={row.original.status} /> },
];

interface SeriesTestsProps {
  seriesId: string;
  tests: readonly SeriesTestRow[];
  canAdd: boolean;
}

/** The series' tests, each opening its own page, and the way to add one from a preset. */
export function SeriesTests({ seriesId, tests, canAdd }: SeriesTestsProps) {
  const [adding, setAdding] = useState(false);
  const published = tests.filter((test) => test.status === 'published').length;
  return (
    <section aria-labelledby="series-tests-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="series-tests-title" className="text-lg font-semibold text-navy-900">
            Tests
          </h2>
          <p className="text-sm text-slate-600">
            {tests.length === 0
              ? 'None yet.'
              : `${tests.length} ${tests.length === 1 ? 'test' : 'tests'}, ${published} published. Learners see published tests only.`}
          </p>
        </div>
        {canAdd && !adding ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add test
          </Button>
        ) : null}
      </div>

      {adding ? (
        <div className="mt-4">
          <AddTestPanel seriesId={seriesId} onCancel={() => setAdding(false)} />
        </div>
      ) : null}

      {tests.length === 0 ? (
        adding ? null : (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            Add the easy, medium and hard tests learners will see grouped on the series page.
          </p>
        )
      ) : (
        <div className="mt-4">
          <DataTable
            caption="Tests of this series"
            columns={testColumns(seriesId)}
            data={byDifficulty(tests)}
            getRowId={(test) => test.id}
            frame="flush"
            density="compact"
          />
        </div>
      )}
    </section>
  );
}
