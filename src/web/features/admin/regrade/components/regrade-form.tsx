import { useId, useMemo, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { FlaskConical } from 'lucide-react';
import {
  REGRADE_REASON_MAX,
  regradeInput,
  type PaperKind,
  type RegradeInput,
  type RegradeQuestion,
  type RegradeRecord,
} from '../../../../../shared/api/admin-regrade.ts';
import { REGRADE_ACTIONS, VOID_ACTION_OF_RULE, type RegradeAction, type VoidAction } from '../../../../../shared/exam/regrade.ts';
import type { VoidRule } from '../../../../../shared/exam/profiles.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { formatNumber } from '../../../../lib/result-format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { useDryRun, useRegrade } from '../api.ts';
import { draftOfKey, keyOfDraft, type KeyDraft } from '../key-draft.ts';
import { KeyEditor } from './key-editor.tsx';
import { RegradePreview } from './regrade-preview.tsx';

const choices: Record<RegradeAction, { label: string; hint: string }> = {
  rekey: { label: 'Change the key', hint: 'Grade every attempt by a corrected key.' },
  'void-full': { label: 'Void: full marks to everyone', hint: 'Answered or not, every learner gets its marks.' },
  'void-attempted': { label: 'Void: full marks to those who attempted it', hint: 'Those who answered it get its marks; those who left it get nothing.' },
  'void-none': { label: 'Void: counts for nobody', hint: 'Taken out of every score and of the maximum.' },
};

/**
 * The actions in the order offered: the key first, then the void the paper's exam publishes for a
 * dropped question (GATE's full marks to everyone, NTA's to those who attempted it) before the other
 * one, and the void that counts for nobody last. Every one stays offered: the master decides.
 */
function offeredActions(examVoid: VoidAction): RegradeAction[] {
  const otherVoids = REGRADE_ACTIONS.filter((action) => action !== 'rekey' && action !== 'void-none' && action !== examVoid);
  return ['rekey', examVoid, ...otherVoids, 'void-none'];
}

interface RegradeFormProps {
  paper: { kind: PaperKind; id: string };
  question: RegradeQuestion;
  /** the paper's exam's rule for a dropped question: its void is offered first and marked */
  voidRule: VoidRule;
  onDone: (regrade: RegradeRecord) => void;
}

/** One question's regrade: what to do, why, a dry run of it, then the regrade once confirmed. */
export function RegradeForm({ paper, question, voidRule, onDone }: RegradeFormProps) {
  const id = useId();
  const examVoid = VOID_ACTION_OF_RULE[voidRule];
  const [action, setAction] = useState<RegradeAction | null>(null);
  const [key, setKey] = useState<KeyDraft>(() => draftOfKey(question.key));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ action?: string; key?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const dryRun = useDryRun();
  const regrade = useRegrade();

  // the regrade asked for; the dry run shown is of exactly this, or it is put away
  const input = useMemo((): RegradeInput | null => {
    if (!action) return null;
    const written = action === 'rekey' ? keyOfDraft(key, question.options.length) : null;
    if (written && 'error' in written) return null;
    const parsed = regradeInput.safeParse({ kind: paper.kind, paperId: paper.id, questionId: question.id, action, key: written?.key, reason });
    return parsed.success ? parsed.data : null;
  }, [action, key, reason, paper, question]);
  const preview = dryRun.data && dryRun.variables && input && JSON.stringify(dryRun.variables) === JSON.stringify(input) ? dryRun.data : null;

  const check = (): RegradeInput | null => {
    const found: typeof errors = {};
    if (!action) found.action = 'Choose what the regrade does.';
    if (action === 'rekey') {
      const written = keyOfDraft(key, question.options.length);
      if ('error' in written) found.key = written.error;
    }
    if (!reason.trim()) found.reason = 'Say why: the learners whose score changes are told.';
    setErrors(found);
    return Object.keys(found).length === 0 ? input : null;
  };

  const runDry = (event: FormEvent) => {
    event.preventDefault();
    regrade.reset();
    const checked = check();
    if (checked) dryRun.mutate(checked);
  };

  const confirm = () => {
    if (!preview || !input) return;
    regrade.mutate(input, {
      onSuccess: (record) => {
        setConfirming(false);
        onDone(record);
      },
      onError: () => setConfirming(false),
    });
  };

  return (
    <form onSubmit={runDry} noValidate className="flex flex-col gap-5">
      <fieldset aria-describedby={errors.action ? `${id}-action-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">What the regrade does</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {offeredActions(examVoid).map((choice) => (
            <label
              key={choice}
              className={clsx(
                'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2.5 text-sm ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                action === choice ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-slate-200 hover:ring-slate-300',
              )}
            >
              <input
                type="radio"
                name="regrade-action"
                value={choice}
                checked={action === choice}
                onChange={() => setAction(choice)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="font-semibold text-navy-900">{choices[choice].label}</span>
                {choice === examVoid ? (
                  <>
                    {' '}
                    <span className="font-medium text-brand-700">{"(this exam's rule)"}</span>
                  </>
                ) : null}
                <span className="block text-xs text-slate-600">{choices[choice].hint}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.action ? (
          <p id={`${id}-action-error`} role="alert" className="mt-2 text-xs font-medium text-red-700">
            {errors.action}
          </p>
        ) : null}
      </fieldset>

      {action === 'rekey' ? <KeyEditor question={question} draft={key} error={errors.key ?? null} onChange={setKey} /> : null}

      <Field id={`${id}-reason`} label="Reason" hint="Told to every learner whose score changes, and kept with the regrade." error={errors.reason}>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={3}
          maxLength={REGRADE_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          placeholder="e.g. The official answer key was revised after the challenge window."
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={fieldDescription(`${id}-reason`, errors.reason)}
          className={inputClasses(Boolean(errors.reason))}
        />
      </Field>

      {dryRun.isError || regrade.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {(regrade.error ?? dryRun.error)?.message}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={preview ? 'secondary' : 'primary'} disabled={dryRun.isPending}>
          {dryRun.isPending ? <Spinner className="size-4" /> : <FlaskConical aria-hidden="true" className="size-4" />}
          Dry run
        </Button>
        {preview ? (
          <Button onClick={() => setConfirming(true)} disabled={regrade.isPending}>
            Regrade {formatNumber(preview.attempts)} {preview.attempts === 1 ? 'attempt' : 'attempts'}
          </Button>
        ) : null}
      </div>

      {preview ? <RegradePreview summary={preview} /> : null}

      {preview ? (
        <ConfirmDialog
          open={confirming}
          title={`Regrade ${formatNumber(preview.attempts)} ${preview.attempts === 1 ? 'attempt' : 'attempts'}?`}
          confirmLabel="Regrade"
          busy={regrade.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <p>
            Question {question.number}: {choices[input!.action].label.toLowerCase()}. {formatNumber(preview.changed)}{' '}
            {preview.changed === 1 ? 'score changes' : 'scores change'}, and {preview.changed === 1 ? 'that learner is' : 'those learners are'} told why.
          </p>
          {preview.newWinner ? <p className="mt-2">{preview.newWinner.name} becomes rank 1 and wins the prize series too.</p> : null}
          <p className="mt-2">It is recorded with your name. A later regrade of the question can change it again.</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
