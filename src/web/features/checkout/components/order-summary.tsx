import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { SeriesCard, SeriesTestOutline } from '../../../../shared/api/test-series.ts';
import { isFree, rupeeLabel } from '../../../../shared/pricing.ts';
import { SeriesBanner } from '../../../components/series-banner.tsx';
import { useSeriesText } from '../../../i18n/content-language.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useHoldingWords } from './holding-words.ts';

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex items-center justify-between gap-4 pt-4' : 'flex items-center justify-between gap-4'}>
      <dt className={strong ? 'text-base font-semibold text-navy-900' : 'text-sm text-slate-600'}>{term}</dt>
      <dd className={strong ? 'flex items-center gap-2 text-2xl font-bold text-navy-900 tabular-nums' : 'text-sm font-medium text-slate-800 tabular-nums'}>
        {children}
      </dd>
    </div>
  );
}

/** Each test the series holds, by its title, with its questions and time: what a learner pays for, read before paying. */
function TestsInSeries({ tests }: { tests: SeriesTestOutline[] }) {
  const { t } = useTranslation('checkout');
  if (tests.length === 0) return null;
  return (
    // a long series' list starts closed, so the price stays on the first screen
    <details open={tests.length <= 5} className="group mt-4 rounded-lg border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold text-navy-900">{t('summary.testsHeading', { count: tests.length })}</summary>
      <ol className="mt-2 flex flex-col divide-y divide-slate-100 text-sm">
        {tests.map((test) => (
          <li key={test._id} className="flex flex-col py-1.5">
            <span className="min-w-0 font-medium text-slate-800">{test.title}</span>
            <span className="text-xs text-slate-600 tabular-nums">
              {t('summary.testLine', { questions: test.questionCount, minutes: Math.round(test.timeLimit / 60) })}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** SPEC §2: title, 'Includes N tests', Original Price, Discount (x%) with the amount, Total, FREE at 0; and the tests themselves. */
export function OrderSummary({ series }: { series: SeriesCard & { tests?: SeriesTestOutline[] } }) {
  const { t } = useTranslation('checkout');
  const holdingWords = useHoldingWords();
  const { title } = useSeriesText(series);
  // what enrolment buys, in the FAQ's terms (SPEC §1): nothing here may promise more than the product
  // does, so each kind of test is named as what it is (issue 42), never a subject test as a mock
  const tests = series.holds ? [...series.holds.map(holdingWords), t('summary.oneAttempt')] : [t('summary.mocks', { count: series.test })];
  const included = [...tests, t('summary.solutions'), t('summary.progress')];
  const free = isFree(series.finalPricePaise);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="order-summary-title" className="text-lg font-semibold text-navy-900">
        {t('summary.title')}
      </h2>
      <div className="mt-4 flex gap-4">
        <SeriesBanner src={series.image} className="aspect-[16/9] w-28 shrink-0 self-start rounded-lg ring-1 ring-slate-900/10" />
        <div className="min-w-0">
          <p lang={title.lang} className="font-semibold leading-snug text-navy-900">
            {title.text}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('summary.includes', { count: series.test })}</p>
          <p className="mt-0.5 text-xs font-medium tracking-wide text-brand-700 uppercase">
            {series.exam} <span aria-hidden="true">·</span> {series.year}
          </p>
        </div>
      </div>
      <ul className="mt-4 flex flex-col gap-1.5 text-sm text-slate-600">
        {included.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {item}
          </li>
        ))}
      </ul>
      {series.tests ? <TestsInSeries tests={series.tests} /> : null}
      <dl className="mt-5 flex flex-col gap-2.5 border-t border-slate-100 pt-4">
        <Row term={t('summary.original')}>{rupeeLabel(series.pricePaise)}</Row>
        <Row term={t('summary.discount', { percent: series.discountPercent })}>
          <span className={series.discountPaise > 0 ? 'text-emerald-700' : undefined}>
            {series.discountPaise > 0 ? '−' : ''}
            {rupeeLabel(series.discountPaise)}
          </span>
        </Row>
        <div className="border-t border-dashed border-slate-200" />
        <Row term={t('summary.total')} strong>
          {free ? <span className="rounded-md bg-emerald-100 px-2 py-0.5 text-sm font-bold tracking-wide text-emerald-800">{t('summary.free')}</span> : null}
          <span data-testid="order-total">{rupeeLabel(series.finalPricePaise)}</span>
        </Row>
      </dl>
      <p className="mt-3 text-xs text-slate-500">{t('summary.prices')}</p>
    </section>
  );
}
