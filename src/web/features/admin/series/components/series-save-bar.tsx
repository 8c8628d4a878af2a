import { Save } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';

interface SeriesSaveBarProps {
  /** a saved series (Save changes) or a new one (Create series) */
  exists: boolean;
  dirty: boolean;
  saving: boolean;
  error: Error | null;
  onDiscard: () => void;
}

/** Under the series form: the last refusal or 'Unsaved changes', Discard and Save; in sight while edits are pending. */
export function SeriesSaveBar({ exists, dirty, saving, error, onDiscard }: SeriesSaveBarProps) {
  return (
    <div
      className={clsx(
        'flex flex-wrap items-center justify-end gap-3 rounded-b-2xl border-t border-slate-200 px-5 py-3 sm:px-6',
        // pending edits keep Save in sight while the long form scrolls
        dirty ? 'sticky bottom-0 z-10 bg-white/95 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.12)] backdrop-blur' : 'bg-white',
      )}
    >
      {error ? (
        <p role="alert" className="mr-auto text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : dirty ? (
        <p className="mr-auto text-sm text-slate-600">Unsaved changes</p>
      ) : null}
      {dirty && exists ? (
        <Button variant="ghost" onClick={onDiscard} disabled={saving}>
          Discard changes
        </Button>
      ) : null}
      <Button type="submit" disabled={!dirty || saving}>
        {saving ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
        {exists ? 'Save changes' : 'Create series'}
      </Button>
    </div>
  );
}
