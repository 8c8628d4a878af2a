import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { SignInDialogProvider } from '../features/auth/components/sign-in-dialog.tsx';
import { useTranslation } from '../i18n/index.ts';
import { UrlLanguage } from '../i18n/url-language.tsx';
import { hydrateLater } from '../lib/hydrate-later.tsx';
import { unreadNotificationsQuery } from '../lib/notifications.ts';
import { prefetchSession, type Prefetch } from '../lib/route-data.ts';
import { siteConfigQuery } from '../lib/site.ts';
import { CompactFooter } from './compact-footer.tsx';
import { LoadingScreen } from './loading-screen.tsx';

// drawn by the server with every page, their code out of the first script: the navbar's links work
// as plain links until it comes, and the footer is below the page
const Navbar = hydrateLater(() => import('./navbar.tsx').then((module) => module.Navbar));
const Footer = hydrateLater(() => import('./footer.tsx').then((module) => module.Footer));

/** Wraps every route: the sign-in dialog needs the router (its Terms link), every page needs the dialog. */
export function AppShell() {
  return (
    <SignInDialogProvider>
      <ScrollRestoration />
      <UrlLanguage />
      <Outlet />
    </SignInDialogProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}

/**
 * What the layout shows around every page: who is signed in and their unread count (the navbar),
 * and the site's contact details (the footer; the ad slots and Contact read them too).
 */
export const prefetchSiteLayout: Prefetch = async ({ queryClient }) => {
  const signedIn = prefetchSession(queryClient).then((user) => (user ? queryClient.prefetchQuery(unreadNotificationsQuery) : null));
  await Promise.all([queryClient.prefetchQuery(siteConfigQuery), signedIn]);
};

/** The marketing and learner pages: navbar, the page, the full footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** The test and quiz screens: no marketing navbar competing with the clock, a one-line footer. */
export function ExamLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center px-4">
          <Link to="/" className="rounded-lg">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <CompactFooter />
    </div>
  );
}
