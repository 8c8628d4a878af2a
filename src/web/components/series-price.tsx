import clsx from 'clsx';
import type { Price } from '../../shared/api/price.ts';
import { isFree } from '../../shared/pricing.ts';
import { useFormat, useTranslation } from '../i18n/index.ts';

/** The final price, with the original struck through and the discount beside it when there is one. */
export function SeriesPrice({ price, size = 'md' }: { price: Price; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  const free = isFree(price.finalPricePaise);
  const discounted = price.discountPercent > 0 && price.pricePaise > 0;
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span
          data-testid="final-price"
          className={clsx('font-bold tracking-tight tabular-nums', size === 'lg' ? 'text-3xl' : 'text-2xl', free ? 'text-emerald-600' : 'text-navy-900')}
        >
          {free ? t('price.free') : format.rupees(price.finalPricePaise)}
        </span>
        {discounted ? (
          <span className="text-sm text-slate-500 tabular-nums line-through" aria-label={t('price.original', { price: format.rupees(price.pricePaise) })}>
            {format.rupees(price.pricePaise)}
          </span>
        ) : null}
      </div>
      {discounted ? (
        <span className="mt-1 w-fit rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
          {t('price.off', { percent: price.discountPercent })}
        </span>
      ) : null}
    </div>
  );
}
