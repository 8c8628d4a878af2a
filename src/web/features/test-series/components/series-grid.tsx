import { lazy, Suspense } from 'react';
import type { SeriesCard as SeriesCardData } from '../../../../shared/api/test-series.ts';
import { Button } from '../../../components/button.tsx';
import { SeriesCard } from '../../../components/series-card.tsx';
import { testSeriesDetailPath } from '../../../lib/paths.ts';
import type { EnrolAction } from '../enrol.ts';
import { EnrolButton } from './enrol-button.tsx';
import { seriesText } from '../../../i18n/content-language.ts';
import { useLanguage, useTranslation } from '../../../i18n/index.ts';

// what shows instead of cards (a failed list, none at all, none that match) comes after the listing's
// own code: a listing that has cards never loads it (the first page's budget, decision 046)
const ErrorBlock = lazy(() => import('../../../components/page-state.tsx').then((module) => ({ default: module.ErrorBlock })));
const EmptyBlock = lazy(() => import('../../../components/page-state.tsx').then((module) => ({ default: module.EmptyBlock })));

function SkeletonCard() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="aspect-[16/9] animate-pulse bg-slate-200 motion-reduce:animate-none" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-3 w-24 rounded bg-slate-200" />
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-100" />
        <div className="h-3 w-5/6 rounded bg-slate-100" />
        <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-4">
          <div className="h-7 w-20 rounded bg-slate-200" />
          <div className="h-11 w-32 rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

type ListState =
  { status: 'pending' } | { status: 'error'; reason: string; retry: () => void } | { status: 'success'; all: SeriesCardData[]; shown: SeriesCardData[] };

/** The cards, or what to say instead: loading, the error of SPEC §8, nothing at all, or nothing that matches. */
export function SeriesGrid({
  state,
  actionFor,
  ready,
  onEnrol,
  onReadMore,
  onClearFilters,
}: {
  state: ListState;
  actionFor: (testSeriesId: string) => EnrolAction;
  ready: boolean;
  onEnrol: (action: EnrolAction) => void;
  onReadMore: (testSeriesId: string) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  if (state.status === 'pending') {
    return (
      <div role="status" aria-label={t('grid.loading')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Suspense fallback={null}>
        <ErrorBlock title={t('grid.failed')} message={t('grid.failedReason', { reason: state.reason })} onRetry={state.retry} />
      </Suspense>
    );
  }
  if (state.all.length === 0) {
    return (
      <Suspense fallback={null}>
        <EmptyBlock title={t('grid.none')}>{t('grid.noneBody')}</EmptyBlock>
      </Suspense>
    );
  }
  if (state.shown.length === 0) {
    return (
      <Suspense fallback={null}>
        <EmptyBlock title={t('grid.noMatch')}>
          <p>{t('grid.tryAnother')}</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={onClearFilters}>
            {t('grid.showAll')}
          </Button>
        </EmptyBlock>
      </Suspense>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {state.shown.map((series) => (
        <li key={series.testSeriesId} className="flex">
          <div className="flex w-full">
            <SeriesCard
              series={series}
              href={testSeriesDetailPath(series.testSeriesId)}
              action={
                <EnrolButton action={actionFor(series.testSeriesId)} ready={ready} onRun={onEnrol} seriesTitle={seriesText(series, language).title.text} />
              }
              onReadMore={() => onReadMore(series.testSeriesId)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
