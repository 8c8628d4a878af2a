// How the product writes a number for people, on every page and in every message: whole numbers
// plain, fractions to 2 decimals (SPEC §9 "Numbers to 2 decimals"), Indian digit grouping, and the
// typographic minus (U+2212) for a negative, never the hyphen. A score out of a maximum is '−1/8'.

/** U+2212, the minus sign every negative number is written with. */
export const MINUS = '\u2212';

/** The locales the learner's interface writes in: Indian English, and Hindi (issue 30). */
export type NumberLocale = 'en-IN' | 'hi-IN';

// Each formatter is made when first used, once per locale: making one costs tens of milliseconds on a slow phone.
function perLocale<T>(make: (locale: NumberLocale) => T): (locale: NumberLocale) => T {
  const made = new Map<NumberLocale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const whole = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const fraction = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A hyphen-minus at the start (or after an opening sign) becomes U+2212. */
const withMinus = (text: string) => text.replace(/^-/, MINUS);

/** 12 -> '12', 8.666 -> '8.67', 1.5 -> '1.50', -0.67 -> '−0.67', -0.001 -> '0'. */
export function formatNumber(value: number, locale: NumberLocale = 'en-IN'): string {
  const hundredths = Math.round(value * 100) || 0; // '|| 0' turns -0 into 0
  return withMinus(hundredths % 100 === 0 ? whole(locale).format(hundredths / 100) : fraction(locale).format(hundredths / 100));
}

/** A count of things with Indian digit grouping: 123456 -> '1,23,456'. */
export function formatCount(value: number, locale: NumberLocale = 'en-IN'): string {
  return withMinus(whole(locale).format(value));
}

/** Always two decimals, as the performance report's tables write them: 72.5 -> '72.50', -0.333 -> '−0.33'. */
export function formatFixed2(value: number): string {
  const hundredths = Math.round(value * 100) || 0;
  return withMinus((hundredths / 100).toFixed(2));
}

/** Marks awarded for one question: '+2', '−0.67', '0'. */
export function formatSignedMarks(value: number): string {
  const text = formatNumber(value);
  return value > 0 && text !== '0' ? `+${text}` : text;
}

/** A score out of the maximum: '−1/8', '6.67/8', '12/20'. */
export function formatScore(score: number, maxMarks: number): string {
  return `${formatNumber(score)}/${formatNumber(maxMarks)}`;
}
