// Price maths for test series, shared by the server (which charges) and the pages (which show).
// Everything is integer paise: floating-point rupees drift (0.1 + 0.2), paise do not.
import type { Price } from './api/price.ts';

export const CURRENCY = 'INR';

/**
 * The discount in paise: price x percent / 100, rounded to the nearest paisa with halves rounded
 * up. Rounding the discount (not the final price) up means a tie always favours the learner, and
 * at 100 % the discount is the whole price, so the final price is exactly 0.
 */
export function discountPaiseOf(pricePaise: number, discountPercent: number): number {
  assertWhole(pricePaise, 'price');
  assertWhole(discountPercent, 'discount');
  if (discountPercent > 100) throw new RangeError('discount must be between 0 and 100');
  return Math.floor((pricePaise * discountPercent + 50) / 100);
}

/** SPEC §9: final = price - price x discount / 100 (the discount rounded as above). */
export function finalPricePaiseOf(pricePaise: number, discountPercent: number): number {
  return pricePaise - discountPaiseOf(pricePaise, discountPercent);
}

/** The whole breakdown in paise, with the spec's rupee fields for the screens. */
export function priceOf(pricePaise: number, discountPercent: number): Price {
  const discountPaise = discountPaiseOf(pricePaise, discountPercent);
  const finalPricePaise = pricePaise - discountPaise;
  return {
    pricePaise,
    discountPercent,
    discountPaise,
    finalPricePaise,
    price: pricePaise / 100,
    discount: discountPercent,
    originalPrice: pricePaise / 100,
    finalPrice: finalPricePaise / 100,
  };
}

/** Free registration is allowed only when the final price is exactly 0 (SPEC §5). */
export const isFree = (finalPricePaise: number) => finalPricePaise === 0;

/** Rupees with 2 decimals and Indian digit grouping: 29940 -> '299.40', 129900 -> '1,299.00'. */
export function formatRupees(paise: number, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  assertWhole(paise, 'amount');
  // built from integers so no float ever rounds a paisa away
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, '0');
  return `${rupees.toLocaleString(locale)}.${rest}`;
}

/** '₹299.40' */
export const rupeeLabel = (paise: number, locale: 'en-IN' | 'hi-IN' = 'en-IN') => `₹${formatRupees(paise, locale)}`;

/** What a card or the order summary shows for the final price: 'FREE' at 0, else '₹299.40'. */
export const finalPriceLabel = (finalPricePaise: number) => (isFree(finalPricePaise) ? 'FREE' : rupeeLabel(finalPricePaise));

export const ELLIPSIS = '...';

/**
 * The first `limit` words of a description (SPEC: cards cut it to 20 words plus an ellipsis).
 * The ellipsis is added only when words were cut, so a short description is shown as written.
 */
export function truncateWords(text: string, limit = 20): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  // 'networks,...' reads badly: drop punctuation left dangling at the cut
  const kept = words
    .slice(0, limit)
    .join(' ')
    .replace(/[\s,;:.\u2013\u2014-]+$/u, '');
  return `${kept}${ELLIPSIS}`;
}

function assertWhole(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of at least 0`);
}
