import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ChartLine, Compass, Trophy } from 'lucide-react';
import type { PerformanceReport as Report } from '../../../../shared/performance-report.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { buttonClasses } from '../../../components/button.tsx';
import { TREND_CHART_HEIGHT } from '../format.ts';
import { Categories } from './categories.tsx';
import { Insights } from './insights.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { TestDetailsTable } from './test-details-table.tsx';
import { AccuracyByType } from './type-accuracy.tsx';
import { TopicStrengths } from './topic-strengths.tsx';

// recharts is the heaviest thing on this page: fetched only when the report has something to plot
const TrendCharts = lazy(() => import('./trend-charts.tsx').then((m) => ({ default: m.TrendCharts })));

function ChartsPlaceholder() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2" role="status" aria-label={t('report.loadingCharts')}>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <div className="h-4 w-32 rounded bg-slate-100" />
          <div className="mt-4 rounded-lg bg-slate-50" style={{ height: TREND_CHART_HEIGHT }} />
        </div>
      ))}
    </div>
  );
}

function NoTestsYet() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-gradient-to-b from-brand-50/70 to-white px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
        <ChartLine aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-navy-900">{t('report.noTests')}</h3>
      <p className="mt-1 max-w-md text-sm text-slate-600">{t('report.noTestsText')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/weeklyquiz" className={buttonClasses('primary')}>
          <Trophy aria-hidden="true" className="size-4" />
          {t('report.takeQuiz')}
        </Link>
        <Link to="/testseries" className={buttonClasses('secondary')}>
          <Compass aria-hidden="true" className="size-4" />
          {t('enrolled.explore')}
        </Link>
      </div>
    </div>
  );
}

export function PerformanceReport({ report, userId }: { report: Report; userId: string }) {
  const { t } = useTranslation('dashboard');
  const details = report.quizDetails ?? [];
  const taken = report.overallSummary?.totalQuizzes ?? details.length;

  return (
    <section aria-labelledby="performance-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="performance-title" className="text-2xl font-bold tracking-tight text-navy-900">
          {t('report.title')}
        </h2>
        {taken > 0 ? <p className="text-sm text-slate-500">{t('report.across', { count: taken })}</p> : null}
      </div>

      {taken === 0 ? (
        <NoTestsYet />
      ) : (
        <div className="mt-6 flex flex-col gap-10">
          <SummaryCards summary={report.overallSummary} />
          <AccuracyByType rows={report.accuracyByType} />
          <TopicStrengths topics={report.topics} userId={userId} />
          <section aria-labelledby="trends-title">
            <h3 id="trends-title" className="text-lg font-semibold text-navy-900">
              {t('report.trends')}
            </h3>
            <Suspense fallback={<ChartsPlaceholder />}>
              <TrendCharts trends={report.performanceTrends} titles={details.map((d) => d.quizTitle)} />
            </Suspense>
          </section>
          <TestDetailsTable details={details} />
          <Insights insights={report.analysisInsights} />
          <Categories counts={report.performanceCategories ?? {}} />
        </div>
      )}
    </section>
  );
}
