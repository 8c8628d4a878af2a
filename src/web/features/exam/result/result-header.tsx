import type { ReactNode } from 'react';
import { AlarmClock, ArrowLeft, CalendarClock, Medal, Users } from 'lucide-react';
import type { AnalyzedData, Standing } from '../../../../shared/api/exam.ts';
import { Button } from '../../../components/button.tsx';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { rankWordsIn } from '../../../lib/result-words.ts';
import { CategoryBadge } from './category-badge.tsx';
import { formatNumber, formatScore } from '../../../../shared/number-format.ts';
import { ScoreRing } from './score-ring.tsx';

/** The result's heading: focus lands here when the result replaces the exam on submit. */
export const RESULT_HEADING_ID = 'result-heading';

function SummaryCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col justify-center gap-1 p-5 sm:p-6">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      {children}
    </div>
  );
}

/** The percentile with its note, or, for a sole taker, why there is none yet; the rule a click away. */
function PercentileCell({ percentile }: Standing) {
  const { t } = useTranslation('result');
  const { locale } = useFormat();
  return (
    <SummaryCell label={t('header.percentile')}>
      <p className="flex items-center gap-2 text-2xl font-bold text-navy-900 tabular-nums">
        <Users aria-hidden="true" className="size-6 text-brand-500" />
        {percentile === null ? t('header.notYet') : formatNumber(percentile, locale)}
      </p>
      <p className="text-sm text-slate-500">
        {percentile === null ? t('header.soleTaker') : t('header.ahead', { percent: `${formatNumber(percentile, locale)}%` })}
      </p>
      <details className="text-sm text-slate-600">
        <summary className="w-fit cursor-pointer rounded font-medium text-brand-700 hover:text-brand-800">{t('header.howWorkedOut')}</summary>
        <p className="mt-1">{t('header.rule')}</p>
      </details>
    </SummaryCell>
  );
}

/**
 * The page's heading band (styled as PageHeader, with room for a back action above the heading)
 * and the summary a learner looks for first: score, rank, percentile and the performance label.
 */
export function ResultHeader({
  heading,
  title,
  analysis,
  standing,
  onBack,
  backLabel,
}: {
  heading: string;
  title: string;
  analysis: AnalyzedData;
  standing: Standing;
  onBack?: () => void;
  backLabel: string;
}) {
  const { t } = useTranslation('result');
  const format = useFormat();
  const { basicMetrics, performanceMetrics } = analysis;
  const percent = `${formatNumber(performanceMetrics.percentageMarksWithNegative, format.locale)}%`;
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 sm:px-6 sm:pt-8 sm:pb-10">
        {onBack ? (
          <Button variant="ghost" size="sm" className="-ml-3 mb-3" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Button>
        ) : null}
        <h1 id={RESULT_HEADING_ID} tabIndex={-1} className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-2 text-lg font-medium text-slate-700">{title}</p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          <p className="inline-flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
            {t('header.submitted', { date: format.dateTime(analysis.submittedAt) })}
          </p>
          {analysis.endedBy === 'deadline' ? (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900">
              <AlarmClock aria-hidden="true" className="size-4" />
              {t('header.deadline')}
            </p>
          ) : null}
        </div>

        <section
          aria-label={t('header.summary')}
          className="mt-6 grid divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-[1.35fr_1fr_1fr_1fr] lg:divide-x"
        >
          <div className="flex items-center gap-4 p-5 sm:p-6">
            <ScoreRing percentage={performanceMetrics.percentageMarksWithNegative} label={percent} />
            <div>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('header.score')}</p>
              <p className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">{formatScore(basicMetrics.score, basicMetrics.maxPossibleMarks)}</p>
              <p className="text-sm text-slate-500">{t('header.afterNegative')}</p>
            </div>
          </div>
          <SummaryCell label={t('header.standing')}>
            <p className="flex items-center gap-2 text-2xl font-bold text-navy-900 tabular-nums">
              <Medal aria-hidden="true" className="size-6 text-amber-500" />
              {rankWordsIn(t, standing.rank, standing.takers)}
            </p>
            <p className="text-sm text-slate-500">{t('header.sharedRank')}</p>
          </SummaryCell>
          <PercentileCell {...standing} />
          <SummaryCell label={t('header.performance')}>
            <div>
              <CategoryBadge category={performanceMetrics.performanceCategory} className="text-base" />
            </div>
            <p className="text-sm text-slate-500">{t('header.basedOnScore')}</p>
          </SummaryCell>
        </section>
      </div>
    </div>
  );
}
