// What a test's and a weekly quiz's settings forms share: the values with errors by field, the save
// and its outcome, and the form's frame: its heading, the notes on what is locked, its fieldsets,
// 'Offered in Hindi' and the row with the save button.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { HindiOfferField } from './hindi-offer-field.tsx';

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
function SettingsLockNotes({ settingsLock, examLock, fixed }: { settingsLock: string | null; examLock: string | null; fixed: string }) {
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
function SettingsSaveRow({ outcome, saving, changed, label }: { outcome: Outcome | null; saving: boolean; changed: boolean; label: string }) {
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

interface SettingsFormFrameProps {
  kind: 'test' | 'quiz';
  /** the heading: 'Settings', or what a new paper is */
  title: string;
  /** why nothing here can change (the role); null when it can */
  settingsLock: string | null;
  /** why the time limit and marking cannot change (started, published); null when they can */
  examLock: string | null;
  onSubmit: (event: FormEvent) => void;
  hindi: { checked: boolean; onChange: (checked: boolean) => void };
  save: { outcome: Outcome | null; saving: boolean; changed: boolean; label: string };
  /** the kind's own fields */
  children: ReactNode;
}

/** A paper's settings form around its kind's fields; read-only (no save button) for a role that cannot change it. */
export function SettingsFormFrame({ kind, title, settingsLock, examLock, onSubmit, hindi, save, children }: SettingsFormFrameProps) {
  const readOnly = settingsLock !== null;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${kind}-settings-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${kind}-settings-title`} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      <SettingsLockNotes settingsLock={settingsLock} examLock={examLock} fixed="time limit and marking" />
      {children}
      <HindiOfferField id={`${kind}-hindi`} kind={kind} checked={hindi.checked} disabled={readOnly} onChange={hindi.onChange} />
      {!readOnly ? <SettingsSaveRow {...save} /> : null}
    </form>
  );
}

/** One group of the form's fields under its legend. */
export function SettingsFieldset({ legend, disabled, hidden, children }: { legend: string; disabled?: boolean; hidden?: boolean; children: ReactNode }) {
  return (
    <fieldset className="mt-5 rounded-xl border border-slate-200 px-4 pt-2 pb-4" disabled={disabled} hidden={hidden}>
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
    </fieldset>
  );
}
