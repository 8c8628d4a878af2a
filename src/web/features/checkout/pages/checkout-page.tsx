import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ArrowLeft, LogIn } from 'lucide-react';
import type { CheckoutUser, SeriesOverview } from '../../../../shared/api/test-series.ts';
import { Button } from '../../../components/button.tsx';
import { canRetry, ErrorPanel } from '../../../components/error-panel.tsx';
import { useSeriesText } from '../../../i18n/content-language.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { errorActions } from '../../../lib/error-actions.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { checkoutPath, testSeriesDetailPath } from '../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { useSignInDialog } from '../../../lib/sign-in-dialog.ts';
import { useSiteConfig } from '../../../lib/site.ts';
import { useCheckoutData } from '../api.ts';
import { useCheckout } from '../use-checkout.ts';
import { CheckoutBanner } from '../components/checkout-banner.tsx';
import { EnrolPanel } from '../components/enrol-panel.tsx';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { OrderSummary } from '../components/order-summary.tsx';

function CheckoutFrame({ children, backTo = '/testseries' }: { children: ReactNode; backTo?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <Link to={backTo} className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('frame.back')}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{t('frame.title')}</h1>
        {children}
      </div>
    </div>
  );
}

function SignInNeeded() {
  const { t } = useTranslation('checkout');
  const signInDialog = useSignInDialog();
  return (
    <CheckoutFrame>
      <div className="mt-8 flex max-w-lg flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="font-semibold text-navy-900">{t('message.loginToEnrol')}</p>
        <p className="text-sm text-slate-600">{t('signIn.note')}</p>
        <Button onClick={() => signInDialog.open(undefined, t('message.loginToEnrol'))}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('signIn.button')}
        </Button>
      </div>
    </CheckoutFrame>
  );
}

/**
 * Why the checkout cannot show: a series that does not exist leads to the catalogue, an ended
 * session to sign-in and back; only a failure a retry can fix says 'Please try again.' and offers it.
 */
function CheckoutFailure({ error, testSeriesId, onRetry }: { error: Error | null; testSeriesId: string; onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const { pathname } = useLocation();
  if (hasErrorCode(error, 'not-found') || hasErrorCode(error, 'invalid-input')) {
    return <ErrorPanel className="mt-8" title={t('message.seriesNotFound')} message={t('failure.notFoundMessage')} actions={[errorActions.catalogue()]} />;
  }
  if (hasErrorCode(error, 'not-signed-in')) {
    return (
      <ErrorPanel className="mt-8" title={t('failure.sessionTitle')} message={t('failure.sessionMessage')} actions={[errorActions.signInAgain(pathname)]} />
    );
  }
  if (canRetry(error)) {
    return (
      <ErrorPanel
        className="mt-8"
        title={t('message.loadFailed')}
        message={error ? errorText(error) : undefined}
        onRetry={onRetry}
        actions={[errorActions.series(testSeriesId)]}
      />
    );
  }
  return (
    <ErrorPanel
      className="mt-8"
      title={t('message.loadRefused')}
      message={error ? errorText(error) : undefined}
      actions={[errorActions.series(testSeriesId), errorActions.catalogue()]}
    />
  );
}

function ReadyCheckout({ user, series }: { user: CheckoutUser; series: SeriesOverview }) {
  const { phase, banner, register, pay } = useCheckout(user, series);
  const site = useSiteConfig();
  const { t } = useTranslation('checkout');
  const { title } = useSeriesText(series);
  return (
    <CheckoutFrame>
      <p className="mt-2 text-base text-slate-600">{t('frame.intro', { title: title.text })}</p>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:order-2">
          <OrderSummary series={series} />
        </div>
        <EnrolPanel
          user={user}
          series={series}
          phase={phase}
          onRegister={() => void register()}
          onPay={() => void pay()}
          // beside the button, where the learner is looking (on a phone the top of the page is off screen)
          status={banner ? <CheckoutBanner banner={banner} supportEmail={site.data?.supportEmail ?? null} /> : null}
        />
      </div>
    </CheckoutFrame>
  );
}

function LoadedCheckout({ userId, testSeriesId }: { userId: string; testSeriesId: string }) {
  const { series, user, enrolment } = useCheckoutData(userId, testSeriesId);
  const failed = [series, user, enrolment].find((query) => query.isError);
  if (failed) {
    return (
      <CheckoutFrame>
        <CheckoutFailure
          error={failed.error}
          testSeriesId={testSeriesId}
          onRetry={() => [series, user, enrolment].forEach((query) => query.isError && void query.refetch())}
        />
      </CheckoutFrame>
    );
  }
  if (!series.data || !user.data || enrolment.data === undefined) {
    return (
      <CheckoutFrame>
        <LoadingOverlay />
      </CheckoutFrame>
    );
  }
  // SPEC §4: already enrolled goes straight to the tests
  if (enrolment.data) return <Navigate to={testSeriesDetailPath(testSeriesId)} replace />;
  return <ReadyCheckout user={user.data} series={series.data} />;
}

export function CheckoutPage() {
  usePrivatePageTitle('Checkout');
  const { userId = '', testSeriesId = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <CheckoutFrame>
        <LoadingOverlay />
      </CheckoutFrame>
    );
  }
  if (session.status !== 'signed-in') return <SignInNeeded />;
  // a link built for another account (or before sign-in) is this learner's checkout for the same series
  if (session.user.id !== userId) return <Navigate to={checkoutPath(session.user.id, testSeriesId)} replace />;
  return <LoadedCheckout userId={userId} testSeriesId={testSeriesId} />;
}
