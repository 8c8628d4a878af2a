import { Info } from 'lucide-react';
import clsx from 'clsx';

/** SPEC §1: test and test-series pages say where questions come from and that we are not the exam body. */
export function ContentDisclaimer({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Disclaimer"
      className={clsx('flex items-start gap-3 rounded-xl bg-slate-100 px-4 py-3 text-xs leading-relaxed text-slate-600 ring-1 ring-slate-200', className)}
    >
      <Info aria-hidden="true" className="mt-px size-4 shrink-0 text-slate-500" />
      <p>
        <strong className="font-semibold text-slate-700">Disclaimer:</strong> Questions on Prepverse are AI-generated or drawn from public sources, for practice
        only. Prepverse is not affiliated with IISc, the IITs, the NTA, UGC or any other official exam body, and makes no guarantee of exam results.
      </p>
    </aside>
  );
}
