// The exam_profiles table: the shipped profiles written from the seed, and reading and changing them.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { examProfiles } from '../../db/exam-profile-schema.ts';
import type { ExamProfile } from '../../../shared/exam/profiles.ts';
import { EXAM_PROFILE_SEED_VERSION, SHIPPED_EXAM_PROFILES } from './seed.ts';

export type ExamProfileRow = typeof examProfiles.$inferSelect;

/**
 * Writes the seed's profiles: adds those missing, and brings up to this seed those an older seed
 * wrote that no god has edited since. One statement, run at every start (instances starting
 * together write the same rows).
 */
export async function writeShippedProfiles(db: Database): Promise<void> {
  await db
    .insert(examProfiles)
    .values(SHIPPED_EXAM_PROFILES.map((profile, position) => ({ code: profile.code, profile, position, seedVersion: EXAM_PROFILE_SEED_VERSION })))
    .onConflictDoUpdate({
      target: examProfiles.code,
      set: { profile: sql`excluded.profile`, position: sql`excluded.position`, seedVersion: sql`excluded.seed_version` },
      setWhere: sql`${examProfiles.seedVersion} < excluded.seed_version and ${examProfiles.editedAt} is null`,
    });
}

export function listProfileRows(db: Database): Promise<ExamProfileRow[]> {
  return db.select().from(examProfiles).orderBy(asc(examProfiles.position), asc(examProfiles.code));
}

export async function findProfileRow(db: Database, code: string, lock = false): Promise<ExamProfileRow | undefined> {
  const query = db.select().from(examProfiles).where(eq(examProfiles.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateProfile(db: Database, code: string, profile: ExamProfile, editedBy: string, at: Date): Promise<ExamProfileRow> {
  const [row] = await db.update(examProfiles).set({ profile, editedBy, editedAt: at }).where(eq(examProfiles.code, code)).returning();
  return row!;
}

/** A new profile after every other; undefined when its code is taken. */
export async function insertProfile(db: Database, profile: ExamProfile, editedBy: string, at: Date): Promise<ExamProfileRow | undefined> {
  const [row] = await db
    .insert(examProfiles)
    .values({
      code: profile.code,
      profile,
      position: sql`(select coalesce(max(${examProfiles.position}), -1) + 1 from ${examProfiles})`,
      seedVersion: null,
      editedAt: at,
      editedBy,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
