import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CircleDashed, CircleMinus, CircleX, Clock, ListChecks, Scale, Target, Timer } from 'lucide-react';
import type { AnalyzedData } from '../../../../shared/api/exam.ts';
import type { TFunction } from '../../../i18n/messages.ts';
import { formatNumber, type NumberLocale } from '../../../../shared/number-format.ts';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { formatDuration } from '../../../lib/result-format.ts';

interface Metric {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tint: string;
}

function metricsOf({ basicMetrics: basic, performanceMetrics: perf }: AnalyzedData, timeLimit: number, t: TFunction<'result'>, locale: NumberLocale): Metric[] {
  const total = basic.totalQuestions;
  const deducted = perf.totalMarksWithoutNegative - perf.totalMarksWithNegative;
  const number = (value: number) => formatNumber(value, locale);
  const percent = (value: number) => `${number(value)}%`;
  const ofQuestions = t('metrics.ofQuestions', { total });
  return [
    { label: t('metrics.correct'), value: number(perf.correctAnswers), note: ofQuestions, icon: CircleCheck, tint: 'bg-emerald-100 text-emerald-700' },
    { label: t('metrics.incorrect'), value: number(perf.incorrectAnswers), note: ofQuestions, icon: CircleX, tint: 'bg-rose-100 text-rose-700' },
    {
      label: t('metrics.unattempted'),
      value: number(perf.unattemptedQuestions),
      note: ofQuestions,
      icon: CircleDashed,
      tint: 'bg-slate-100 text-slate-600',
    },
    { label: t('metrics.accuracy'), value: percent(perf.accuracy), note: t('metrics.accuracyNote'), icon: Target, tint: 'bg-brand-100 text-brand-700' },
    {
      label: t('metrics.attemptRate'),
      value: percent(perf.attemptRate),
      note: t('metrics.attemptRateNote'),
      icon: ListChecks,
      tint: 'bg-brand-100 text-brand-700',
    },
    {
      label: t('metrics.timeTaken'),
      value: formatDuration(basic.timeTaken),
      note: t('metrics.timeAllowed', { limit: formatDuration(timeLimit) }),
      icon: Clock,
      tint: 'bg-violet-100 text-violet-700',
    },
    {
      label: t('metrics.timePerQuestion'),
      value: t('metrics.seconds', { value: number(basic.timePerQuestion) }),
      note: t('metrics.perAttempted'),
      icon: Timer,
      tint: 'bg-violet-100 text-violet-700',
    },
    {
      label: t('metrics.withoutNegative'),
      value: number(perf.totalMarksWithoutNegative),
      note: t('metrics.fromCorrect'),
      icon: Scale,
      tint: 'bg-sky-100 text-sky-700',
    },
    { label: t('metrics.negative'), value: number(deducted), note: t('metrics.deducted'), icon: CircleMinus, tint: 'bg-amber-100 text-amber-800' },
  ];
}

/** The numbers behind the score, one card each (SPEC §3 basic and performance metrics). */
export function MetricCards({ analysis, timeLimit }: { analysis: AnalyzedData; timeLimit: number }) {
  const { t } = useTranslation('result');
  const { locale } = useFormat();
  return (
    <ul aria-label={t('metrics.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {metricsOf(analysis, timeLimit, t, locale).map(({ label, value, note, icon: Icon, tint }) => (
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
