import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '../i18n/index.ts';
import { signIn } from '../lib/sign-in.ts';
import { GoogleMark } from './google-mark.tsx';
import { Spinner } from './spinner.tsx';

/** Google's sign-in button in Google's own look: white, the 'G', and a plain label in the page's language, as Google's own button has. */
export function GoogleSignInButton({ redirectPath, className }: { redirectPath: string; className?: string }) {
  const { t } = useTranslation('common');
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    // coming back with the browser's Back button restores this page from cache: make the button usable again
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  return (
    <button
      type="button"
      onClick={() => {
        setLeaving(true);
        signIn(redirectPath);
      }}
      aria-busy={leaving}
      className={clsx(
        'flex h-12 w-full items-center justify-center gap-3 rounded-lg bg-white px-5 text-[0.9375rem] font-semibold text-slate-800',
        'shadow-sm ring-1 ring-slate-300 transition hover:bg-slate-50 hover:ring-slate-400 active:bg-slate-100',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {leaving ? <Spinner className="size-5" /> : <GoogleMark />}
      <span>{t('googleSignIn')}</span>
    </button>
  );
}
