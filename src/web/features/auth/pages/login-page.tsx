import { Link, useSearchParams } from 'react-router';
import { ArrowRight, CircleExclamationPoint } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { LogoMark } from '../../../components/logo.tsx';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { redirectFromSearch } from '../redirect.ts';
import { SignInPanel } from '../components/sign-in-panel.tsx';
import { Trans, useTranslation } from '../../../i18n/index.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePrivatePageTitle(t('login.title'));
  // the server sends a failed Google round trip back here as ?error=failed or ?error=expired
  const errorMessages: Record<string, string> = { failed: t('login.failed'), expired: t('login.expired') };
  const [searchParams] = useSearchParams();
  const redirectPath = redirectFromSearch(searchParams);
  const errorCode = searchParams.get('error');
  const errorMessage = errorCode ? (errorMessages[errorCode] ?? t('login.otherError')) : null;
  const session = useSession();

  return (
    <div className="bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-4 py-12 sm:py-20">
      <section aria-labelledby="login-title" className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 sm:p-8">
        <div className="flex flex-col items-center gap-3 pb-5 text-center">
          <LogoMark className="size-12" />
          <h1 id="login-title" className="text-2xl font-bold tracking-tight text-navy-900">
            {t('login.welcome')}
          </h1>
        </div>
        {errorMessage ? (
          <p role="alert" className="mb-5 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200">
            <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorMessage}
          </p>
        ) : null}
        {session.status === 'loading' ? (
          <LoadingBlock label={t('login.checking')} />
        ) : session.status === 'signed-in' ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <p className="text-slate-600">
              <Trans
                t={t}
                i18nKey="login.signedInAs"
                values={{ name: session.user.name }}
                components={{ name: <strong className="font-semibold text-slate-900" /> }}
              />
            </p>
            <Link to={redirectPath} className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('login.continue')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        ) : (
          <SignInPanel redirectPath={redirectPath} />
        )}
      </section>
    </div>
  );
}
