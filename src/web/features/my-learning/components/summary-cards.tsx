import type { LucideIcon } from 'lucide-react';
import { Award, CircleMinus, CirclePlus, ClipboardList, Crosshair, Gauge, Percent, Target } from 'lucide-react';
import type { PerformanceReport } from '../../../../shared/performance-report.ts';
import type { TFunction } from '../../../i18n/messages.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatCount, formatFixed } from '../format.ts';

type Summary = PerformanceReport['overallSummary'];

function cardsOf(t: TFunction<'dashboard'>): { key: keyof Summary; label: string; icon: LucideIcon; tint: string; count?: boolean }[] {
  return [
    { key: 'totalQuizzes', label: t('summary.totalQuizzes'), icon: ClipboardList, tint: 'bg-brand-100 text-brand-700', count: true },
    { key: 'totalMarks', label: t('summary.totalMarks'), icon: Award, tint: 'bg-violet-100 text-violet-700' },
    { key: 'totalMaxPossibleMarks', label: t('summary.totalMaxPossibleMarks'), icon: Target, tint: 'bg-slate-100 text-slate-700' },
    { key: 'averageScore', label: t('summary.averageScore'), icon: Percent, tint: 'bg-emerald-100 text-emerald-700' },
    { key: 'averageMarks', label: t('summary.averageMarks'), icon: Gauge, tint: 'bg-sky-100 text-sky-700' },
    { key: 'averageMarksWithoutNegative', label: t('summary.averageMarksWithoutNegative'), icon: CirclePlus, tint: 'bg-teal-100 text-teal-700' },
    { key: 'overallNegativeMarksDeducted', label: t('summary.overallNegativeMarksDeducted'), icon: CircleMinus, tint: 'bg-rose-100 text-rose-700' },
    { key: 'averageAccuracy', label: t('summary.averageAccuracy'), icon: Crosshair, tint: 'bg-amber-100 text-amber-700' },
  ];
}

export function SummaryCards({ summary }: { summary: Summary }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="summary-title">
      <h3 id="summary-title" className="text-lg font-semibold text-navy-900">
        {t('summary.title')}
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {cardsOf(t).map(({ key, label, icon: Icon, tint, count }) => (
          <div key={key} className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
            <dt className="flex items-start gap-2 text-xs font-medium text-slate-500 sm:text-sm">
              <span className={`grid size-7 shrink-0 place-items-center rounded-lg ${tint}`}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1 leading-tight">{label}</span>
            </dt>
            <dd className="mt-auto pt-3 text-2xl font-bold tracking-tight text-navy-900 tabular-nums sm:text-3xl">
              {count ? formatCount(summary[key]) : formatFixed(summary[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
