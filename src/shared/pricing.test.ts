import { describe, expect, it } from 'vitest';
import { discountPaiseOf, finalPriceLabel, finalPricePaiseOf, formatRupees, isFree, priceOf, rupeeLabel, truncateWords } from './pricing.ts';

describe('the price of a test series', () => {
  it('takes the discount off the price: ₹499 at 40 % is ₹299.40', () => {
    expect(priceOf(49900, 40)).toEqual({
      pricePaise: 49900,
      discountPercent: 40,
      discountPaise: 19960,
      finalPricePaise: 29940,
      price: 499,
      discount: 40,
      originalPrice: 499,
      finalPrice: 299.4,
    });
    expect(finalPriceLabel(29940)).toBe('₹299.40');
  });

  it('is FREE at 100 %: ₹299 at 100 % is exactly 0', () => {
    expect(finalPricePaiseOf(29900, 100)).toBe(0);
    expect(isFree(0)).toBe(true);
    expect(finalPriceLabel(0)).toBe('FREE');
  });

  it('is the full price with no discount, and FREE when the price is 0', () => {
    expect(finalPricePaiseOf(19900, 0)).toBe(19900);
    expect(finalPricePaiseOf(0, 0)).toBe(0);
    expect(finalPricePaiseOf(19900, 10)).toBe(17910);
  });

  it('rounds the discount to the nearest paisa, halves in the learner’s favour', () => {
    expect(discountPaiseOf(199, 25)).toBe(50); // 49.75 -> 50
    expect(discountPaiseOf(150, 1)).toBe(2); // 1.5 -> 2
    expect(discountPaiseOf(149, 1)).toBe(1); // 1.49 -> 1
    expect(finalPricePaiseOf(199, 25)).toBe(149);
    // 33 % of ₹9.99 is 329.67 paise: the learner pays 999 - 330
    expect(finalPricePaiseOf(999, 33)).toBe(669);
  });

  it('is never negative and never above the price', () => {
    for (let discount = 0; discount <= 100; discount += 1) {
      for (const price of [0, 1, 99, 100, 12345, 49900]) {
        const final = finalPricePaiseOf(price, discount);
        expect(final).toBeGreaterThanOrEqual(0);
        expect(final).toBeLessThanOrEqual(price);
        expect(Number.isInteger(final)).toBe(true);
      }
    }
  });

  it('refuses fractions, negatives and a discount over 100', () => {
    expect(() => priceOf(99.5, 10)).toThrow(RangeError);
    expect(() => priceOf(-100, 10)).toThrow(RangeError);
    expect(() => priceOf(100, 101)).toThrow(RangeError);
    expect(() => priceOf(100, 12.5)).toThrow(RangeError);
  });
});

describe('rupees for display', () => {
  it('shows 2 decimals', () => {
    expect(formatRupees(29940)).toBe('299.40');
    expect(formatRupees(19900)).toBe('199.00');
    expect(formatRupees(5)).toBe('0.05');
    expect(formatRupees(0)).toBe('0.00');
  });

  it('groups digits the Indian way', () => {
    expect(formatRupees(129900)).toBe('1,299.00');
    expect(formatRupees(123456789)).toBe('12,34,567.89');
    expect(rupeeLabel(129900)).toBe('₹1,299.00');
  });
});

describe('truncateWords', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('keeps 20 words and adds an ellipsis when it cuts', () => {
    expect(truncateWords(words(21), 20)).toBe(`${words(20)}...`);
    expect(truncateWords(words(40))).toBe(`${words(20)}...`);
  });

  it('adds nothing when there is nothing to cut', () => {
    expect(truncateWords(words(20))).toBe(words(20));
    expect(truncateWords('Three short words')).toBe('Three short words');
    expect(truncateWords('')).toBe('');
  });

  it('counts words across any whitespace and leaves no dangling comma', () => {
    expect(truncateWords('one,  two\nthree,\tfour', 3)).toBe('one, two three...');
    expect(truncateWords('  padded   text  ', 5)).toBe('padded text');
  });
});
