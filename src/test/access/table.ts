// The access table's shape: one row per route as Fastify registers it (method and path), each with
// one or more cases (a request and the status expected for each caller). The rows themselves are in
// learner-rows.ts and admin-rows.ts.
import type { HTTPMethods } from 'fastify';
import { adminActions, can, type AdminAction } from '../../shared/admin-permissions.ts';
import { roles } from '../../shared/roles.ts';
import type { Scene } from './scene.ts';

/** Who sends the request: nobody signed in, the learner whose things it names, another learner, each admin role. */
export const callers = ['none', 'owner', 'other', 'creator', 'master', 'god'] as const;
export type Caller = (typeof callers)[number];
export type Expected = Record<Caller, number>;

export interface AccessRequest {
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface AccessCase {
  what: string;
  /** built from a scene no earlier request changed (walk.ts, KeptScene); the same for every caller */
  request: (scene: Scene) => Promise<AccessRequest>;
  expect: Expected;
  /** the admin permission the case walks (src/shared/admin-permissions.ts) */
  action?: AdminAction;
}

export interface AccessRow {
  /** several for a route Fastify registered for several methods at once (the admin catch-all) */
  method: HTTPMethods | HTTPMethods[];
  url: string;
  cases: AccessCase[];
}

export const everyone = (status: number): Expected => ({ none: status, owner: status, other: status, creator: status, master: status, god: status });

/** Any signed-in caller, each for their own account. */
export const signedIn = (status = 200): Expected => ({ ...everyone(status), none: 401 });

/** Only the owner: the request names the owner's things. */
export const ownerOnly = (refused = 403, ok = 200): Expected => ({ ...everyone(refused), none: 401, owner: ok });

/** An admin action: learners stop at the admin guard, each admin role gets what the permissions table gives it. */
export function adminAction(action: AdminAction, ok = 200): Expected {
  const byRole = (role: 'creator' | 'master' | 'god') => (can(role, action) ? ok : 403);
  return { none: 401, owner: 403, other: 403, creator: byRole('creator'), master: byRole('master'), god: byRole('god') };
}

export const one = (what: string, request: AccessCase['request'], expect: Expected, action?: AdminAction): AccessCase[] => [
  { what, request, expect, ...(action ? { action } : {}) },
];

export const methodsOf = (row: AccessRow): HTTPMethods[] => (Array.isArray(row.method) ? row.method : [row.method]);

/** Which admin actions no case walks: each must be walked at least once. */
export function unwalkedActions(rows: AccessRow[]): string[] {
  const walked = new Set(rows.flatMap((row) => row.cases.map((c) => c.action)));
  return Object.keys(adminActions).filter((action) => !walked.has(action as AdminAction));
}

// every role the product knows is a caller of the walk; a new role without a column fails here
export const uncoveredRoles = () => roles.filter((role) => role !== 'learner' && !(callers as readonly string[]).includes(role));
