// The exam profiles for the rest of the server (issue 42): written from the seed at start, and read.
import type { Database } from '../../db/client.ts';
import type { ExamProfile } from '../../../shared/exam/profiles.ts';
import * as repository from './repository.ts';

export { writeShippedProfiles } from './repository.ts';
// the admin's reading and changing of them (features/admin/exams)
export { findProfileRow, insertProfile, listProfileRows, updateProfile, type ExamProfileRow } from './repository.ts';

/** Every profile, in the admin's order. */
export async function listExamProfiles(db: Database): Promise<ExamProfile[]> {
  return (await repository.listProfileRows(db)).map((row) => row.profile);
}
