// The admin API of exam profiles (issue 42): every admin reads them at /admin/exams; a god changes
// a shipped profile's texts, or adds a profile from a copy and then sets its rules too.
import { z } from 'zod';
import { route } from './contract.ts';
import { examProfile } from '../exam/profiles.ts';

export const examCodeParams = z.object({ code: z.string().min(1).max(40) });

export const adminExamProfile = z.object({
  profile: examProfile,
  /** written by the seed (its texts may change, its rules are the seed's); false: a god's copy */
  shipped: z.boolean(),
  /** the seed version that last wrote it; null for a copy */
  seedVersion: z.number().int().nullable(),
  /** when a god last changed it, and who (null: as the seed wrote it) */
  editedAt: z.string().nullable(),
  editedBy: z.string().nullable(),
  totals: z.object({ questions: z.number().int(), marks: z.number() }),
  /** the seconds of the sitting it belongs to: itself, or itself and the profile it sits with */
  sittingSeconds: z.number().int(),
});
export type AdminExamProfile = z.infer<typeof adminExamProfile>;

/** POST /api/admin/exams/:code/copy: the new profile's code and name; everything else starts as the copied one's. */
export const examProfileCopy = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, 'A code is 2 to 40 small letters, digits and hyphens, starting with a letter, e.g. gate-ec.'),
  name: z.object({
    en: z.string().trim().min(1, 'Enter the English name.').max(80, 'At most 80 characters.'),
    hi: z.string().trim().min(1, 'Enter the Hindi name.').max(80, 'At most 80 characters.'),
  }),
});
export type ExamProfileCopy = z.infer<typeof examProfileCopy>;

export const SHIPPED_RULES_MESSAGE =
  "A shipped profile's rules come from Prepverse's seed: only its names and instructions can be changed. Copy it to change its rules.";

const listResponse = z.object({ success: z.literal(true), profiles: z.array(adminExamProfile) });
const oneResponse = z.object({ success: z.literal(true), profile: adminExamProfile });

/** src/server/features/admin/exams/routes.ts */
export const adminExamApi = {
  list: route('GET', '/api/admin/exams', { response: { 200: listResponse } }),
  one: route('GET', '/api/admin/exams/:code', { params: examCodeParams, response: { 200: oneResponse } }),
  save: route('PUT', '/api/admin/exams/:code', { params: examCodeParams, body: examProfile, response: { 200: oneResponse } }),
  copy: route('POST', '/api/admin/exams/:code/copy', { params: examCodeParams, body: examProfileCopy, response: { 200: oneResponse } }),
};
