import { Link } from 'react-router';
import { FileDown } from 'lucide-react';
import type { AdminPaymentRow } from '../../../../../shared/api/admin-payments.ts';
import { rupeeLabel } from '../../../../../shared/pricing.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { formatWhen } from '../../people/format.ts';
import { PaymentStatusPill } from './payment-status.tsx';

/** Payments with their Razorpay ids and receipt; `showLearner` off on a person's own page. */
export function PaymentTable({ payments, showLearner = true, caption }: { payments: readonly AdminPaymentRow[]; showLearner?: boolean; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-3 pl-4 font-semibold">
              Receipt and Razorpay ids
            </th>
            {showLearner ? (
              <th scope="col" className="px-3 py-2.5 font-semibold">
                Learner
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Series
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="py-2.5 pr-4 pl-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <tr key={payment.id} className="align-top hover:bg-slate-50">
              <td className="py-3 pr-3 pl-4 whitespace-nowrap">
                <span className="font-mono text-xs font-semibold text-slate-800">{payment.receiptNumber}</span>
                <p className="font-mono text-xs text-slate-500">
                  <span className="sr-only">Order id </span>
                  {payment.razorpayOrderId ?? 'no order'}
                </p>
                {payment.razorpayPaymentId ? (
                  <p className="font-mono text-xs text-slate-500">
                    <span className="sr-only">Payment id </span>
                    {payment.razorpayPaymentId}
                  </p>
                ) : null}
                {payment.receiptUrl ? (
                  <a
                    href={payment.receiptUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-1 flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
                    aria-label={`Receipt PDF ${payment.receiptNumber}`}
                  >
                    <FileDown aria-hidden="true" className="size-3.5" /> Receipt PDF
                  </a>
                ) : null}
              </td>
              {showLearner ? (
                <td className="px-3 py-3">
                  <Link to={adminPaths.person(payment.user.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
                    {payment.user.name}
                  </Link>
                  <p className="max-w-56 truncate text-xs text-slate-500">{payment.user.email}</p>
                </td>
              ) : null}
              <td className="min-w-40 px-3 py-3 text-slate-700">{payment.series.title}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                <span className="font-semibold text-navy-900">{rupeeLabel(payment.amountPaise)}</span>
                {payment.discountPercent > 0 ? (
                  <p className="text-xs text-slate-500">
                    {rupeeLabel(payment.originalPricePaise)} − {payment.discountPercent}%
                  </p>
                ) : null}
              </td>
              <td className="min-w-36 py-3 pr-4 pl-3">
                <PaymentStatusPill status={payment.status} />
                <p className="mt-1 text-xs text-slate-500">
                  {payment.paidAt ? `Paid ${formatWhen(payment.paidAt)}` : `Ordered ${formatWhen(payment.createdAt)}`}
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
