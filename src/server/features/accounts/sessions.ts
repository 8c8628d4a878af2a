import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Role } from '../../../shared/roles.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a session and returns the token for the cookie; only its hash is stored. */
export async function openSession(db: Database, userId: string, maxAgeSeconds: number, userAgent?: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + maxAgeSeconds * 1000);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, expiresAt };
}

/** The user behind a token, or null when the session is unknown, expired or revoked. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, image: users.image, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, token: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every session of a user, e.g. after a role change. */
export async function revokeUserSessions(db: Database, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
