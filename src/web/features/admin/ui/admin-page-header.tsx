import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';

interface AdminPageHeaderProps {
  title: ReactNode;
  /** a line under the title */
  lead?: ReactNode;
  /** where 'back' goes, with its words */
  back?: { to: string; label: string };
  /** buttons on the right (they wrap under the title on a narrow screen) */
  actions?: ReactNode;
}

/** The top of every admin page: back link, the page's h1 and its actions. */
export function AdminPageHeader({ title, lead, back, actions }: AdminPageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back ? (
          <Link to={back.to} className="mb-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800">
            <ChevronLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-navy-900">{title}</h1>
        {lead ? <div className="mt-1 text-sm text-slate-600">{lead}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:justify-end">{actions}</div> : null}
    </header>
  );
}
