import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../../../../components/button.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';

interface CommentFormProps {
  label: string;
  hint?: ReactNode;
  submitLabel: string;
  /** checks the words as the server will (trimmed, long enough), and says what is wrong */
  schema: z.ZodType<string>;
  busy: boolean;
  /** focus the field when the form opens (not for the reply box, which is always there) */
  autoFocus?: boolean;
  onSubmit: (words: string) => Promise<boolean>;
  onCancel?: () => void;
  tone?: 'plain' | 'orange' | 'amber';
}

const tones = { plain: '', orange: 'rounded-xl bg-orange-50/70 p-4 ring-1 ring-orange-200', amber: 'rounded-xl bg-amber-50/70 p-4 ring-1 ring-amber-200' };

/** A few words for the thread: a note with a submission, what to change, a reply. Escape cancels. */
export function CommentForm({ label, hint, submitLabel, schema, busy, autoFocus = false, onSubmit, onCancel, tone = 'plain' }: CommentFormProps) {
  const id = useId();
  const [words, setWords] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(words);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the text.');
      field.current?.focus();
      return;
    }
    if (await onSubmit(checked.data)) setWords('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onCancel) return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} className={`flex flex-col gap-3 ${tones[tone]}`}>
      <Field id={id} label={label} hint={hint} error={error}>
        <textarea
          ref={field}
          id={id}
          rows={3}
          value={words}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint || error ? fieldDescription(id, error) : undefined}
          onChange={(event) => {
            setWords(event.target.value);
            setError(null);
          }}
          className={inputClasses(Boolean(error), 'resize-y')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
