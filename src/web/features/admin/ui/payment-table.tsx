import { Link } from 'react-router';
import { FileDown } from 'lucide-react';
import type { AdminPaymentRow } from '../../../../shared/api/admin-payments.ts';
import { rupeeLabel } from '../../../../shared/pricing.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { formatWhen } from './people-format.ts';
import type { DataColumn } from './data-table/columns.ts';
import { DataTable } from './data-table/data-table.tsx';
import type { Paging } from './data-table/pager.tsx';
import { PaymentStatusPill } from './payment-status.tsx';

function Receipt({ payment }: { payment: AdminPaymentRow }) {
  return (
    <>
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
          className="mt-1 flex w-fit items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
          aria-label={`Receipt PDF ${payment.receiptNumber}`}
        >
          <FileDown aria-hidden="true" className="size-3.5" /> Receipt PDF
        </a>
      ) : null}
    </>
  );
}

const receiptColumn: DataColumn<AdminPaymentRow> = {
  id: 'receipt',
  header: 'Receipt and Razorpay ids',
  cell: ({ row }) => <Receipt payment={row.original} />,
  meta: { phone: 'title', className: 'md:whitespace-nowrap' },
};

const learnerColumn: DataColumn<AdminPaymentRow> = {
  id: 'learner',
  header: 'Learner',
  cell: ({ row: { original: payment } }) => (
    <>
      <Link to={adminPaths.person(payment.user.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
        {payment.user.name}
      </Link>
      <p className="truncate text-xs text-slate-500 md:max-w-56">{payment.user.email}</p>
    </>
  ),
};

const otherColumns: DataColumn<AdminPaymentRow>[] = [
  { id: 'series', header: 'Series', cell: ({ row }) => row.original.series.title, meta: { className: 'text-slate-700 md:min-w-40' } },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row: { original: payment } }) => (
      <>
        <span className="font-semibold text-navy-900">{rupeeLabel(payment.amountPaise)}</span>
        {payment.discountPercent > 0 ? (
          <p className="text-xs text-slate-500">
            {rupeeLabel(payment.originalPricePaise)} − {payment.discountPercent}%
          </p>
        ) : null}
      </>
    ),
    meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: payment } }) => (
      <>
        <PaymentStatusPill status={payment.status} />
        <p className="mt-1 text-xs text-slate-500">{payment.paidAt ? `Paid ${formatWhen(payment.paidAt)}` : `Ordered ${formatWhen(payment.createdAt)}`}</p>
      </>
    ),
    meta: { className: 'md:min-w-36' },
  },
];

const withLearner = [receiptColumn, learnerColumn, ...otherColumns];
const withoutLearner = [receiptColumn, ...otherColumns];

interface PaymentTableProps {
  payments: readonly AdminPaymentRow[];
  /** off on a person's own page */
  showLearner?: boolean;
  caption: string;
  busy?: boolean;
  paging?: Paging;
}

/** Payments with their Razorpay ids and receipt, the learner, the series, the amount and where the payment stands. */
export function PaymentTable({ payments, showLearner = true, caption, busy = false, paging }: PaymentTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={showLearner ? withLearner : withoutLearner}
      data={payments}
      getRowId={(payment) => payment.id}
      busy={busy}
      paging={paging}
    />
  );
}
