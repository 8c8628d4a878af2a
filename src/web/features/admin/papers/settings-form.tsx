// What a test's and a weekly quiz's settings forms share: the values with errors by field, the save
// and its outcome, the notes on what is locked, and the row with the save button.
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';

type Outcome = { ok: boolean; message: string };

/**
 * The form's values, each field's error (cleared when the field changes) and the last save's outcome.
 * `save` runs a call: the saved values it answers replace the form's (none: the page moves on), a
 * refusal shows the server's message.
 */
export function useSettingsForm<V extends object>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    setOutcome(null);
  }

  async function save(run: () => Promise<V | undefined>, messages: { saved: string; failed: string }) {
    try {
      const saved = await run();
      if (saved === undefined) return;
      setValues(saved);
      setOutcome({ ok: true, message: messages.saved });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : messages.failed });
    }
  }

  return { values, errors, setErrors, outcome, set, save };
}

/** Why nothing can change (the role), or why the timing and marking (`fixed`) cannot. */
export function SettingsLockNotes({ settingsLock, examLock, fixed }: { settingsLock: string | null; examLock: string | null; fixed: string }) {
  if (settingsLock) return <p className="mt-1 text-sm text-amber-800">{settingsLock}</p>;
  if (examLock) {
    return (
      <p className="mt-1 text-sm text-amber-800">
        The {fixed} are fixed. {examLock}
      </p>
    );
  }
  return null;
}

/** The save button, with the last save's outcome beside it. */
export function SettingsSaveRow({ outcome, saving, changed, label }: { outcome: Outcome | null; saving: boolean; changed: boolean; label: string }) {
  return (
    <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'text-sm text-emerald-700' : 'text-sm font-medium text-red-700'}>
          {outcome.message}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={saving || !changed}>
        {saving ? <Spinner className="size-4" /> : null}
        {label}
      </Button>
    </div>
  );
}
