import { isAdminRole } from '../../../../shared/roles.ts';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { AdminHome } from '../components/admin-home.tsx';
import { AdminLogin } from '../components/admin-login.tsx';

/**
 * SPEC §6: /admin shows the admin home to creator, master and god, and the admin login to
 * everyone else. This check only chooses what to show; the server guards every admin call.
 */
export function AdminPage() {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && isAdminRole(session.user.role);
  usePageTitle(isAdmin ? 'Admin' : 'Admin sign-in');

  if (session.status === 'loading') return <LoadingBlock label="Checking your access…" />;
  if (session.status === 'signed-in' && isAdmin) return <AdminHome user={session.user} />;
  return <AdminLogin signedInAs={session.status === 'signed-in' ? session.user : null} />;
}
