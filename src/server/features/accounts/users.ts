import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Role } from '../../../shared/roles.ts';

export interface GoogleProfile {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
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
    .returning({ id: users.id, role: users.role });
  return user!;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

export async function setUserRole(db: Database, userId: string, role: Role) {
  await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
