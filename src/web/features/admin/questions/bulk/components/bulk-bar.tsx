import { useState } from 'react';
import { CheckSquare, X } from 'lucide-react';
import { can } from '../../../../../../shared/admin-permissions.ts';
import type { BulkActionName, BulkOutcome } from '../../../../../../shared/api/admin-bulk.ts';
import { BULK_MAX } from '../../../../../../shared/api/admin-bulk.ts';
import type { Role } from '../../../../../../shared/roles.ts';
import { Button } from '../../../../../components/button.tsx';
import { WriteHindiButton } from './write-hindi-button.tsx';
import { dangerButtonClasses } from '../../../ui/confirm-dialog.tsx';
import type { SelectionInfo } from '../../../ui/data-table/data-table.tsx';
import type { BankSelection } from '../use-bank-selection.ts';
import { BulkDialog, bulkActionLabels } from './bulk-dialog.tsx';

const count = (n: number) => n.toLocaleString('en-IN');

/** The actions a role is offered: deleting drafts is a master's; the rest are any author's, for their own drafts. */
function actionsFor(role: Role): BulkActionName[] {
  const actions: BulkActionName[] = ['move', 'tag', 'untag', 'submit', 'add-to-paper'];
  return can(role, 'content.delete') ? [...actions, 'delete'] : actions;
}

interface BulkBarProps {
  info: SelectionInfo;
  selection: BankSelection;
  /** how many questions the filter matches */
  total: number;
  role: Role;
  onDone: (action: BulkActionName, outcome: BulkOutcome) => void;
}

/** Above the bank's table while anything is ticked: how many, "select all that match", and the actions. */
export function BulkBar({ info, selection, total, role, onDone }: BulkBarProps) {
  const [open, setOpen] = useState<BulkActionName | null>(null);
  if (selection.count === 0) return null;
  const offerAll = info.pageAllSelected && !selection.allMatching && total > info.pageRowCount;
  const tooMany = selection.count > BULK_MAX;
  return (
    <div role="region" aria-label="Selected questions" className="mb-3 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-200 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-navy-900">
        <CheckSquare aria-hidden="true" className="size-4 text-brand-700" />
        <p className="font-semibold" aria-live="polite">
          {selection.allMatching ? `All ${count(total)} questions that match this filter are selected` : `${count(selection.count)} selected`}
        </p>
        {offerAll ? (
          <button
            type="button"
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            onClick={selection.selectAllMatching}
          >
            Select all {count(total)} that match this filter
          </button>
        ) : null}
        <button type="button" className="ml-auto inline-flex items-center gap-1 text-slate-700 hover:text-slate-900" onClick={selection.clear}>
          <X aria-hidden="true" className="size-4" />
          Clear selection
        </button>
      </div>
      {tooMany ? (
        <p className="mt-2 text-sm text-amber-900">
          A bulk action takes at most {count(BULK_MAX)} questions at once: narrow the filter, or work through it in parts.
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {actionsFor(role).map((action) =>
            action === 'delete' ? (
              <button key={action} type="button" className={dangerButtonClasses('outline', 'sm')} onClick={() => setOpen(action)}>
                {bulkActionLabels[action].button}
              </button>
            ) : (
              <Button key={action} variant="secondary" size="sm" onClick={() => setOpen(action)}>
                {bulkActionLabels[action].button}
              </Button>
            ),
          )}
          {can(role, 'questions.generate') ? <WriteHindiButton ids={selection.allMatching ? null : [...selection.ticked]} selected={selection.count} /> : null}
        </div>
      )}
      {open && selection.selection ? (
        <BulkDialog
          action={open}
          selection={selection.selection}
          count={selection.count}
          onClose={() => setOpen(null)}
          onDone={(outcome) => {
            setOpen(null);
            onDone(open, outcome);
          }}
        />
      ) : null}
    </div>
  );
}

/** The line the page shows once an action is applied. */
export function bulkDoneLine(action: BulkActionName, outcome: BulkOutcome): string {
  const changed = `${count(outcome.changing)} ${outcome.changing === 1 ? 'question' : 'questions'}`;
  const left = outcome.selected - outcome.changing;
  return `${bulkActionLabels[action].done} ${changed}.${left > 0 ? ` ${count(left)} left as ${left === 1 ? 'it was' : 'they were'}.` : ''}`;
}
