// A page a learner sees signed in has one address, whose language the `lang` cookie keeps (decision
// 045). A Hindi address written for one ('/hi/mylearning', by hand or in an old link) opens it at its
// one address in Hindi, as the server does for a page it sends; any other /hi path is a Hindi 404.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { englishPath } from '../../shared/locale-paths.ts';
import { languageCookie } from './languages.ts';
import { isPublicPath } from './locale-path.tsx';
import { useTranslation } from './index.ts';

export function HindiAddressOfOnePage({ isPage, notFound }: { isPage: (path: string) => boolean; notFound: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { i18n } = useTranslation();
  const english = englishPath(pathname);
  const onePage = !isPublicPath(english) && isPage(english);
  useEffect(() => {
    if (!onePage) return;
    document.cookie = languageCookie('hi');
    document.documentElement.lang = 'hi';
    void i18n.changeLanguage('hi');
  }, [onePage, i18n]);
  if (!onePage) return notFound;
  return <Navigate to={english + search + hash} replace />;
}
