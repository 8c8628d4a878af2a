// SQL of the learner's own account page: the editable profile fields, their sessions, and erasing
// the personal fields when they delete the account.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { UserRow } from './repository.ts';

export type SessionRow = typeof sessions.$inferSelect;

export interface ProfileFields {
  phone: string | null;
  targetExam: string | null;
  targetYear: number | null;
}

export async function updateProfile(db: Database, userId: string, fields: ProfileFields): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row ?? null;
}

/** The user's row, locked until the transaction ends: a second delete waits and then finds it deleted. */
export async function lockUser(db: Database, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** Every session the user ever opened, newest first, revoked and expired ones too. */
export async function listSessionsOfUser(db: Database, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
}

/** Ends every open session of the user; answers how many were open. */
export async function revokeAllSessions(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

/**
 * Erases what identifies the person and marks the account deleted. The e-mail and the Google
 * subject become placeholders unique to this row (both columns are unique), so the same Google
 * account signing in later makes a fresh account instead of reopening this one.
 */
export async function eraseUser(db: Database, userId: string, placeholders: { name: string; email: string; googleSubject: string }) {
  await db
    .update(users)
    .set({
      name: placeholders.name,
      email: placeholders.email,
      googleSubject: placeholders.googleSubject,
      image: null,
      phone: null,
      targetExam: null,
      targetYear: null,
      role: 'learner',
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
