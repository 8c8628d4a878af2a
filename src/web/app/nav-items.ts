import type { TFunction } from '../i18n/messages.ts';

/** A link of the main navigation; its label is read in the interface's language. */
export type NavItem = { to: string; label: (t: TFunction<'common'>) => string };

/** SPEC §2 Navbar: the links every visitor sees, in order. */
export const mainNavItems: NavItem[] = [
  { to: '/testseries', label: (t) => t('nav.testSeries') },
  { to: '/weeklyquiz', label: (t) => t('nav.weeklyQuiz') },
  { to: '/notification', label: (t) => t('nav.notifications') },
];
