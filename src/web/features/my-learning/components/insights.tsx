import type { LucideIcon } from 'lucide-react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import clsx from 'clsx';
import { IMPROVEMENT_THRESHOLD, STRENGTH_THRESHOLD, type InsightItem, type PerformanceReport } from '../../../../shared/performance-report.ts';
import { Trans, useFormat, useTranslation } from '../../../i18n/index.ts';
import { formatFixed, formatShortDate } from '../format.ts';

interface InsightCardProps {
  title: string;
  rule: string;
  empty: string;
  items: InsightItem[];
  icon: LucideIcon;
  tone: 'strength' | 'improvement';
}

function InsightCard({ title, rule, empty, items, icon: Icon, tone }: InsightCardProps) {
  const { t } = useTranslation('dashboard');
  const { locale } = useFormat();
  const strength = tone === 'strength';
  return (
    <article aria-label={title} className={clsx('flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1', strength ? 'ring-emerald-200' : 'ring-amber-200')}>
      <div className="flex items-start gap-3">
        <span
          className={clsx('grid size-10 shrink-0 place-items-center rounded-xl', strength ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700')}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold text-navy-900">{title}</h4>
          <p className="text-xs text-slate-500">{rule}</p>
        </div>
        <p className="text-3xl font-bold text-navy-900 tabular-nums" aria-label={t('insights.tests', { count: items.length })}>
          {items.length}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-slate-100 rounded-lg bg-slate-50 px-3">
          {items.map((item, index) => (
            <li key={`${item.submissionDate}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 text-sm">
              <span className="min-w-0 font-medium text-slate-800">
                {item.quizTitle || t('panel.notAvailable')}
                <span className="ml-2 text-xs font-normal text-slate-500">{formatShortDate(item.submissionDate, locale)}</span>
              </span>
              <span className="text-xs text-slate-600 tabular-nums">
                <Trans
                  t={t}
                  i18nKey="insights.scoreAccuracy"
                  values={{ score: formatFixed(item.score), accuracy: formatFixed(item.accuracy) }}
                  components={{ strong: <strong className="font-semibold text-navy-900" /> }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function Insights({ insights }: { insights: PerformanceReport['analysisInsights'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="insights-title">
      <h3 id="insights-title" className="text-lg font-semibold text-navy-900">
        {t('insights.title')}
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <InsightCard
          title={t('insights.strengthTitle')}
          rule={t('insights.strengthRule', { threshold: STRENGTH_THRESHOLD })}
          empty={t('insights.strengthEmpty', { threshold: STRENGTH_THRESHOLD })}
          items={insights.strengthAreas ?? []}
          icon={TrendingUp}
          tone="strength"
        />
        <InsightCard
          title={t('insights.improvementTitle')}
          rule={t('insights.improvementRule', { threshold: IMPROVEMENT_THRESHOLD })}
          empty={t('insights.improvementEmpty', { threshold: IMPROVEMENT_THRESHOLD })}
          items={insights.improvementAreas ?? []}
          icon={TrendingDown}
          tone="improvement"
        />
      </div>
    </section>
  );
}
