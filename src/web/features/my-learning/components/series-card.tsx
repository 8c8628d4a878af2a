import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Download, Star } from 'lucide-react';
import type { EnrolledSeries } from '../../../../shared/api/test-series.ts';
import { markdownToPlainText } from '../../../../shared/markdown/plain-text.ts';
import { enrolmentOffersReceipt } from '../../../../shared/receipt-rule.ts';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSeriesText } from '../../../i18n/content-language.ts';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { testSeriesDetailPath } from '../../../lib/paths.ts';
import { downloadReceipt } from '../../../lib/receipt.ts';

const DEFAULT_BANNER = '/banners/default.svg';

function Banner({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={src && !failed ? src : DEFAULT_BANNER}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className="aspect-video w-full bg-navy-900 object-cover"
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-semibold text-navy-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Rating({ rating }: { rating: EnrolledSeries['rating'] | null | undefined }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const rated = rating && rating.count > 0 && Number.isFinite(rating.average);
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className={rated ? 'size-3.5 fill-amber-400 text-amber-400' : 'size-3.5 text-slate-300'} />
      {rated ? rating.average.toFixed(1) : t('panel.notAvailable')}
      <span className="font-normal text-slate-500">({format.count(rating?.count ?? 0)})</span>
    </span>
  );
}

export function SeriesCard({ series, userId }: { series: EnrolledSeries; userId: string }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const [downloading, setDownloading] = useState(false);

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadReceipt(userId, series.testSeriesId);
    } catch (error) {
      console.error(error);
      window.alert(t('card.receiptFailed'));
    } finally {
      setDownloading(false);
    }
  }

  // the admins' Hindi title and description where the interface reads Hindi (decision 037)
  const { title, description } = useSeriesText(series);
  const titleId = `series-${series.testSeriesId}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
      >
        <Banner src={series.image} />
        <div className="flex flex-1 flex-col p-5">
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800 ring-1 ring-brand-100">{series.exam || 'N/A'}</span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">{series.year || 'N/A'}</span>
          </div>
          <h3 id={titleId} lang={title.lang} className="mt-3 text-lg leading-snug font-semibold text-navy-900">
            {title.text}
          </h3>
          <p lang={description.lang} className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-600">
            {markdownToPlainText(description.text ?? '') || t('card.noDescription')}
          </p>
          <dl className="mt-4 grid grid-cols-3 gap-3 rounded-xl bg-slate-50 px-3 py-2.5">
            <Fact label={t('card.tests')}>{typeof series.test === 'number' ? series.test : t('panel.notAvailable')}</Fact>
            <Fact label={t('card.enrollments')}>{format.count(series.enrollments ?? 0)}</Fact>
            <Fact label={t('card.rating')}>
              <Rating rating={series.rating} />
            </Fact>
          </dl>
          <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row">
            <Link to={testSeriesDetailPath(series.testSeriesId)} className={buttonClasses('primary', 'md', 'w-full sm:w-auto sm:flex-1')}>
              {t('card.goToTest')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            {/* a series enrolled for ₹0 (free, a prize, an admin's gift) has no receipt to offer */}
            {enrolmentOffersReceipt(series) ? (
              <Button
                variant="secondary"
                className="w-full sm:w-auto sm:flex-1"
                onClick={() => void onDownload()}
                disabled={downloading}
                aria-busy={downloading}
              >
                {downloading ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
                {t('card.receipt')}
              </Button>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}
