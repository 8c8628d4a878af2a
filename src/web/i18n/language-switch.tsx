import clsx from 'clsx';
import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useInRouterContext, useLocation, useNavigate } from 'react-router';
import { isHindiPath, localizedPath } from '../../shared/locale-paths.ts';
import { useTranslation } from './index.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.ts';
import { isPublicPath } from './locale-path.tsx';
import { useLanguage } from './use-language.ts';

/**
 * English / हिन्दी: the interface's language, remembered in the `lang` cookie for the next visit.
 * `className` sets its display (the header's is `hidden md:inline-flex`: on a phone the switch is in
 * the menu, where the header has no room for it); without one it is `inline-flex`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { setLanguage } = useLanguage();
  return useInRouterContext() ? <RoutedSwitch className={className} /> : <Switch className={className} choose={setLanguage} />;
}

/**
 * On a public page the switch also goes to the page's address in the chosen language ('/testseries'
 * and '/hi/testseries', decision 036), in place of this one: going back does not return to the
 * language just left. The address is the router's own when the learner clicks: while the next
 * page's code loads, the router is already at its address but the header still shows the page before.
 */
function RoutedSwitch({ className }: { className?: string }) {
  const { setLanguage } = useLanguage();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const shown = useLocation();
  const choose = (next: Language) => {
    setLanguage(next);
    const { pathname, search, hash } = router?.state.location ?? shown;
    if (isHindiPath(pathname) || isPublicPath(pathname)) void navigate(localizedPath(pathname, next) + search + hash, { replace: true });
  };
  return <Switch className={className} choose={choose} />;
}

function Switch({ className, choose }: { className?: string; choose: (language: Language) => void }) {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={clsx('shrink-0 rounded-lg bg-slate-100 p-0.5', className ?? 'inline-flex')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => option !== language && choose(option)}
          className={clsx(
            'rounded-md px-2.5 py-1 text-sm font-semibold transition',
            option === language ? 'bg-white text-navy-900 shadow-sm' : 'text-slate-600 hover:text-navy-900',
          )}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
