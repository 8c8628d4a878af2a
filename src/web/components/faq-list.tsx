import { ChevronDown } from 'lucide-react';

export interface FaqEntry {
  q: string;
  a: string;
}

interface FaqListProps {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

/** A titled list of questions that open in place (native <details>, so it works without script). */
export function FaqList({ id, title, entries }: FaqListProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <p className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">FAQ</p>
      <h2 id={id} className="mt-2 text-center text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        {title}
      </h2>
      <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {entries.map(({ q, a }) => (
          <details key={q} className="group px-5 sm:px-6 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-5 text-left font-semibold text-navy-900">
              {q}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-400 transition group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="-mt-1 pb-5 text-sm leading-relaxed text-slate-600">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
