import { LocalizedNavLink as NavLink } from '../i18n/locale-path.tsx';
import { CircleUserRound, GraduationCap, LogOut } from 'lucide-react';
import clsx from 'clsx';
import { myLearningPath, routePatterns } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { useTranslation } from '../i18n/index.ts';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { mainNavItems } from './nav-items.ts';
import { UnreadBadge } from './unread-badge.tsx';
import { useLogout } from './use-logout.ts';

const itemClasses = (isActive: boolean) =>
  clsx(
    'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium transition',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-navy-900',
  );

/** The phone menu: the main links, plus My Learning, Your details and Logout for a signed-in learner. */
export function MobileMenu({ id }: { id: string }) {
  const session = useSession();
  const { t } = useTranslation('common');
  const { logout, pending } = useLogout();

  return (
    <nav id={id} aria-label={t('nav.mobile')} className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden">
      <ul className="flex flex-col gap-1">
        {mainNavItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => itemClasses(isActive)}>
              {item.label(t)}
              {item.to === routePatterns.notifications ? <UnreadBadge className="ml-auto" /> : null}
            </NavLink>
          </li>
        ))}
        {session.status === 'signed-in' ? (
          <>
            <li>
              <NavLink to={myLearningPath()} className={({ isActive }) => itemClasses(isActive)}>
                <GraduationCap aria-hidden="true" className="size-5 text-brand-600" />
                {t('nav.myLearning')}
              </NavLink>
            </li>
            <li>
              <NavLink to={routePatterns.userDetail} className={({ isActive }) => itemClasses(isActive)}>
                <CircleUserRound aria-hidden="true" className="size-5 text-brand-600" />
                {t('nav.yourDetails')}
              </NavLink>
            </li>
            <li className="mt-2 border-t border-slate-100 pt-2">
              <button
                type="button"
                onClick={logout}
                disabled={pending}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-red-700 transition hover:bg-red-50 disabled:opacity-60"
              >
                <LogOut aria-hidden="true" className="size-5" />
                {t('nav.logout')}
              </button>
            </li>
          </>
        ) : null}
      </ul>
      <div className="mt-3 border-t border-slate-100 px-3 pt-3">
        <LanguageSwitch />
      </div>
    </nav>
  );
}
