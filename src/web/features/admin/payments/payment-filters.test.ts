import { describe, expect, it } from 'vitest';
import { anyPaymentFilter, paymentFiltersFromParams, paymentParams } from './payment-filters.ts';

const seriesId = '0b6f1c1e-8d55-4c5e-9a57-3f0c2f7d9e11';

describe('the payment filters in the URL', () => {
  it('read back what they wrote', () => {
    const filters = { status: 'paid' as const, seriesId, from: '2026-11-01', to: '2026-11-23', page: 2 };
    const params = paymentParams(filters);
    expect(params.toString()).toBe(`status=paid&seriesId=${seriesId}&from=2026-11-01&to=2026-11-23&page=2`);
    expect(paymentFiltersFromParams(params)).toEqual(filters);
    expect(anyPaymentFilter(filters)).toBe(true);
  });

  it('drop what the server would refuse, and turn a backwards range round', () => {
    const filters = paymentFiltersFromParams(new URLSearchParams('status=refunded&seriesId=abc&from=2026-13-45&to=yesterday&page=0'));
    expect(filters).toEqual({ status: '', seriesId: '', from: '', to: '', page: 1 });
    expect(anyPaymentFilter(filters)).toBe(false);
    expect(paymentFiltersFromParams(new URLSearchParams('from=2026-11-23&to=2026-11-01'))).toMatchObject({ from: '2026-11-01', to: '2026-11-23' });
  });
});
