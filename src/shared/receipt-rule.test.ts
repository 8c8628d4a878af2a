import { describe, expect, it } from 'vitest';
import { enrolmentOffersReceipt, paymentOffersReceipt } from './receipt-rule.ts';

describe('who is offered a receipt', () => {
  it('is a learner who bought the series, not one enrolled for ₹0', () => {
    expect(enrolmentOffersReceipt({ source: 'paid' })).toBe(true);
    for (const source of ['free', 'prize', 'admin'] as const) expect(enrolmentOffersReceipt({ source })).toBe(false);
  });

  it('is a paid payment of more than ₹0 with a receipt', () => {
    expect(paymentOffersReceipt({ status: 'paid', amountPaise: 29_940, hasReceipt: true })).toBe(true);
    expect(paymentOffersReceipt({ status: 'paid', amountPaise: 0, hasReceipt: true })).toBe(false);
    expect(paymentOffersReceipt({ status: 'created', amountPaise: 29_940, hasReceipt: false })).toBe(false);
    expect(paymentOffersReceipt({ status: 'failed', amountPaise: 29_940, hasReceipt: true })).toBe(false);
  });
});
