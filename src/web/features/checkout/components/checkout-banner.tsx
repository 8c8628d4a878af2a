import { CircleAlert, CircleCheck } from 'lucide-react';
import { Spinner } from '../../../components/spinner.tsx';
import { Trans, useTranslation } from '../../../i18n/index.ts';
import { useCheckoutMessage } from '../use-checkout-message.ts';
import type { CheckoutBanner as Banner } from '../use-checkout.ts';

/** Success ('Redirecting...' underneath) or an error; a payment error adds where to get help. */
export function CheckoutBanner({ banner, supportEmail }: { banner: Banner; supportEmail: string | null }) {
  const { t } = useTranslation('checkout');
  const message = useCheckoutMessage();
  if (banner.tone === 'success') {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-200">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        <div>
          <p className="font-semibold">{message(banner.text)}</p>
          <p className="mt-0.5 flex items-center gap-2 text-sm text-emerald-800">
            <Spinner className="size-3.5 border-emerald-200 border-t-emerald-600" />
            {t('banner.redirecting')}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div>
        <p className="font-semibold">{message(banner.text)}</p>
        {banner.contactSupport ? (
          <p className="mt-0.5 text-sm text-red-800">
            {supportEmail ? (
              <Trans
                t={t}
                i18nKey="banner.supportAt"
                components={{
                  mail: (
                    <a href={`mailto:${supportEmail}`} className="font-semibold underline underline-offset-2">
                      {supportEmail}
                    </a>
                  ),
                }}
              />
            ) : (
              t('banner.support')
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}
