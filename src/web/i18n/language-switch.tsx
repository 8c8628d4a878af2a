import clsx from 'clsx';
import { useTranslation } from './index.ts';
import { LANGUAGE_NAMES, LANGUAGES } from './languages.ts';
import { useLanguage } from './use-language.ts';

/**
 * English / हिन्दी: the interface's language, remembered in the `lang` cookie for the next visit.
 * `className` sets its display (the header's is `hidden md:inline-flex`: on a phone the switch is in
 * the menu, where the header has no room for it); without one it is `inline-flex`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={clsx('shrink-0 rounded-lg bg-slate-100 p-0.5', className ?? 'inline-flex')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => option !== language && setLanguage(option)}
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
