// The notices over a question (the editor's, and a draft's in the review queue), and the one both
// show: where an imported question came from and why it needs a reviewer's look.
import type { ReactNode } from 'react';
import { Flag } from 'lucide-react';
import type { QuestionOrigin } from '../../../../shared/api/admin-questions.ts';

/** A boxed notice over a question: its tone and icon, a title, and what it says. */
export function Notice({ tone, icon, title, children }: { tone: 'amber' | 'slate' | 'orange'; icon: ReactNode; title: string; children: ReactNode }) {
  const tones = {
    amber: 'bg-amber-50 text-amber-950 ring-amber-200',
    slate: 'bg-slate-100 text-slate-800 ring-slate-200',
    orange: 'bg-orange-50 text-orange-950 ring-orange-200',
  };
  return (
    <section aria-label={title} className={`flex gap-3 rounded-xl p-4 text-sm ring-1 ${tones[tone]}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1 flex flex-col gap-2 leading-relaxed">{children}</div>
      </div>
    </section>
  );
}

const formats: Record<QuestionOrigin['format'], string> = { aiken: 'Aiken', gift: 'GIFT', csv: 'CSV', xml: 'Moodle XML' };

/** Imported questions say where they came from; a converted one keeps its original form for the reviewer. */
export function ReviewNotice({ needsReview, origin }: { needsReview: boolean; origin: QuestionOrigin | null }) {
  if (!needsReview && !origin) return null;
  const source = origin ? `Imported from a ${formats[origin.format]} file, line ${origin.line}${origin.name ? ` (‘${origin.name}’)` : ''}.` : null;
  return (
    <Notice
      tone={needsReview ? 'orange' : 'slate'}
      icon={<Flag aria-hidden="true" className={needsReview ? 'size-5 text-orange-600' : 'size-5 text-slate-500'} />}
      title={needsReview ? 'Needs review' : 'Imported question'}
    >
      {source ? <p>{source}</p> : null}
      {origin?.conversion ? (
        <>
          <p>
            It was a <strong className="font-semibold">{origin.conversion.from}</strong> question and was converted to an MCQ. Check that the options are fair
            and the key is right before publishing it.
          </p>
          <details className="rounded-lg bg-white/70 ring-1 ring-black/5">
            <summary className="cursor-pointer px-3 py-2 font-medium">The original question, as imported</summary>
            <pre className="max-h-72 overflow-auto border-t border-black/5 px-3 py-2 font-mono text-xs whitespace-pre-wrap">{origin.conversion.original}</pre>
          </details>
        </>
      ) : needsReview ? (
        <p>Check the wording, the options and the key before publishing it.</p>
      ) : null}
    </Notice>
  );
}
