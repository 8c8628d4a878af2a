// Bulk work wired into the bank's list: the table's tick boxes and bar, and the line that says what
// the last action did. The list page passes `tableSelection` to its table and shows `notice`.
import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, X } from 'lucide-react';
import type { AdminQuestion, QuestionListQuery } from '../../../../../shared/api/admin-questions.ts';
import type { Role } from '../../../../../shared/roles.ts';
import { adminKeys } from '../../../../lib/query-keys.ts';
import type { RowSelection } from '../../ui/data-table/data-table.tsx';
import { BulkBar, bulkDoneLine } from './components/bulk-bar.tsx';
import { useBankSelection } from './use-bank-selection.ts';

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
};

export function useBankBulk(listQuery: QuestionListQuery, shown: AdminQuestion[], total: number, role: Role) {
  const filter = useMemo(() => {
    const { page: _page, pageSize: _pageSize, ...rest } = listQuery;
    return rest;
  }, [listQuery]);
  const selection = useBankSelection(filter, total);
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const ticked = useMemo(
    () => (selection.allMatching ? new Set([...selection.ticked, ...shown.map((question) => question.id)]) : selection.ticked),
    [selection.allMatching, selection.ticked, shown],
  );
  const tableSelection: RowSelection<AdminQuestion> = {
    selected: ticked,
    onChange: selection.setTicked,
    rowLabel: (question) => `Select: ${excerpt(question.text)}`,
    pageLabel: 'Select every question on this page',
    bar: (info) => (
      <BulkBar
        info={info}
        selection={selection}
        total={total}
        role={role}
        onDone={(action, outcome) => {
          setDone(bulkDoneLine(action, outcome));
          selection.clear();
          void queryClient.invalidateQueries({ queryKey: adminKeys.all });
        }}
      />
    ),
  };

  const notice: ReactNode = done ? (
    <div role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{done}</p>
      <button type="button" aria-label="Dismiss" className="text-emerald-800 hover:text-emerald-950" onClick={() => setDone(null)}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  ) : null;

  return { tableSelection, notice };
}
