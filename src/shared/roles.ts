export const roles = ['learner', 'creator', 'master', 'god'] as const;
export type Role = (typeof roles)[number];

/** SPEC §6: god, master and creator count as admin; any other role does not. */
export const adminRoles: readonly Role[] = ['creator', 'master', 'god'];

export function isAdminRole(role: string | null | undefined): boolean {
  return adminRoles.includes(role as Role);
}

const rank: Record<Role, number> = { learner: 0, creator: 1, master: 2, god: 3 };

/** True when `role` may do what `needed` may: god > master > creator > learner. */
export function roleAtLeast(role: Role, needed: Role): boolean {
  return rank[role] >= rank[needed];
}

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}
