import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser, type SessionUser } from '../features/accounts/service.ts';
import { forbidden, unauthorized } from '../http-errors.ts';
import { NOT_YOURS_MESSAGE } from '../../shared/api/errors.ts';
import { adminActions, can, type AdminAction } from '../../shared/admin-permissions.ts';
import { isAdminRole } from '../../shared/roles.ts';

import { SESSION_COOKIE } from './session-cookie.ts';

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null. A tampered, expired or revoked cookie counts as signed out. */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  let user = resolved.get(request);
  if (!user) {
    user = lookUp(request);
    resolved.set(request, user);
  }
  return user;
}

async function lookUp(request: FastifyRequest): Promise<SessionUser | null> {
  const token = sessionToken(request);
  return token ? findSessionUser(request.server.db, token) : null;
}

// Cookies whose signature was checked, with the token each carries: a learner's every autosave
// brings the same cookie, and checking its HMAC each time was a visible part of a request's cost.
// Only a valid signature is remembered, so a forged cookie is checked (and refused) every time.
const VERIFIED_LIMIT = 50_000;
const verified = new Map<string, string>();

/** The session token from the signed cookie, or null when it is missing or its signature is wrong. */
export function sessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const known = verified.get(raw);
  if (known !== undefined) return known;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  if (verified.size >= VERIFIED_LIMIT) verified.clear();
  verified.set(raw, unsigned.value);
  return unsigned.value;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** The path's userId must be the session's user: no learner reads or writes another's data. */
export async function requireSelf(request: FastifyRequest, userId: string): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.id !== userId) throw forbidden(NOT_YOURS_MESSAGE, 'not-yours');
  return user;
}

/** An admin action of the permissions table (src/shared/admin-permissions.ts), checked on every request. */
export async function requirePermission(request: FastifyRequest, action: AdminAction): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!can(user.role, action)) throw forbidden(`This needs the ${adminActions[action]} role or higher.`, 'forbidden');
  return user;
}

/** The one guard in front of every /api/admin route. */
export async function requireAdmin(request: FastifyRequest, _reply?: FastifyReply): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdminRole(user.role)) throw forbidden('Admin access only.', 'admin-only');
  return user;
}
