import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

/** The look of the page's text boxes and selects. */
export function fieldClasses(invalid: boolean, className?: string) {
  return clsx(
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 sm:text-sm',
    'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500',
    invalid ? 'border-red-400' : 'border-slate-300',
    className,
  );
}

/** A button for what cannot be undone: red, solid for the final step, outlined before it. */
export function dangerButtonClasses(solid: boolean, className?: string) {
  return clsx(
    'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:pointer-events-none disabled:opacity-60',
    solid
      ? 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800'
      : 'bg-white text-red-700 shadow-sm ring-1 ring-red-300 hover:bg-red-50 hover:ring-red-400',
    className,
  );
}

/** One card of the page: a heading, a line on what it is for, and its content. */
export function Section({
  title,
  description,
  tone = 'plain',
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx('rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6', tone === 'danger' ? 'ring-red-200' : 'ring-slate-200')}
    >
      <h2 id={headingId} className={clsx('text-lg font-semibold', tone === 'danger' ? 'text-red-800' : 'text-navy-900')}>
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
