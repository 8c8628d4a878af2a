import clsx from 'clsx';

/** A turning ring; with reduced motion it stands still (styles.css), so a label or text beside it says what is happening. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={clsx('inline-block size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
