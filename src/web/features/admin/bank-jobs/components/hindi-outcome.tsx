import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, Languages } from 'lucide-react';
import type { BankJob, HindiJobDetails } from '../../../../../shared/api/bank-jobs.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { formatCount } from '../../ui/format.ts';

const versions = (value: number) => `${formatCount(value)} Hindi ${value === 1 ? 'version' : 'versions'}`;

/** How a Hindi-versions job ended: the proposals waiting for review, and the questions the model failed on. */
export function HindiOutcome({ job }: { job: BankJob & { hindi: HindiJobDetails } }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // the outcome replaces the progress bar that was read out: move focus to it
    heading.current?.focus();
  }, []);
  const proposed = job.hindi.proposed ?? 0;
  const good = job.status === 'completed' && job.hindi.failedCount === 0;
  const title =
    job.status === 'completed'
      ? `The model wrote ${versions(proposed)} of ${formatCount(job.total)}`
      : `${job.status === 'cancelled' ? 'Cancelled' : 'The job stopped'}: ${versions(proposed)} written of ${formatCount(job.total)}`;
  return (
    <section
      aria-labelledby="hindi-outcome"
      className={`flex flex-col gap-4 rounded-2xl border p-5 ${good ? 'border-emerald-200 bg-emerald-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <div className="flex gap-3">
        {good ? (
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
        )}
        <div className="flex flex-col gap-1">
          <h2 id="hindi-outcome" ref={heading} tabIndex={-1} className="text-lg font-semibold text-navy-900 focus:outline-none">
            {title}
          </h2>
          {job.error ? <p className="text-sm font-medium text-red-800">{job.error}</p> : null}
          <p className="text-sm text-slate-700">
            {proposed > 0 ? 'They wait for a reviewer: no question has changed yet.' : 'Nothing waits for review from this job.'}
          </p>
        </div>
      </div>
      {job.hindi.failedCount > 0 ? (
        <div className="rounded-xl bg-white p-4 text-sm ring-1 ring-amber-200">
          <h3 className="font-semibold text-navy-900">
            No Hindi for {formatCount(job.hindi.failedCount)} {job.hindi.failedCount === 1 ? 'question' : 'questions'}
          </h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {job.hindi.failed.map((item) => (
              <li key={item.id}>
                <Link to={adminPaths.question(item.id)} className="font-medium text-brand-700 hover:text-brand-800">
                  Open the question
                </Link>{' '}
                <span className="text-slate-700">{item.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {proposed > 0 ? (
        <Link to={adminPaths.hindiReview()} className={buttonClasses('primary', 'md', 'self-start')}>
          <Languages aria-hidden="true" className="size-4" />
          Review the Hindi versions
        </Link>
      ) : null}
    </section>
  );
}
