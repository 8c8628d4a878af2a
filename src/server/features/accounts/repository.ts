// SQL of the accounts module: users and their sessions. Nothing else imports these two tables.
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Role } from '../../../shared/roles.ts';

export type UserRow = typeof users.$inferSelect;

export interface GoogleProfile {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
}

/** Creates the learner on first sign-in, and refreshes name, e-mail and picture on every later one. */
export async function upsertGoogleUser(db: Database, profile: GoogleProfile) {
  const [user] = await db
    .insert(users)
    .values({
      googleSubject: profile.subject,
      email: profile.email,
      name: profile.name,
      image: profile.picture,
      lastSignInAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: users.googleSubject,
      set: {
        email: profile.email,
        name: profile.name,
        image: profile.picture,
        lastSignInAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: users.id, role: users.role, language: users.language });
  return user!;
}

export async function findUser(db: Database, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

export async function setUserRole(db: Database, userId: string, role: Role) {
  await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Stores a session by the hash of its token; the database's clock sets when it expires. */
export async function insertSession(db: Database, tokenHash: string, userId: string, maxAgeSeconds: number, userAgent?: string) {
  const [row] = await db
    .insert(sessions)
    .values({
      idHash: tokenHash,
      userId,
      expiresAt: sql`now() + make_interval(secs => ${maxAgeSeconds})`,
      userAgent: userAgent?.slice(0, 300),
    })
    .returning({ expiresAt: sessions.expiresAt });
  return row!.expiresAt;
}

export interface SessionRecord {
  user: SessionUser;
  expiresAt: Date;
}

/** The user behind a session, or null when the session is unknown, expired or revoked, or the account deleted. */
export async function findSession(db: Database, tokenHash: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, image: users.image, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // a deleted account's sessions were all revoked with it; the check on deleted_at makes sure of it
    .where(and(eq(sessions.idHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

export async function revokeSession(db: Database, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.idHash, tokenHash));
}

/** Names and pictures of learners by id, for lists that show other learners (never their e-mails). */
export async function findPublicProfiles(db: Database, userIds: string[]): Promise<Map<string, { name: string; image: string | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, image: users.image }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, { name: row.name, image: row.image }]));
}

/** For the admin's people list: users whose name or e-mail contains `search`, newest first, one page. */
export async function searchUsers(db: Database, { search, offset, limit }: { search?: string; offset: number; limit: number }) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The gods, locked until the transaction ends: two role changes at once cannot both remove one. */
export async function lockGods(db: Database): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'god')).for('update');
  return rows.map((row) => row.id);
}

/** Names and e-mails by id, for admin screens only (a learner's e-mail is never shown to another learner). */
export async function findUsersForAdmin(db: Database, userIds: string[]): Promise<Map<string, { name: string; email: string; deleted: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email, deleted: row.deletedAt !== null }]));
}

/** The interface's language a learner chose, kept for their next device (decision 045). */
export async function setUserLanguage(db: Database, userId: string, language: 'en' | 'hi'): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
