import type { ReactNode } from 'react';
import clsx from 'clsx';

/** The look of every text input, select and textarea in the admin area. */
export function inputClasses(invalid = false, className?: string) {
  return clsx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500',
    invalid ? 'border-red-400' : 'border-slate-300',
    className,
  );
}

interface FieldProps {
  /** the id of the control inside, so the label names it */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}

/** A label, the control, a hint and the field's error, which the control should point to with aria-describedby={fieldDescription(id)}. */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const fieldDescription = (id: string, error?: string | null) => (error ? `${id}-hint ${id}-error` : `${id}-hint`);
