import { Link } from 'react-router';
import { ArrowRight, House } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'There is no page at this address on Prepverse.', index: false });
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand-400 to-navy-800 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-base text-slate-600 sm:text-lg">There is no page at this address: it may have moved, or the link may have a typo in it.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          <House aria-hidden="true" className="size-4" />
          Go to home
        </Link>
        <Link to="/testseries" className={buttonClasses('secondary', 'lg')}>
          Explore Test Series
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
