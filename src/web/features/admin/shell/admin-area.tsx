import { Suspense } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { isAdminRole } from '../../../../shared/roles.ts';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { AdminLogin } from '../../../components/admin-login.tsx';
import { AdminNav } from './admin-nav.tsx';

interface AdminContext {
  user: SessionUser;
}

/** The signed-in admin, for any page inside the area (the area only renders its pages for one). */
export function useAdminUser(): SessionUser {
  return useOutletContext<AdminContext>().user;
}

function SignInGate() {
  const session = useSession();
  usePrivatePageTitle('Admin sign-in');
  if (session.status === 'loading') return <LoadingBlock label="Checking your access…" />;
  return <AdminLogin signedInAs={session.status === 'signed-in' ? session.user : null} />;
}

/**
 * SPEC §6: /admin and everything under it shows the admin area to creator, master and god, and
 * the admin login to everyone else. This check only chooses what to show; the server guards
 * every admin call.
 */
export function AdminArea() {
  const session = useSession();
  if (session.status !== 'signed-in' || !isAdminRole(session.user.role)) return <SignInGate />;
  const context: AdminContext = { user: session.user };
  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-[90rem] flex-col lg:flex-row">
        <AdminNav user={session.user} />
        <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Suspense fallback={<LoadingBlock />}>
            <Outlet context={context} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
