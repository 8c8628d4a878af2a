// Loaded lazily (React.lazy in performance-report.tsx) so recharts stays out of the first bundle.
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { PerformanceReport } from '../../../../shared/performance-report.ts';
import type { TFunction } from '../../../i18n/messages.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { TREND_CHART_HEIGHT, formatFixed, percentTicks, trendPoints, type TrendPoint } from '../format.ts';

type Trends = PerformanceReport['performanceTrends'];

interface ChartSpec {
  key: keyof Trends;
  colour: string;
  kind: 'percent' | 'decimal' | 'count';
}

// SPEC §2: the eight charts in this order; colours follow the summary cards
const charts: ChartSpec[] = [
  { key: 'scoreTrend', colour: '#059669', kind: 'percent' },
  { key: 'accuracyTrend', colour: '#d97706', kind: 'percent' },
  { key: 'marksTrend', colour: '#7c3aed', kind: 'decimal' },
  { key: 'attemptRateTrend', colour: '#0284c7', kind: 'percent' },
  { key: 'timePerQuestionTrend', colour: '#0d9488', kind: 'decimal' },
  { key: 'negativeMarksTrend', colour: '#e11d48', kind: 'decimal' },
  { key: 'correctAnswersTrend', colour: '#16a34a', kind: 'count' },
  { key: 'incorrectAnswersTrend', colour: '#dc2626', kind: 'count' },
];

/** A chart's title in the interface's language (keys written out, so the message files' test finds them). */
function chartTitle(t: TFunction<'dashboard'>, key: keyof Trends): string {
  const titles: Record<keyof Trends, string> = {
    scoreTrend: t('trends.scoreTrend'),
    accuracyTrend: t('trends.accuracyTrend'),
    marksTrend: t('trends.marksTrend'),
    attemptRateTrend: t('trends.attemptRateTrend'),
    timePerQuestionTrend: t('trends.timePerQuestionTrend'),
    negativeMarksTrend: t('trends.negativeMarksTrend'),
    correctAnswersTrend: t('trends.correctAnswersTrend'),
    incorrectAnswersTrend: t('trends.incorrectAnswersTrend'),
  };
  return titles[key];
}

const axisTick = { fontSize: 12, fill: '#64748b' };

function TrendTooltip({ active, payload, kind }: Pick<TooltipContentProps, 'active' | 'payload'> & { kind: ChartSpec['kind'] }) {
  const point = payload?.[0]?.payload as TrendPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="max-w-56 rounded-lg bg-white px-3 py-2 text-xs shadow-lg ring-1 ring-slate-200">
      <p className="font-semibold text-navy-900">{point.label}</p>
      <p className="truncate text-slate-500">{point.title}</p>
      <p className="mt-1 text-sm font-bold text-navy-900 tabular-nums">
        {kind === 'count' ? point.value : formatFixed(point.value)}
        {kind === 'percent' ? '%' : ''}
      </p>
    </div>
  );
}

function TrendChart({ spec, title, points }: { spec: ChartSpec; title: string; points: TrendPoint[] }) {
  const ticks = spec.kind === 'percent' ? percentTicks(points.map((p) => p.value)) : null;
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <figcaption className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: spec.colour }} />
        {title}
      </figcaption>
      <LineChart responsive data={points} margin={{ top: 16, right: 12, bottom: 0, left: -12 }} style={{ width: '100%', height: TREND_CHART_HEIGHT }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} padding={{ left: 12, right: 12 }} />
        <YAxis
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={48}
          allowDecimals={spec.kind !== 'count'}
          {...(ticks ? { domain: [ticks[0]!, 100], ticks, interval: 0 } : {})}
        />
        <Tooltip content={(props) => <TrendTooltip active={props.active} payload={props.payload} kind={spec.kind} />} cursor={{ stroke: '#c7d2fe' }} />
        <Line
          type="monotone"
          dataKey="value"
          name={title}
          stroke={spec.colour}
          strokeWidth={2.5}
          dot={{ r: 4, fill: spec.colour, strokeWidth: 0 }}
          activeDot={{ r: 6 }}
          isAnimationActive={false}
        />
      </LineChart>
    </figure>
  );
}

export function TrendCharts({ trends, titles }: { trends: Trends; titles: string[] }) {
  const { t } = useTranslation('dashboard');
  const label = (number: number) => t('trends.point', { number });
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      {charts.map((spec) => (
        <TrendChart key={spec.key} spec={spec} title={chartTitle(t, spec.key)} points={trendPoints(trends[spec.key], titles, label)} />
      ))}
    </div>
  );
}
