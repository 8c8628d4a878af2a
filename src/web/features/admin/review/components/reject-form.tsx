import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { commonRejectReasons, rejectInput } from '../../../../../shared/api/review.ts';
import { Button } from '../../../../components/button.tsx';
import { dangerButtonClasses } from '../../ui/confirm-dialog.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';

interface RejectFormProps {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Why the draft is rejected: a quick pick or the reviewer's own words. Enter confirms, Escape cancels. */
export function RejectForm({ busy, onConfirm, onCancel }: RejectFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = rejectInput.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Say why.');
      field.current?.focus();
      return;
    }
    onConfirm(checked.data.reason);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label="Reject this question"
      className="flex flex-col gap-3 rounded-xl bg-red-50/60 p-4 ring-1 ring-red-200"
    >
      <Field id="reject-reason" label="Why is it rejected?" hint="Kept in the audit log. Enter rejects, Escape cancels." error={error}>
        <input
          ref={field}
          id="reject-reason"
          type="text"
          value={reason}
          maxLength={500}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription('reject-reason', error)}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          className={inputClasses(Boolean(error))}
        />
      </Field>
      <div role="group" aria-label="Common reasons" className="flex flex-wrap gap-1.5">
        {commonRejectReasons.map((common) => (
          <button
            key={common}
            type="button"
            aria-pressed={reason === common}
            onClick={() => {
              setReason(common);
              setError(null);
              field.current?.focus();
            }}
            className="h-8 rounded-full bg-white px-3 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 aria-pressed:bg-red-700 aria-pressed:text-white aria-pressed:ring-red-700"
          >
            {common}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={dangerButtonClasses('solid')}>
          Reject question
        </button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
