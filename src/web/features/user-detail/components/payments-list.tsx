import { useState } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import clsx from 'clsx';
import type { AccountPayment } from '../../../../shared/api/accounts.ts';
import { rupeeLabel } from '../../../../shared/pricing.ts';
import { paymentOffersReceipt } from '../../../../shared/receipt-rule.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { downloadReceipt } from '../../../lib/receipt.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePayments } from '../api.ts';
import { Section } from './section.tsx';

const statusLook: Record<AccountPayment['status'], { className: string }> = {
  paid: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  failed: { className: 'bg-red-50 text-red-800 ring-red-200' },
  created: { className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

function PaymentRow({ payment, userId }: { payment: AccountPayment; userId: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const statusLabel: Record<AccountPayment['status'], string> = {
    paid: t('payments.paid'),
    failed: t('payments.failed'),
    created: t('payments.created'),
  };
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const look = statusLook[payment.status];
  const receipt = paymentOffersReceipt(payment);

  async function download() {
    setState('downloading');
    try {
      await downloadReceipt(userId, payment.seriesId);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  const titleId = `payment-${payment.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold text-navy-900">
              {payment.seriesTitle}
            </h3>
            <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', look.className)}>{statusLabel[payment.status]}</span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-semibold text-navy-900 tabular-nums">{rupeeLabel(payment.amountPaise)}</span>
            <span aria-hidden="true"> · </span>
            <span>{format.date(payment.paidAt ?? payment.createdAt)}</span>
            {payment.amountPaise > 0 ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap tabular-nums">{t('payments.receipt', { number: payment.receiptNumber })}</span>
              </>
            ) : null}
          </p>
          {state === 'failed' ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {t('payments.downloadFailed')}
            </p>
          ) : null}
        </div>
        {receipt ? (
          <Button variant="secondary" size="sm" onClick={() => void download()} disabled={state === 'downloading'} className="self-start sm:self-center">
            {state === 'downloading' ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
            {t('payments.download')}
          </Button>
        ) : null}
      </article>
    </li>
  );
}

/** Every order the learner started, and the receipt of each one paid. */
export function PaymentsList({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const payments = usePayments();
  return (
    <Section title={t('payments.title')} description={t('payments.description')}>
      {payments.isPending ? (
        <LoadingBlock label={t('payments.loading')} />
      ) : payments.isError ? (
        <ErrorBlock title={t('payments.loadError')} message={errorText(payments.error)} onRetry={() => void payments.refetch()} />
      ) : payments.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600 ring-1 ring-slate-200">
          {t('payments.none')}{' '}
          <Link to="/testseries" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('payments.browse')}
          </Link>
        </p>
      ) : (
        <ul className="-my-4 divide-y divide-slate-100">
          {payments.data.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} userId={userId} />
          ))}
        </ul>
      )}
    </Section>
  );
}
