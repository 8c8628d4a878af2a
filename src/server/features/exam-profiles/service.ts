// The exam profiles for the rest of the server (issue 42): written from the seed at start, and read.
import type { Database } from '../../db/client.ts';
import type { ExamProfile } from '../../../shared/exam/profiles.ts';
import * as repository from './repository.ts';
import { SHIPPED_EXAM_PROFILES } from './seed.ts';

export { writeShippedProfiles } from './repository.ts';
// the admin's reading and changing of them (features/admin/exams)
export { findProfileRow, insertProfile, listProfileRows, updateProfile, type ExamProfileRow } from './repository.ts';

/** Every profile, in the admin's order. */
export async function listExamProfiles(db: Database): Promise<ExamProfile[]> {
  return (await repository.listProfileRows(db)).map((row) => row.profile);
}

/**
 * The profile of that code: the stored one, else the one this build ships (a database the seed has
 * not yet reached), else GATE CS's, so that a paper always reads as some exam's.
 */
export async function examProfileOf(db: Database, code: string): Promise<ExamProfile> {
  const row = await repository.findProfileRow(db, code);
  return row?.profile ?? SHIPPED_EXAM_PROFILES.find((profile) => profile.code === code) ?? SHIPPED_EXAM_PROFILES[0]!;
}
