import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { redirectAfterSignIn } from '../../../../shared/redirect.ts';
import { LogoMark } from '../../../components/logo.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { sessionQuery } from '../../../lib/session.ts';

/** SPEC §4: the learner lands here from Google and is sent on after one second. */
const REDIRECT_DELAY_MS = 1000;

export function LoginSuccessPage() {
  const { t } = useTranslation('auth');
  usePrivatePageTitle(t('success.title'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const mountedAt = useRef(Date.now());
  // a session cached from before sign-in would say 'signed out': always ask the server again
  const session = useQuery({ ...sessionQuery, refetchOnMount: 'always' });
  const settled = !session.isFetching;
  const user = session.data ?? null;
  const rawRedirect = searchParams.get('redirect');

  useEffect(() => {
    if (!settled) return;
    // the user id is needed to fill '/null/' in a weekly-quiz path; without a session there is nothing to return to
    const target = user ? redirectAfterSignIn(rawRedirect, user.id) : '/';
    const wait = Math.max(0, REDIRECT_DELAY_MS - (Date.now() - mountedAt.current));
    const timer = window.setTimeout(() => navigate(target, { replace: true }), wait);
    return () => window.clearTimeout(timer);
  }, [settled, user, rawRedirect, navigate]);

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-5 text-center">
        <div className="relative">
          <LogoMark className="size-14" />
          <Spinner className="absolute -right-3 -bottom-3 size-6 bg-white" />
        </div>
        <div>
          <h1 className="text-xl font-semibold text-navy-900">{t('success.heading')}</h1>
          <p className="mt-1 text-sm text-slate-500">{settled && user ? t('success.welcome', { name: user.name }) : t('success.moment')}</p>
        </div>
      </div>
    </div>
  );
}
