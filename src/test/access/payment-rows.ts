// The access table's rows of payments and weekly winners in the admin area: reading them is for the
// roles that may see money or winners; reconciling, and confirming a winner, is a master's.
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
    row(
      'GET',
      '/api/admin/winners/reviews',
      act('list the weekly winners waiting for confirmation', 'admin.view', () => at('/api/admin/winners/reviews')),
    ),
    row(
      'POST',
      '/api/admin/winners/reviews/:quizId/confirm',
      act('confirm a weekly winner', 'winners.confirm', async (s) => {
        const { quizId, userId } = await s.pendingWinnerReview();
        return at(`/api/admin/winners/reviews/${quizId}/confirm`, { userId });
      }),
    ),
    row(
      'POST',
      '/api/admin/winners/reviews/:quizId/pass',
      act('pass a weekly winner over', 'winners.confirm', async (s) => {
        const { quizId, userId } = await s.pendingWinnerReview();
        return at(`/api/admin/winners/reviews/${quizId}/pass`, { userId, reason: 'Full marks in seconds' });
      }),
    ),
  ];
}
