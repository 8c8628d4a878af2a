// The language of a public page is in its address (decision 036): '/hi/…' reads Hindi, the
// unprefixed address English. Kept in step as the learner moves between pages in the browser.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hindiPath, isHindiPath } from '../../shared/locale-paths.ts';
import { cookieLanguage, languageCookie, type Language } from './languages.ts';
import { isPublicPath } from './locale-path.tsx';
import { useTranslation } from './index.ts';

/** The language a path's address says: Hindi under /hi, English at a public page's own, none elsewhere. */
export function addressLanguage(pathname: string): Language | null {
  if (isHindiPath(pathname)) return 'hi';
  return isPublicPath(pathname) ? 'en' : null;
}

/**
 * Sets the interface to the language of the page's address. A learner who chose Hindi (the cookie)
 * and reaches an English page in the browser is taken to its Hindi address, as the server does for a
 * page it sends; one whose first page is a Hindi address has Hindi remembered (the cookie); a page without
 * a language of its own (the dashboard, an attempt) keeps the current one.
 */
export function UrlLanguage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    const language = addressLanguage(pathname);
    if (language === null) return;
    if (language === 'en' && cookieLanguage(document.cookie) === 'hi') {
      void navigate(hindiPath(pathname) + search + hash, { replace: true });
      return;
    }
    // a Hindi address as the first page, before any choice: sign-in, checkout and the dashboard (one
    // address each, the cookie's language) go on in Hindi (decision 045); a choice made with the
    // switch stays until the switch changes it
    if (language === 'hi' && cookieLanguage(document.cookie) === null) document.cookie = languageCookie('hi');
    if (i18n.resolvedLanguage !== language) {
      document.documentElement.lang = language;
      void i18n.changeLanguage(language);
    }
  }, [pathname, search, hash, navigate, i18n]);
  return null;
}
