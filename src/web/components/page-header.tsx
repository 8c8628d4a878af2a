import type { ReactNode } from 'react';
import clsx from 'clsx';

/** The band at the top of an inner page: an eyebrow, the page's one h1 and a short lead. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  width = 'max-w-3xl',
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** the max-width class of the content below, so the heading lines up with it */
  width?: string;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
      <div className={clsx('mx-auto px-4 py-10 sm:px-6 sm:py-14', width)}>
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
