import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LocalizedLink as Link, LocalizedNavLink as NavLink } from '../i18n/locale-path.tsx';
import { Menu, X } from 'lucide-react';
import clsx from 'clsx';
import { Logo } from '../components/logo.tsx';
import { useTranslation } from '../i18n/index.ts';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { routePatterns } from '../lib/paths.ts';
import { Marquee } from './marquee.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { mainNavItems } from './nav-items.ts';
import { SessionControls } from './session-controls.tsx';
import { UnreadBadge, UnreadDot } from './unread-badge.tsx';

const MOBILE_MENU_ID = 'mobile-menu';

export function Navbar() {
  const location = useLocation();
  const { t } = useTranslation('common');
  // the menu belongs to the page it was opened on, so following any link closes it
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-[0_1px_0_0] shadow-slate-200 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Marquee />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    clsx(
                      'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-navy-900',
                    )
                  }
                >
                  {item.label(t)}
                  {item.to === routePatterns.notifications ? <UnreadBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <LanguageSwitch className="hidden md:inline-flex" />
          <SessionControls />
          <button
            ref={toggleRef}
            type="button"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenOn(menuOpen ? null : location.key)}
            className="relative grid size-10 shrink-0 place-items-center rounded-lg text-navy-900 transition hover:bg-slate-100 md:hidden"
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            {menuOpen ? null : <UnreadDot />}
          </button>
        </div>
      </div>
      {menuOpen ? <MobileMenu id={MOBILE_MENU_ID} /> : null}
    </header>
  );
}
