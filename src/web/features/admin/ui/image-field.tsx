import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { UPLOAD_ACCEPT, uploadImage } from './upload.ts';

interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  disabled?: boolean;
  /** a smaller box, for an option's image */
  compact?: boolean;
  /** a line under the control (types and size, where the image is shown) */
  hint?: string;
  /** the form's own message for this field (the upload's failures are shown without it) */
  error?: string | null;
}

/** 'Option A image' -> 'option A image': the words inside a sentence, capitals in names kept. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** An uploaded image: choose a file, see it, replace or remove it. */
export function ImageField({ label, value, onChange, disabled = false, compact = false, hint, error = null }: ImageFieldProps) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      onChange(uploaded.path);
    } catch (problem) {
      setUploadError(problem instanceof Error ? problem.message : 'The upload failed.');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={`${label} (uploaded)`}
            className={compact ? 'max-h-16 max-w-32 rounded ring-1 ring-slate-200' : 'max-h-40 max-w-full rounded-lg ring-1 ring-slate-200'}
          />
        ) : null}
        {/* the input sits inside its label, so the label shows the input's focus and disabled state */}
        <label
          aria-busy={uploading}
          className={clsx(
            'inline-flex cursor-pointer items-center gap-1.5 rounded-lg bg-white font-semibold text-navy-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50',
            'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:disabled]:hover:bg-white',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            compact ? 'h-8 px-2.5 text-xs' : 'h-9 px-3 text-sm',
          )}
        >
          <input
            ref={input}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="sr-only"
            disabled={disabled || uploading}
            aria-describedby={hint || shownError ? hintId : undefined}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {uploading ? <Spinner className="size-4" /> : <ImagePlus aria-hidden="true" className="size-4" />}
          {uploading ? 'Uploading…' : value ? `Replace ${inSentence(label)}` : `Add ${inSentence(label)}`}
        </label>
        {value ? (
          <Button variant="ghost" size="sm" disabled={disabled || uploading} onClick={() => onChange(null)} aria-label={`Remove ${inSentence(label)}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            {compact ? null : 'Remove'}
          </Button>
        ) : null}
      </div>
      {hint || shownError ? (
        <div id={hintId} className="flex flex-col gap-1">
          {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
          {shownError ? (
            <p role="alert" className="text-xs font-medium text-red-700">
              {shownError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
