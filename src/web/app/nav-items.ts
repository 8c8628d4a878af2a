export type NavItem = { to: string; label: string };

/** SPEC §2 Navbar: the links every visitor sees, in order. */
export const mainNavItems: NavItem[] = [
  { to: '/testseries', label: 'Test Series' },
  { to: '/weeklyquiz', label: 'Weekly Quiz' },
  { to: '/notification', label: 'Notifications' },
];
