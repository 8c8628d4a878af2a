import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CircleDashed, CircleMinus, CircleX, Clock, ListChecks, Scale, Target, Timer } from 'lucide-react';
import type { AnalyzedData } from '../../../../shared/api/exam.ts';
import { formatDuration, formatNumber, formatPercent } from '../../../lib/result-format.ts';

interface Metric {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tint: string;
}

function metricsOf({ basicMetrics: basic, performanceMetrics: perf }: AnalyzedData, timeLimit: number): Metric[] {
  const total = basic.totalQuestions;
  const deducted = perf.totalMarksWithoutNegative - perf.totalMarksWithNegative;
  return [
    { label: 'Correct', value: formatNumber(perf.correctAnswers), note: `of ${total} questions`, icon: CircleCheck, tint: 'bg-emerald-100 text-emerald-700' },
    { label: 'Incorrect', value: formatNumber(perf.incorrectAnswers), note: `of ${total} questions`, icon: CircleX, tint: 'bg-rose-100 text-rose-700' },
    {
      label: 'Unattempted',
      value: formatNumber(perf.unattemptedQuestions),
      note: `of ${total} questions`,
      icon: CircleDashed,
      tint: 'bg-slate-100 text-slate-600',
    },
    { label: 'Accuracy', value: formatPercent(perf.accuracy), note: 'of attempted answers correct', icon: Target, tint: 'bg-brand-100 text-brand-700' },
    { label: 'Attempt rate', value: formatPercent(perf.attemptRate), note: 'of questions answered', icon: ListChecks, tint: 'bg-brand-100 text-brand-700' },
    {
      label: 'Time taken',
      value: formatDuration(basic.timeTaken),
      note: `of ${formatDuration(timeLimit)} allowed`,
      icon: Clock,
      tint: 'bg-violet-100 text-violet-700',
    },
    {
      label: 'Time per question',
      value: `${formatNumber(basic.timePerQuestion)} s`,
      note: 'per attempted question',
      icon: Timer,
      tint: 'bg-violet-100 text-violet-700',
    },
    {
      label: 'Marks without negative',
      value: formatNumber(perf.totalMarksWithoutNegative),
      note: 'from correct answers',
      icon: Scale,
      tint: 'bg-sky-100 text-sky-700',
    },
    { label: 'Negative marks', value: formatNumber(deducted), note: 'deducted for wrong answers', icon: CircleMinus, tint: 'bg-amber-100 text-amber-800' },
  ];
}

/** The numbers behind the score, one card each (SPEC §3 basic and performance metrics). */
export function MetricCards({ analysis, timeLimit }: { analysis: AnalyzedData; timeLimit: number }) {
  return (
    <ul aria-label="Metrics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {metricsOf(analysis, timeLimit).map(({ label, value, note, icon: Icon, tint }) => (
        <li key={label} className="flex flex-col rounded-xl last:col-span-2 sm:last:col-span-1 bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center gap-2">
            <span className={`grid size-8 shrink-0 place-items-center rounded-lg ${tint}`}>
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
            <p className="text-sm leading-tight font-medium text-slate-600">{label}</p>
          </div>
          <p className="mt-3 text-2xl font-semibold text-navy-900 tabular-nums">{value}</p>
          <p className="mt-0.5 text-xs text-slate-500">{note}</p>
        </li>
      ))}
    </ul>
  );
}
