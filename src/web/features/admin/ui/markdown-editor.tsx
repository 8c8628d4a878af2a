import { useDeferredValue } from 'react';
import clsx from 'clsx';
import { Markdown } from '../../../components/markdown.tsx';
import { Field, fieldDescription, inputClasses } from './fields.tsx';

interface MarkdownEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  rows?: number;
  disabled?: boolean;
  placeholder?: string;
  /** what the preview says while the text is empty */
  emptyPreview?: string;
  /** classes for the preview box, so it can match where the text will be shown */
  previewClassName?: string;
  /**
   * 'beside' (the default): the preview beside the text on a wide screen, under it on a narrow one.
   * 'narrow-only': under the text on a narrow screen and none on a wide one, for a page that shows
   * its own preview beside the form there (the question editor).
   * 'under': under the text at every width (two versions side by side, English and Hindi).
   */
  preview?: 'beside' | 'narrow-only' | 'under';
  /** the text's language, when it is not English (the Hindi version's 'hi') */
  lang?: string;
  onFocus?: () => void;
}

/**
 * Markdown with $…$ and $$…$$ formulas, and beside it (under it on a narrow screen) the text
 * rendered by the same component the learner's pages use.
 */
export function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  rows = 6,
  disabled,
  placeholder,
  emptyPreview = 'Nothing to preview yet.',
  previewClassName,
  preview: placement = 'beside',
  lang,
  onFocus,
}: MarkdownEditorProps) {
  // typing stays smooth on a long text: the preview renders the latest value when it can
  const preview = useDeferredValue(value);
  return (
    <Field id={id} label={label} hint={hint ?? 'Markdown; formulas in LaTeX between $…$ or $$…$$.'} error={error ?? null}>
      <div className={clsx('grid gap-3', placement === 'beside' && 'xl:grid-cols-2')}>
        <textarea
          id={id}
          rows={rows}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          lang={lang}
          spellCheck
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, error)}
          className={inputClasses(Boolean(error), 'min-h-24 resize-y font-mono text-[13px] leading-relaxed')}
        />
        <div
          aria-label={`${label}: preview`}
          role="region"
          lang={lang}
          className={clsx(
            'min-h-24 overflow-x-auto rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3',
            placement === 'narrow-only' && 'xl:hidden',
            previewClassName,
          )}
        >
          {preview.trim() ? <Markdown className="text-slate-800">{preview}</Markdown> : <p className="text-sm text-slate-400">{emptyPreview}</p>}
        </div>
      </div>
    </Field>
  );
}
