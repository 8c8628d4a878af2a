import { ArrowRight } from 'lucide-react';
import type { SeriesCard as SeriesCardData } from '../../../../../shared/api/test-series.ts';
import { finalPriceLabel, rupeeLabel } from '../../../../../shared/pricing.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { SeriesCard } from '../../../../components/series-card.tsx';

/** Looks like the card's 'Enroll Now' button and does nothing: a preview takes nobody anywhere. */
function InertEnrolButton() {
  return (
    <span aria-disabled="true" title="Learners enrol here" className={buttonClasses('primary', 'md', 'cursor-default select-none')}>
      Enroll Now
      <ArrowRight aria-hidden="true" className="size-4" />
    </span>
  );
}

/** How the final price is reached, in the spec's words (SPEC §9: FREE at 100 % off). */
function PriceBreakdown({ price }: { price: SeriesCardData }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
      <dt className="text-slate-600">Price</dt>
      <dd className="text-right text-slate-900">{rupeeLabel(price.pricePaise)}</dd>
      <dt className="text-slate-600">Discount ({price.discountPercent}%)</dt>
      <dd className="text-right text-slate-900">{price.discountPaise > 0 ? `−${rupeeLabel(price.discountPaise)}` : rupeeLabel(0)}</dd>
      <dt className="border-t border-slate-200 pt-1 font-semibold text-navy-900">Learner pays</dt>
      <dd data-testid="preview-final-price" className="border-t border-slate-200 pt-1 text-right font-semibold text-navy-900">
        {finalPriceLabel(price.finalPricePaise)}
      </dd>
    </dl>
  );
}

/**
 * The card exactly as /testseries draws it, from what is typed now, with the final price worked out
 * by the code the server charges with.
 */
export function SeriesCardPreview({ card, priceIsTyped }: { card: SeriesCardData; priceIsTyped: boolean }) {
  return (
    <section aria-labelledby="card-preview-title" className="grid gap-4 md:grid-cols-2 lg:grid-cols-1">
      <div className="md:col-span-2 lg:col-span-1">
        <h2 id="card-preview-title" className="text-base font-semibold text-navy-900">
          Learner’s card
        </h2>
        <p className="mt-0.5 text-xs text-slate-500">As it appears on the Test Series page; it follows your typing.</p>
      </div>
      <div role="group" aria-label="Card preview" className="flex w-full max-w-sm">
        <SeriesCard series={card} action={<InertEnrolButton />} />
      </div>
      <div className="flex max-w-sm flex-col gap-3">
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <PriceBreakdown price={card} />
          {priceIsTyped ? null : <p className="mt-2 text-xs text-amber-800">The price here updates once the price and discount boxes hold valid numbers.</p>}
        </div>
        <p className="text-xs text-slate-500">Ratings and enrolments come from learners; the test count includes published tests only.</p>
      </div>
    </section>
  );
}
