// The accounts module: who a learner is (users) and how they stay signed in (sessions).
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';
import { announceSessionChange, sessionCache } from './session-cache.ts';
import type { SessionUser } from './repository.ts';

export type { GoogleProfile, SessionUser, UserRow } from './repository.ts';
export { countUsers, findPublicProfiles, findUser, findUserByEmail, findUsersForAdmin, searchUsers, setUserLanguage, upsertGoogleUser } from './repository.ts';

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
