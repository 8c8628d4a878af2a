import clsx from 'clsx';
import type { PaymentStatus } from '../../../../shared/api/admin-payments.ts';

const styles: Record<PaymentStatus, string> = {
  created: 'bg-amber-100 text-amber-900 ring-amber-200',
  paid: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-100 text-red-900 ring-red-200',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = { created: 'Awaiting payment', paid: 'Paid', failed: 'Failed' };

export function PaymentStatusPill({ status }: { status: PaymentStatus }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', styles[status])}>
      {paymentStatusLabels[status]}
    </span>
  );
}
