import { CircleCheck, Save } from 'lucide-react';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';

interface QuestionSaveBarProps {
  saving: boolean;
  saveLabel: string;
  /** fields the last check refused */
  errorCount: number;
  dirty: boolean;
  /** the last save's outcome */
  notice: string | null;
  error: string | null;
  /** a saved question: 'All changes saved' once nothing is pending */
  saved: boolean;
  onCancel: () => void;
}

/** The bar kept at the bottom of the question's form: Save, Cancel, and where the draft stands. */
export function QuestionSaveBar({ saving, saveLabel, errorCount, dirty, notice, error, saved, onCancel }: QuestionSaveBarProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center gap-3 rounded-t-xl border-t border-slate-200 bg-slate-50/95 px-1 py-3 backdrop-blur">
      <Button type="submit" disabled={saving}>
        {saving ? <Spinner className="size-4 border-white/40 border-t-white" /> : <Save aria-hidden="true" className="size-4" />}
        {saveLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <p role="status" aria-live="polite" className="min-w-0 flex-1 text-sm">
        {errorCount > 0 ? (
          <span className="font-medium text-red-700">{errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your attention.</span>
        ) : error ? null : dirty ? (
          <span className="text-slate-500">Unsaved changes</span>
        ) : notice ? (
          <span className="inline-flex items-center gap-1.5 text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-4" />
            {notice}
          </span>
        ) : saved ? (
          <span className="text-slate-500">All changes saved</span>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}
