// The accounts module: who a learner is (users) and how they stay signed in (sessions).
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { isRole, type Role } from '../../../shared/roles.ts';
import { recordAudit, recordChange } from '../audit/service.ts';
import * as repository from './repository.ts';
import { announceSessionChange, sessionCache } from './session-cache.ts';
import type { SessionUser } from './repository.ts';

export type { GoogleProfile, SessionUser, UserRow } from './repository.ts';
export { countUsers, findPublicProfiles, findUser, findUserByEmail, findUsersForAdmin, searchUsers, upsertGoogleUser } from './repository.ts';

/** What the sessions table stores of a token: a leaked table cannot be replayed as cookies. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

// The hash of each token seen lately: a learner's every request brings the same one, and a SHA-256
// per request was, after the network write, among the larger costs of serving the question paper.
const HASHES_LIMIT = 50_000;
const hashes = new Map<string, string>();

function knownHash(token: string): string {
  let tokenHash = hashes.get(token);
  if (tokenHash === undefined) {
    tokenHash = hashToken(token);
    if (hashes.size >= HASHES_LIMIT) hashes.clear();
    hashes.set(token, tokenHash);
  }
  return tokenHash;
}

/** Opens a session and returns the token for the cookie; only its hash is stored. */
export async function openSession(db: Database, userId: string, maxAgeSeconds: number, userAgent?: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = await repository.insertSession(db, hashToken(token), userId, maxAgeSeconds, userAgent);
  return { token, expiresAt };
}

/** The user of a session token; asked of the database at most once a minute per session (session-cache.ts). */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const tokenHash = knownHash(token);
  const record = await sessionCache(db).get(tokenHash, () => repository.findSession(db, tokenHash));
  return record?.user ?? null;
}

/** Sign out: the cookie is useless from now on, on every instance. */
export async function revokeSession(db: Database, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await repository.revokeSession(db, tokenHash);
  await announceSessionChange(db, { tokenHash });
}

/** After a user's sessions, role or account changed: every instance reads them afresh. */
export async function forgetUserSessions(db: Database, userId: string): Promise<void> {
  await announceSessionChange(db, { userId });
}

/**
 * Gives a signed-up user a role and records who did it. Sessions read the role on every request,
 * so the change holds from the user's next request on.
 */
export async function grantRole(db: Database, email: string, role: Role, via: string) {
  if (!isRole(role)) throw new Error(`Unknown role '${String(role)}'`);
  const user = await repository.findUserByEmail(db, email);
  if (!user) throw notFound(`No user with the e-mail ${email}: they must sign in once first.`);
  await db.transaction(async (tx) => {
    await repository.setUserRole(tx, user.id, role);
    await recordAudit(tx, { action: 'role.grant', entity: 'user', entityId: user.id, detail: { from: user.role, to: role, via } });
  });
  await forgetUserSessions(db, user.id);
  return { email: user.email, from: user.role, to: role };
}

/**
 * A god assigns a role from the admin area: audited with who did it and the role before and after.
 * Nobody changes their own role, so the last god cannot demote themselves by a slip; and the last
 * god is never demoted by another (two gods demoting each other at once: one of them is refused).
 */
export async function assignRole(db: Database, actorId: string, userId: string, role: Role) {
  if (actorId === userId) throw forbidden('You cannot change your own role: ask another god.');
  const assigned = await db.transaction(async (tx) => {
    const user = await repository.findUser(tx, userId);
    if (!user) throw notFound('No such user.');
    if (user.role === 'god' && role !== 'god') {
      // the gods' rows are locked first, so two gods demoting each other at once take turns
      const gods = await repository.lockGods(tx);
      if (gods.filter((id) => id !== userId).length === 0) throw conflict('The last god cannot be demoted: make someone else a god first.', 'last-god');
    }
    await repository.setUserRole(tx, userId, role);
    await recordChange(tx, { actorId, action: 'role.assign', entity: 'user', entityId: userId, before: { role: user.role }, after: { role } });
    return { id: user.id, email: user.email, name: user.name, role };
  });
  await forgetUserSessions(db, userId);
  return assigned;
}
