import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageCookie, type Language } from './languages.ts';

/** The interface's language, and the switch's way to change it: remembered in the cookie the server reads. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (next: Language) => {
      document.cookie = languageCookie(next);
      document.documentElement.lang = next;
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, setLanguage };
}
