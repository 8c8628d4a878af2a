import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';

interface SaveBarProps {
  /** what Save would send ('2 added, order changed'); null when the list is as saved */
  changes: string | null;
  error: string | null;
  saving: boolean;
  /** false while the list cannot change: only Discard is offered */
  mayChange: boolean;
  onDiscard: () => void;
  onSave: () => void;
}

/** Kept at the foot of the screen while the list has unsaved changes, or the last save failed. */
export function SaveBar({ changes, error, saving, mayChange, onDiscard, onSave }: SaveBarProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-5 mt-5 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="text-sm">
        {changes !== null ? (
          <p className="font-medium text-navy-900">
            Unsaved changes <span className="font-normal text-slate-600">({changes})</span>
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {changes !== null ? (
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" disabled={saving} onClick={onDiscard}>
            Discard
          </Button>
          {mayChange ? (
            <Button size="sm" disabled={saving} onClick={onSave}>
              {saving ? <Spinner className="size-4" /> : null}
              Save questions
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
