// The admin's view of payments: rows with the learner and series named, paid totals, the admin's
// copy of a receipt. Completing payments is the payments module's (reconcileOrders), not ours.
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import { adminReceiptPath, PAYMENTS_PAGE_SIZE, type AdminPaymentRow, type PaymentsList, type PaymentsQuery } from '../../../../shared/api/admin-payments.ts';
import { findUsersForAdmin } from '../../accounts/service.ts';
import { findSeriesMany } from '../../catalogue/service.ts';
import { findPayment, listPayments, paidTotals, type PaymentRow } from '../../payments/service.ts';
import { renderReceiptPdf, type ReceiptData } from '../../test-series/service.ts';

/** Payment rows as the admin screens show them: learner (with e-mail) and series by name. */
export async function toAdminPayments(db: Database, rows: PaymentRow[]): Promise<AdminPaymentRow[]> {
  const [people, series] = await Promise.all([
    findUsersForAdmin(db, [...new Set(rows.map((row) => row.userId))]),
    findSeriesMany(db, [...new Set(rows.map((row) => row.seriesId))], null),
  ]);
  const titles = new Map(series.map((item) => [item.id, item.title]));
  return rows.map((row) => ({
    id: row.id,
    receiptNumber: row.receiptNumber,
    status: row.status,
    user: { id: row.userId, name: people.get(row.userId)?.name ?? 'Deleted user', email: people.get(row.userId)?.email ?? '' },
    series: { id: row.seriesId, title: titles.get(row.seriesId) ?? 'Deleted series' },
    originalPricePaise: row.originalPricePaise,
    discountPercent: row.discountPercent,
    amountPaise: row.amountPaise,
    currency: row.currency,
    razorpayOrderId: row.razorpayOrderId,
    razorpayPaymentId: row.razorpayPaymentId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    receiptUrl: row.status === 'paid' ? adminReceiptPath(row.id) : null,
  }));
}

export async function listPaymentsForAdmin(db: Database, query: PaymentsQuery): Promise<Omit<PaymentsList, 'success'>> {
  const { page, ...filters } = query;
  const [{ rows, total }, totals] = await Promise.all([
    listPayments(db, filters, { offset: (page - 1) * PAYMENTS_PAGE_SIZE, limit: PAYMENTS_PAGE_SIZE }),
    paidTotals(db, filters),
  ]);
  const seriesTitles = new Map(
    (
      await findSeriesMany(
        db,
        totals.bySeries.map((row) => row.seriesId),
        null,
      )
    ).map((s) => [s.id, s.title]),
  );
  const bySeries = totals.bySeries
    .map((row) => ({ ...row, seriesTitle: seriesTitles.get(row.seriesId) ?? 'Deleted series' }))
    .sort((a, b) => b.amountPaise - a.amountPaise || a.seriesTitle.localeCompare(b.seriesTitle));
  const paid = totals.byDay.reduce((sum, day) => ({ count: sum.count + day.count, amountPaise: sum.amountPaise + day.amountPaise }), {
    count: 0,
    amountPaise: 0,
  });
  return {
    payments: await toAdminPayments(db, rows),
    total,
    page,
    pageSize: PAYMENTS_PAGE_SIZE,
    totals: { paid, byDay: totals.byDay, bySeries },
  };
}

/**
 * The admin's copy of a paid payment's receipt: drawn from this payment row by the learner's own
 * PDF builder (the learner's route finds the receipt by their enrolment, and only for themselves).
 */
export async function paymentReceiptPdf(db: Database, paymentId: string, supportEmail: string) {
  const payment = await findPayment(db, paymentId);
  if (!payment) throw notFound('No such payment.');
  if (payment.status !== 'paid') throw conflict('Only a paid payment has a receipt.', 'payment-failed');
  const [[row], [series]] = await Promise.all([toAdminPayments(db, [payment]), findSeriesMany(db, [payment.seriesId], null)]);
  const receipt: ReceiptData = {
    receiptNumber: payment.receiptNumber,
    date: payment.paidAt ?? payment.createdAt,
    learnerName: row!.user.name,
    learnerEmail: row!.user.email,
    seriesTitle: row!.series.title,
    seriesExam: series ? `${series.exam} ${series.year}` : '',
    originalPricePaise: payment.originalPricePaise,
    discountPercent: payment.discountPercent,
    discountPaise: payment.originalPricePaise - payment.amountPaise,
    amountPaidPaise: payment.amountPaise,
    paymentId: payment.razorpayPaymentId,
    orderId: payment.razorpayOrderId,
    freeReason: null,
  };
  return { pdf: await renderReceiptPdf(receipt, supportEmail), fileName: `receipt-${payment.receiptNumber}.pdf` };
}
