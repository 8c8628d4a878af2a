// The payments list's filters in the URL (?status=&seriesId=&from=&to=&page=): shareable, and
// the back button returns to them. Anything malformed is dropped rather than sent to the server.
import { isIsoDate, paymentStatuses, type PaymentStatus } from '../../../../shared/api/admin-payments.ts';

export interface PaymentFilters {
  status: PaymentStatus | '';
  seriesId: string;
  from: string;
  to: string;
  page: number;
}

const isDate = (value: string | null): value is string => value !== null && isIsoDate(value);
const isUuid = (value: string | null): value is string => value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function paymentFiltersFromParams(params: URLSearchParams): PaymentFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  const filters: PaymentFilters = {
    status: (paymentStatuses as readonly string[]).includes(status ?? '') ? (status as PaymentStatus) : '',
    seriesId: isUuid(params.get('seriesId')) ? params.get('seriesId')! : '',
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  // a range the wrong way round is read as the same days the right way round
  if (filters.from && filters.to && filters.from > filters.to) [filters.from, filters.to] = [filters.to, filters.from];
  return filters;
}

export function paymentParams(filters: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.seriesId) params.set('seriesId', filters.seriesId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const anyPaymentFilter = (filters: PaymentFilters) => Boolean(filters.status || filters.seriesId || filters.from || filters.to);
