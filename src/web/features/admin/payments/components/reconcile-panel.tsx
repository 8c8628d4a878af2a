import { RefreshCw } from 'lucide-react';
import type { ReconcileResponse } from '../../../../../shared/api/admin-payments.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { useReconcile } from '../api.ts';

function summary({ checked, completed, outcomes }: ReconcileResponse): string {
  if (checked === 0) return 'No orders were waiting: every payment is settled.';
  const pending = outcomes.filter((o) => o.result === 'pending').length;
  const already = outcomes.filter((o) => o.result === 'already-paid').length;
  const parts = [`Checked ${checked} open order${checked === 1 ? '' : 's'} with Razorpay: ${completed} completed and enrolled`];
  if (already) parts.push(`${already} paid meanwhile by the webhook`);
  parts.push(`${pending} still unpaid`);
  return `${parts.join(', ')}.`;
}

/** 'Reconcile with Razorpay': asks about every order still awaiting payment and completes the paid ones. */
export function ReconcilePanel() {
  const reconcile = useReconcile();
  const problems = reconcile.data?.outcomes.filter((o) => o.result === 'error' || o.result === 'amount-mismatch') ?? [];
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button variant="secondary" onClick={() => reconcile.mutate()} disabled={reconcile.isPending}>
        {reconcile.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
        Reconcile with Razorpay
      </Button>
      <div aria-live="polite" className="max-w-md text-sm sm:text-right">
        {reconcile.isError ? <p className="font-medium text-red-700">{reconcile.error.message}</p> : null}
        {reconcile.data ? <p className="text-slate-700">{summary(reconcile.data)}</p> : null}
        {problems.map((o) => (
          <p key={o.paymentId} className="font-medium text-red-700">
            {o.receiptNumber}: {o.message}
          </p>
        ))}
      </div>
    </div>
  );
}
