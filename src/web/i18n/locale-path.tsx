// Links on the public pages keep the page's language (decision 036): on a Hindi page, '/testseries'
// is written '/hi/testseries'. Pages that are not public (an attempt, checkout, the dashboard, admin)
// have one address in both languages and keep it.
import { useCallback, type ComponentProps } from 'react';
import { Link, matchPath, NavLink } from 'react-router';
import { englishPath, localizedPath } from '../../shared/locale-paths.ts';
import { routePatterns } from '../lib/paths.ts';
import type { Language } from './languages.ts';
import { useLanguage } from './use-language.ts';

/** The pages a search engine reads, each at an English and a Hindi address. */
export const publicPatterns: readonly string[] = [
  routePatterns.home,
  routePatterns.testSeries,
  routePatterns.testSeriesDetail,
  routePatterns.weeklyQuiz,
  routePatterns.notifications,
  routePatterns.notificationDetail,
  routePatterns.about,
  routePatterns.contact,
  routePatterns.terms,
  routePatterns.policy,
  routePatterns.notFound,
];

/** Whether a site path ('/testseries?x', '/hi/about') is a public page's, in either language. */
export function isPublicPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = englishPath(path).split(/[?#]/)[0] ?? '/';
  return publicPatterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** A link's path in a language: a public page's gets that language's address, any other stays as it is. */
export function pathInLanguage(path: string, language: Language): string {
  return isPublicPath(path) ? localizedPath(path, language) : path;
}

/** Writes a path in the interface's language: `localePath('/testseries')` is '/hi/testseries' in Hindi. */
export function useLocalePath(): (path: string) => string {
  const { language } = useLanguage();
  return useCallback((path: string) => pathInLanguage(path, language), [language]);
}

/** React Router's Link, its `to` in the interface's language when it is a path. */
export function LocalizedLink({ to, ...props }: ComponentProps<typeof Link>) {
  const localePath = useLocalePath();
  return <Link to={typeof to === 'string' ? localePath(to) : to} {...props} />;
}

/** React Router's NavLink, its `to` in the interface's language when it is a path. */
export function LocalizedNavLink({ to, ...props }: ComponentProps<typeof NavLink>) {
  const localePath = useLocalePath();
  return <NavLink to={typeof to === 'string' ? localePath(to) : to} {...props} />;
}
