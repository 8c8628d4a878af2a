import type { ReactNode } from 'react';
import { LocalizedLink as Link } from '../i18n/locale-path.tsx';
import { ArrowLeft, Hourglass } from 'lucide-react';
import { usePageMeta } from '../lib/page-meta.ts';
import { buttonClasses } from './button.tsx';

type ComingSoonLink = { to: string; label: string };

const defaultLinks: ComingSoonLink[] = [
  { to: '/weeklyquiz', label: 'Weekly Quiz' },
  { to: '/testseries', label: 'Test Series' },
];

/** A page whose feature is still being built: says what it will do and where to go meanwhile. */
export function ComingSoon({
  name,
  description,
  links = defaultLinks,
  children,
}: {
  name: string;
  description: string;
  links?: ComingSoonLink[];
  children?: ReactNode;
}) {
  usePageMeta({ title: name, description });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24" aria-labelledby="coming-soon-title">
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-100 text-brand-700 ring-8 ring-brand-50">
        <Hourglass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-800 uppercase">
        In the works
      </p>
      <h1 id="coming-soon-title" className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        {name}: coming soon
      </h1>
      <p className="mt-4 text-base text-slate-600 sm:text-lg">{description}</p>
      {children}
      <div className="mt-8 flex w-full flex-col-reverse items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
        <Link to="/" className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to home
        </Link>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses('primary')}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
