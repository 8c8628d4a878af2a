import type { ReactNode } from 'react';
import { LocalizedLink as Link } from '../i18n/locale-path.tsx';
import type { SeriesCard as SeriesCardData } from '../../shared/api/test-series.ts';
import { truncateWords } from '../../shared/pricing.ts';
import { markdownToPlainText } from '../../shared/markdown/plain-text.ts';
import { SeriesBanner } from './series-banner.tsx';
import { SeriesPrice } from './series-price.tsx';
import { SeriesStats } from './series-stats.tsx';
import { useTranslation } from '../i18n/index.ts';
import { useSeriesText } from '../i18n/content-language.ts';

const readMoreClasses =
  'rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-700';

/**
 * SPEC §2: image, title, the description cut to 20 words, price and discount, and the enrol button.
 * The description is Markdown; the card shows its words as plain text.
 * The listing and the admin's live preview draw the same card: the listing passes its enrol button
 * and a read-more handler, the preview an inert look-alike and none.
 */
export function SeriesCard({
  series,
  action,
  onReadMore,
  href,
}: {
  series: SeriesCardData;
  /** the series' own page: the title links there (and search engines follow it) */
  href?: string;
  /** the button at the card's foot */
  action: ReactNode;
  /** opens the whole description; without it (a preview) 'Read more' is only text */
  onReadMore?: () => void;
}) {
  const { t } = useTranslation('catalogue');
  // the admins' Hindi where the page reads Hindi and they wrote one
  const { title, description } = useSeriesText(series);
  const titleId = `series-${series.testSeriesId}`;
  const readMore = (
    <>
      {t('card.readMore')}
      <span className="sr-only">{t('card.readMoreAbout', { title: title.text })}</span>
    </>
  );
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg hover:ring-slate-300"
    >
      <div className="relative aspect-[16/9] overflow-hidden">
        <SeriesBanner src={series.image} className="size-full transition duration-300 group-hover:scale-[1.02] motion-reduce:transition-none" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {series.exam} <span aria-hidden="true">·</span> {series.year}
        </p>
        <h3 id={titleId} lang={title.lang} className="mt-1.5 text-lg leading-snug font-semibold text-navy-900">
          {href ? (
            <Link to={href} className="rounded hover:text-brand-700 hover:underline hover:decoration-brand-300 hover:underline-offset-2">
              {title.text}
            </Link>
          ) : (
            title.text
          )}
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          <span lang={description.lang}>{truncateWords(markdownToPlainText(description.text), 20)}</span>{' '}
          {onReadMore ? (
            <button type="button" onClick={onReadMore} className={readMoreClasses}>
              {readMore}
            </button>
          ) : (
            <span className={readMoreClasses}>{readMore}</span>
          )}
        </p>
        <div className="mt-4 mb-5">
          <SeriesStats series={series} />
        </div>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <SeriesPrice price={series} />
          {action}
        </div>
      </div>
    </article>
  );
}
