import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { BulkAction, BulkActionName, BulkOutcome, BulkSelection } from '../../../../../../shared/api/admin-bulk.ts';
import { Button } from '../../../../../components/button.tsx';
import { Spinner } from '../../../../../components/spinner.tsx';
import { adminPaths } from '../../../../../lib/paths.ts';
import { useReturnFocus } from '../../../../../lib/dialog-focus.ts';
import { dangerButtonClasses } from '../../../ui/confirm-dialog.tsx';
import { Field, inputClasses } from '../../../ui/fields.tsx';
import { applyBulk, bulkTargetsQuery, previewBulk } from '../api.ts';

/** Each action's name on its button and in its dialog, and the verb of its summary. */
export const bulkActionLabels: Record<BulkActionName, { button: string; title: string; apply: string; done: string }> = {
  move: { button: 'Move to…', title: 'Move to a node of the tree', apply: 'Move', done: 'Moved' },
  tag: { button: 'Tag…', title: 'Add a tag', apply: 'Tag', done: 'Tagged' },
  untag: { button: 'Untag…', title: 'Remove a tag', apply: 'Untag', done: 'Untagged' },
  submit: { button: 'Submit for review', title: 'Submit for review', apply: 'Submit', done: 'Submitted' },
  'add-to-paper': { button: 'Add to paper…', title: 'Add to a test or quiz', apply: 'Add', done: 'Added' },
  delete: { button: 'Delete drafts', title: 'Delete drafts', apply: 'Delete', done: 'Deleted' },
};

const questionsWord = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'question' : 'questions'}`;

/** The action's setting (a node, a tag, a paper) chosen in the dialog; submit and delete need none. */
function ActionSettings({ action, value, onChange }: { action: BulkActionName; value: string; onChange: (value: string) => void }) {
  const targets = useQuery({ ...bulkTargetsQuery, enabled: action === 'move' || action === 'add-to-paper' });
  if (action === 'tag' || action === 'untag') {
    return (
      <Field id="bulk-tag" label="Tag" hint="Up to 50 characters, such as “previous-year” or “needs-figure”.">
        <input id="bulk-tag" className={inputClasses()} value={value} maxLength={50} onChange={(event) => onChange(event.target.value)} autoFocus />
      </Field>
    );
  }
  if (action !== 'move' && action !== 'add-to-paper') return null;
  if (!targets.data) return targets.isError ? <p className="text-sm text-red-700">{targets.error.message}</p> : <Spinner className="size-5" />;
  const options =
    action === 'move'
      ? targets.data.nodes.map((node) => ({ value: node.id, label: `${node.exam}: ${node.path}` }))
      : targets.data.papers.map((paper) => ({ value: `${paper.kind}:${paper.id}`, label: `${paper.kind === 'test' ? 'Test' : 'Quiz'}: ${paper.title}` }));
  if (options.length === 0) {
    return <p className="text-sm text-slate-600">{action === 'move' ? 'The tree has no nodes yet.' : 'There is no test or quiz that is not published.'}</p>;
  }
  return (
    <Field
      id="bulk-target"
      label={action === 'move' ? 'Node' : 'Test or quiz'}
      hint={action === 'add-to-paper' ? 'A published paper takes no question: unpublish it first.' : undefined}
    >
      <select id="bulk-target" className={inputClasses()} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function changeOf(action: BulkActionName, value: string): BulkAction | null {
  if (action === 'submit' || action === 'delete') return { action };
  if (value.trim() === '') return null;
  if (action === 'tag' || action === 'untag') return { action, tag: value.trim() };
  if (action === 'move') return { action, topicId: value };
  const [kind, id] = value.split(':') as ['test' | 'quiz', string];
  return { action, paper: { kind, id } };
}

/** What the preview found: how many change, and each reason the others stay, with examples. */
function PreviewSummary({ action, outcome }: { action: BulkActionName; outcome: BulkOutcome }) {
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <p className="text-sm text-slate-800">
        <strong className="font-semibold">{questionsWord(outcome.changing)}</strong> of the {questionsWord(outcome.selected)} selected will be{' '}
        {bulkActionLabels[action].done.toLowerCase()}.
      </p>
      {outcome.leftOut.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {outcome.leftOut.map((group) => (
            <li key={group.reason} className="rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
              <p className="font-medium text-amber-900">
                {questionsWord(group.count)} left as {group.count === 1 ? 'it is' : 'they are'}: {group.message}
              </p>
              <ul className="mt-1 list-disc pl-5 text-amber-900/90">
                {group.examples.map((example) => (
                  <li key={example.id}>
                    <Link to={adminPaths.question(example.id)} className="underline underline-offset-2 hover:text-amber-950">
                      {example.excerpt}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface BulkDialogProps {
  action: BulkActionName;
  selection: BulkSelection;
  count: number;
  onClose: () => void;
  onDone: (outcome: BulkOutcome) => void;
}

/** Choose the action's setting, preview what it will do, then apply it. */
export function BulkDialog({ action, selection, count, onClose, onDone }: BulkDialogProps) {
  const returnFocus = useReturnFocus();
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = changeOf(action, value);
  const labels = bulkActionLabels[action];

  const run = async (apply: boolean) => {
    if (!change) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await (apply ? applyBulk : previewBulk)({ selection, change });
      if (apply) onDone(answer);
      else setOutcome(answer);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  // submit and delete need no setting: their preview is the first thing shown
  useEffect(() => {
    if (action === 'submit' || action === 'delete') void run(false);
    // once, on opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const destructive = action === 'delete';
  const canApply = outcome !== null && outcome.changing > 0;
  return (
    <Dialog.Root open onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-dialog-in"
        >
          <Dialog.Title className="text-lg font-semibold text-navy-900">{labels.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {questionsWord(count)} selected. Nothing changes until you apply the preview.
          </Dialog.Description>
          <div className="mt-4 flex flex-col gap-4">
            <ActionSettings
              action={action}
              value={value}
              onChange={(next) => {
                setValue(next);
                setOutcome(null);
              }}
            />
            {outcome ? <PreviewSummary action={action} outcome={outcome} /> : null}
            {error ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
                {error}
              </p>
            ) : null}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {outcome === null ? (
              <Button onClick={() => void run(false)} disabled={busy || !change}>
                {busy ? <Spinner className="size-4" /> : null}
                Preview
              </Button>
            ) : destructive ? (
              <button type="button" onClick={() => void run(true)} disabled={busy || !canApply} className={dangerButtonClasses('solid')}>
                {busy ? <Spinner className="size-4" /> : null}
                {labels.apply} {questionsWord(outcome.changing)}
              </button>
            ) : (
              <Button onClick={() => void run(true)} disabled={busy || !canApply}>
                {busy ? <Spinner className="size-4" /> : null}
                {labels.apply} {questionsWord(outcome.changing)}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
