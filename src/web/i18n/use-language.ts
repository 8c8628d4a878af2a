import { useCallback } from 'react';
import { useTranslation } from './react.tsx';
import { DEFAULT_LANGUAGE, isLanguage, languageCookie, type Language } from './languages.ts';

/** The interface's language, and the switch's way to change it: remembered in the cookie the server reads, and on the account. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (next: Language) => {
      document.cookie = languageCookie(next);
      document.documentElement.lang = next;
      void i18n.changeLanguage(next);
      // kept on the account too, so the learner's other devices open in it (decision 045); signed
      // out, the server keeps nothing. A plain fetch: the first page's code carries no API client
      void fetch('/api/account/language', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: next }),
      }).catch(() => undefined);
    },
    [i18n],
  );
  return { language, setLanguage };
}
