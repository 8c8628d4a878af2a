import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { Avatar } from '../components/avatar.tsx';
import { Button } from '../components/button.tsx';
import { myLearningPath } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { useSignInDialog } from '../lib/sign-in-dialog.ts';
import { useLogout } from './use-logout.ts';
import { useTranslation } from '../i18n/index.ts';

/** The right end of the navbar: Register when signed out; picture, name and Logout when signed in. */
export function SessionControls() {
  const session = useSession();
  const { t } = useTranslation('common');
  const signInDialog = useSignInDialog();
  const { logout, pending } = useLogout();

  if (session.status === 'loading') {
    return <span aria-hidden="true" className="h-9 w-28 animate-pulse rounded-full bg-slate-100" />;
  }

  if (session.status !== 'signed-in') {
    return (
      <Button size="sm" onClick={() => signInDialog.open()} className="px-4">
        {t('nav.register')}
      </Button>
    );
  }

  const { user } = session;
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      <Link
        to={myLearningPath()}
        className="flex min-w-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold text-navy-900 transition hover:bg-slate-100"
      >
        <Avatar src={user.image} className="size-8" />
        <span className="truncate sm:max-w-[12rem]">{user.name}</span>
      </Link>
      {/* on phones Logout lives in the menu, so the bar keeps room for the name */}
      {/* a wrapper hides it: 'hidden' on the button itself would fight the button's own display class */}
      <span className="hidden md:inline-flex">
        <Button variant="ghost" size="sm" onClick={logout} disabled={pending}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('nav.logout')}
        </Button>
      </span>
    </div>
  );
}
