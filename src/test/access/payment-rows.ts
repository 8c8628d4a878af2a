// The access table's rows of payments and weekly winners in the admin area: reading them is for the
// roles that may see money or winners; reconciling is a master's.
import type { AccessRow } from './table.ts';
import { act, at, row } from './row-builders.ts';

export function paymentRows(): AccessRow[] {
  return [
    row(
      'GET',
      '/api/admin/payments',
      act('list payments', 'payments.view', () => at('/api/admin/payments?status=paid')),
    ),
    row(
      'GET',
      '/api/admin/payments/:id/receipt',
      act("download a payment's receipt", 'payments.view', async (s) => at(`/api/admin/payments/${await s.paymentId()}/receipt`)),
    ),
    row(
      'POST',
      '/api/admin/payments/reconcile',
      act('reconcile payments', 'payments.reconcile', () => at('/api/admin/payments/reconcile')),
    ),
    row(
      'GET',
      '/api/admin/winners',
      act('list weekly winners', 'admin.view', () => at('/api/admin/winners')),
    ),
  ];
}
