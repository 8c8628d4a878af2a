import { Link } from 'react-router';
import { LockKeyhole, ShieldX } from 'lucide-react';
import { buttonClasses } from './button.tsx';
import type { SessionUser } from '../lib/session.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/**
 * The admin sign-in card, for the admin area and for an admin's preview of a question; a learner who
 * is already signed in is told why it does not open.
 */
export function AdminLogin({ signedInAs, redirectPath = '/admin' }: { signedInAs: SessionUser | null; redirectPath?: string }) {
  return (
    <div className="bg-gradient-to-b from-navy-900 to-navy-800 px-4 py-16 sm:py-24">
      <section aria-labelledby="admin-login-title" className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-navy-900 text-white">
            <LockKeyhole aria-hidden="true" className="size-7" />
          </span>
          <h1 id="admin-login-title" className="mt-4 text-2xl font-bold tracking-tight text-navy-900">
            Admin sign-in
          </h1>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">
            The admin area is for the Prepverse team: creators, masters and gods. Sign in with the Google account that holds your admin role.
          </p>
        </div>
        {signedInAs ? (
          <div role="alert" className="mt-6 flex items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
            <ShieldX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
            <p>
              You are signed in as <strong className="font-semibold">{signedInAs.email}</strong>, and this account has no admin access. Ask a Prepverse admin to
              grant you a role, or sign in with another account.
            </p>
          </div>
        ) : null}
        <div className="mt-6">
          <GoogleSignInButton redirectPath={redirectPath} />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className={buttonClasses('ghost', 'sm')}>
            Back to Prepverse
          </Link>
        </p>
      </section>
    </div>
  );
}
