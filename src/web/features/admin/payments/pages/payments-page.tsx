import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../../../shared/admin-permissions.ts';
import { paymentStatuses } from '../../../../../shared/api/admin-payments.ts';
import { Button } from '../../../../components/button.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { DateRangeFields } from '../../ui/date-range-fields.tsx';
import { useSeriesList } from '../../api.ts';
import { usePayments } from '../api.ts';
import { PaymentStatusPill, paymentStatusLabels } from '../../ui/payment-status.tsx';
import { pagingOf } from '../../ui/data-table/pager.tsx';
import { PaymentTable } from '../../ui/payment-table.tsx';
import { PaymentTotals } from '../components/payment-totals.tsx';
import { ReconcilePanel } from '../components/reconcile-panel.tsx';
import { anyPaymentFilter, paymentFiltersFromParams, paymentParams, type PaymentFilters } from '../payment-filters.ts';

const noFilters: PaymentFilters = { status: '', seriesId: '', from: '', to: '', page: 1 };

/** /admin/payments: every order with its Razorpay ids and receipt, filtered in the URL, with paid totals. */
export function PaymentsPage() {
  usePrivatePageTitle('Payments');
  const admin = useAdminUser();
  const [params, setParams] = useSearchParams();
  const filters = paymentFiltersFromParams(params);
  const payments = usePayments(filters);
  const series = useSeriesList();
  const id = useId();
  // a new filter starts again at page 1
  const setFilter = (change: Partial<PaymentFilters>) => setParams(paymentParams({ ...filters, ...change, page: 1 }), { replace: true });

  return (
    <div>
      <AdminPageHeader
        title="Payments"
        lead="Razorpay orders and what became of them. Totals count paid payments only, by the day they were paid (India time)."
        actions={can(admin.role, 'payments.reconcile') ? <ReconcilePanel /> : null}
      />

      <div
        role="group"
        aria-label="Filters"
        className="mb-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[1fr_2fr_1fr_1fr_auto] lg:items-end"
      >
        <div>
          <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(e) => setFilter({ status: e.target.value as PaymentFilters['status'] })}
            className={inputClasses(false, 'mt-1')}
          >
            <option value="">Any status</option>
            {paymentStatuses.map((status) => (
              <option key={status} value={status}>
                {paymentStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-series`} className="text-sm font-medium text-slate-800">
            Test series
          </label>
          <select
            id={`${id}-series`}
            value={filters.seriesId}
            onChange={(e) => setFilter({ seriesId: e.target.value })}
            className={inputClasses(false, 'mt-1')}
          >
            <option value="">Every series</option>
            {(series.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields id={id} from={filters.from} to={filters.to} onChange={setFilter} />
        <Button variant="ghost" size="sm" disabled={!anyPaymentFilter(filters)} onClick={() => setParams(paymentParams(noFilters), { replace: true })}>
          Clear filters
        </Button>
      </div>

      {payments.isPending ? (
        <LoadingBlock label="Loading payments…" />
      ) : payments.isError ? (
        <ErrorBlock title="We could not load payments" message={payments.error.message} onRetry={() => void payments.refetch()} />
      ) : (
        <>
          <PaymentTotals totals={payments.data.totals} />
          {payments.data.payments.length === 0 ? (
            <EmptyBlock title={anyPaymentFilter(filters) ? 'No payments match' : 'No payments yet'}>
              {anyPaymentFilter(filters) ? (
                <p>Nothing {filters.status ? <PaymentStatusPill status={filters.status} /> : null} in this range. Clear a filter to see more.</p>
              ) : (
                <p>Orders appear here as soon as a learner starts paying for a series.</p>
              )}
            </EmptyBlock>
          ) : (
            <PaymentTable
              payments={payments.data.payments}
              caption="Payments"
              busy={payments.isPlaceholderData}
              paging={pagingOf(payments.data, 'payments', (page) => setParams(paymentParams({ ...filters, page })))}
            />
          )}
        </>
      )}
    </div>
  );
}
