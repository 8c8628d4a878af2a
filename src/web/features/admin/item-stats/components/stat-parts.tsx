// The pieces every statistics view shares: a figure with its label, the flags with their link to the
// regrade screen, the option bars, and the time that is not recorded yet.
import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import type { ItemFigures } from '../../../../../shared/api/admin-statistics.ts';
import { formatDiscrimination, formatFacility, MIN_ATTEMPTS_FOR_DISCRIMINATION, optionLetter, type ItemFlag } from '../../../../../shared/item-stats.ts';
import { adminPaths } from '../../../../lib/paths.ts';

export const TIME_NOT_RECORDED = 'Time per question is recorded from the next attempts on.';
export const TOO_FEW_ATTEMPTS = `Too few attempts: the discrimination index needs at least ${MIN_ATTEMPTS_FOR_DISCRIMINATION}.`;

/** Discrimination as read: the index, or 'too few attempts' under the minimum. */
export function DiscriminationValue({ figures }: { figures: Pick<ItemFigures, 'discrimination' | 'attempts'> }) {
  if (figures.discrimination !== null) {
    return <span className={figures.discrimination < 0 ? 'text-red-700' : undefined}>{formatDiscrimination(figures.discrimination)}</span>;
  }
  return figures.attempts > 0 ? (
    <span className="text-slate-500" title={TOO_FEW_ATTEMPTS}>
      too few attempts
    </span>
  ) : (
    <span className="text-slate-400">—</span>
  );
}

/** Average seconds, or '—' with why there are none yet. */
export function SecondsValue({ seconds }: { seconds: number | null }) {
  if (seconds !== null) return <>{Math.round(seconds)} s</>;
  return (
    <span className="cursor-help text-slate-400 underline decoration-dotted underline-offset-2" title={TIME_NOT_RECORDED}>
      —<span className="sr-only"> ({TIME_NOT_RECORDED})</span>
    </span>
  );
}

export function Figure({ label, children, hint }: { label: string; children: React.ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-500" title={hint}>
        {label}
      </dt>
      <dd className="mt-0.5 text-lg font-semibold text-navy-900 tabular-nums">{children}</dd>
    </div>
  );
}

export const facilityText = formatFacility;

/** Each flag, with the regrade screen of this question in this paper when there is a paper to regrade. */
export function FlagList({ flags, regrade }: { flags: ItemFlag[]; regrade?: { kind: 'test' | 'quiz'; paperId: string; questionId: string } }) {
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1.5">
      {flags.map((flag) => (
        <li key={`${flag.kind}:${flag.option ?? ''}`} className="flex items-start gap-1.5 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>
            {flag.message}{' '}
            {regrade ? (
              <Link
                to={adminPaths.regrade(regrade.kind, regrade.paperId, regrade.questionId)}
                className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                Regrade…
              </Link>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** How often each option was chosen, as bars; the key's options marked. */
export function OptionBars({ counts, labels, correct, attempts }: { counts: number[]; labels: string[]; correct: number[]; attempts: number }) {
  const rows = Math.max(counts.length, labels.length);
  if (rows === 0) return <p className="text-sm text-slate-500">A numerical answer has no options to count.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="How often each option was chosen">
      {Array.from({ length: rows }, (_, option) => {
        const count = counts[option] ?? 0;
        const share = attempts > 0 ? count / attempts : 0;
        const right = correct.includes(option);
        return (
          <li key={option} className="grid grid-cols-[1.5rem_1fr_auto] items-center gap-2 text-sm">
            <span className={`font-semibold ${right ? 'text-emerald-700' : 'text-slate-600'}`}>{optionLetter(option)}</span>
            <div className="min-w-0">
              <p className="truncate text-xs text-slate-600" title={labels[option]}>
                {labels[option] ?? ''}
                {right ? <span className="ml-1 font-semibold text-emerald-700">(key)</span> : null}
              </p>
              <div className="mt-0.5 h-2 rounded-full bg-slate-100">
                <div className={`h-2 rounded-full ${right ? 'bg-emerald-500' : 'bg-slate-400'}`} style={{ width: `${Math.round(share * 100)}%` }} />
              </div>
            </div>
            <span className="text-xs text-slate-600 tabular-nums">
              {count} <span className="text-slate-400">({Math.round(share * 100)}%)</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** What a voided question shows instead of its figures: its marks were the regrade's, the same for everyone. */
export const VOIDED_NOTE = 'Voided by a regrade: its marks were set by the regrade, so its facility and discrimination say nothing of the question.';

export function VoidedBadge() {
  return <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">Voided</span>;
}
