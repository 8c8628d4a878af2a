import { useMemo } from 'react';
import { formatCount, formatNumber } from '../../shared/number-format.ts';
import { rupeeLabel } from '../../shared/pricing.ts';
import { formatDate } from '../lib/format.ts';
import { formatDateTime } from '../lib/result-format.ts';
import { localeOf, type AppLocale } from './languages.ts';
import { useLanguage } from './use-language.ts';

export interface Formatters {
  locale: AppLocale;
  /** 12 -> '12', 8.666 -> '8.67' (shared/number-format.ts) */
  number: (value: number) => string;
  /** a whole count with Indian grouping: 123456 -> '1,23,456' */
  count: (value: number) => string;
  /** '5 March 2025' / '5 मार्च 2025' */
  date: (iso: string) => string;
  /** '5 March 2025 at 2:30 pm' / '5 मार्च 2025, 2:30 pm' */
  dateTime: (iso: string) => string;
  /** '₹1,299.00' */
  rupees: (paise: number) => string;
}

/** Numbers, dates and prices written in the interface's language (Intl's en-IN or hi-IN). */
export function useFormat(): Formatters {
  const { language } = useLanguage();
  const locale = localeOf(language);
  return useMemo(
    () => ({
      locale,
      number: (value) => formatNumber(value, locale),
      count: (value) => formatCount(value, locale),
      date: (iso) => formatDate(iso, locale),
      dateTime: (iso) => formatDateTime(iso, locale),
      rupees: (paise) => rupeeLabel(paise, locale),
    }),
    [locale],
  );
}
