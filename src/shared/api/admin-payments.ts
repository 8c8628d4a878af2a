// The admin area's payments API: the list with filters, paid totals, receipts and reconciling.
import { z } from 'zod';
import { route } from './contract.ts';

export const PAYMENTS_PAGE_SIZE = 50;
export const paymentStatuses = ['created', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A real calendar day written 2026-11-23 (not 2026-02-30, which the database would refuse). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = z.string().refine(isIsoDate, 'Use a real date like 2026-11-23.');

export const paymentsQuery = z
  .object({
    status: z.enum(paymentStatuses).optional(),
    seriesId: z.uuid().optional(),
    /** India-time dates, inclusive */
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "'From' must not be after 'to'.", path: ['to'] });
export type PaymentsQuery = z.infer<typeof paymentsQuery>;

export const adminPaymentRow = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  status: z.enum(paymentStatuses),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  series: z.object({ id: z.string(), title: z.string() }),
  originalPricePaise: z.number(),
  discountPercent: z.number(),
  amountPaise: z.number(),
  currency: z.string(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** the admin's copy of the receipt PDF; null until the payment is paid */
  receiptUrl: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;

const total = z.object({ count: z.number(), amountPaise: z.number() });

export const paymentsListResponse = z.object({
  success: z.literal(true),
  payments: z.array(adminPaymentRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** paid payments only, over every page of the filtered list */
  totals: z.object({
    paid: total,
    byDay: z.array(total.extend({ day: z.string() })),
    bySeries: z.array(total.extend({ seriesId: z.string(), seriesTitle: z.string() })),
  }),
});
export type PaymentsList = z.infer<typeof paymentsListResponse>;

export const paymentParams = z.object({ id: z.uuid() });

export const reconcileOutcome = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  receiptNumber: z.string(),
  result: z.enum(['completed', 'already-paid', 'pending', 'amount-mismatch', 'error']),
  message: z.string().nullable(),
});
export type ReconcileOutcome = z.infer<typeof reconcileOutcome>;

export const reconcileResponse = z.object({
  success: z.literal(true),
  checked: z.number(),
  completed: z.number(),
  outcomes: z.array(reconcileOutcome),
});
export type ReconcileResponse = z.infer<typeof reconcileResponse>;

export const adminReceiptPath = (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/receipt`;

/** Payments (src/server/features/admin/payments/routes.ts). */
export const adminPaymentApi = {
  list: route('GET', '/api/admin/payments', { querystring: paymentsQuery, response: { 200: paymentsListResponse } }),
  // a PDF: no 200 schema (a Buffer skips the serializer)
  receipt: route('GET', '/api/admin/payments/:id/receipt', { params: paymentParams }),
  reconcile: route('POST', '/api/admin/payments/reconcile', { response: { 200: reconcileResponse } }),
};
