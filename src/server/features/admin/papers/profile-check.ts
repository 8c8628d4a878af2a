// A paper against the exam profile it is set for (issue 42): what differs (shared/exam/profile-fit.ts)
// is shown on its page as it is built, and publishing it, or changing what it is set for once it is
// published, is refused while anything does, with the list.
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict } from '../../../http-errors.ts';
import type { Marking } from '../../../../shared/exam/marking.ts';
import type { PaperScope } from '../../../../shared/exam/paper-exam.ts';
import { profileDifferences, type FitQuestion } from '../../../../shared/exam/profile-fit.ts';
import { sittingProfile, type ExamProfile } from '../../../../shared/exam/profiles.ts';
import { examProfileOf, findProfileRow, listExamProfiles } from '../../exam-profiles/service.ts';
import * as papers from '../../catalogue/papers.service.ts';

/** The exam a paper is set for: its profile (a sitting's paper: the sitting's), scope and the marking it is graded by (null: a quiz's own). */
export interface PaperExamSetting {
  code: string;
  scope: PaperScope;
  profile: ExamProfile;
  marking: Marking | null;
}

/**
 * The setting of a paper with profile `code` and `scope`, as the fit check reads it: a sitting's paper
 * (and a weekly quiz, `wholeSitting`) against the sitting's profile, both papers' sections together.
 */
export async function examSetting(db: Database, code: string, scope: PaperScope, marking: Marking | null, wholeSitting = false): Promise<PaperExamSetting> {
  const profile = await examProfileOf(db, code);
  return { code, scope, marking, profile: scope === 'sitting' || wholeSitting ? sittingProfile(profile, await listExamProfiles(db)) : profile };
}

/** Refuses a profile code no profile has, in words an author can act on. */
export async function requireProfileExists(db: Database, code: string): Promise<ExamProfile> {
  const row = await findProfileRow(db, code);
  if (!row) throw badRequest(`No exam profile has the code “${code}”: choose one of those at /admin/exams.`, 'no-such-exam-profile');
  return row.profile;
}

export const differencesOf = (exam: PaperExamSetting, timeLimitSeconds: number, questions: readonly FitQuestion[]) =>
  profileDifferences(exam.profile, { scope: exam.scope, marking: exam.marking, timeLimitSeconds, questions });

/** Refuses the publish (or a published paper's edit) while the paper differs from its profile. Inside the paper's transaction. */
export async function requireFitsProfile(
  tx: Database,
  kind: papers.PaperRef['kind'],
  exam: PaperExamSetting,
  row: { id: string; timeLimitSeconds: number },
  action: 'publish' | 'edit',
): Promise<void> {
  const differences = differencesOf(exam, row.timeLimitSeconds, await papers.paperQuestions(tx, { kind, id: row.id }));
  if (differences.length === 0) return;
  const name = `${exam.profile.family} ${exam.profile.paperCode}`;
  const noun = kind === 'quiz' ? 'weekly quiz' : 'test';
  const then =
    action === 'publish'
      ? exam.scope === 'full' || exam.scope === 'sitting'
        ? 'Make it match, or call it a subject or sectional test, then publish again.'
        : 'Make it match, then publish again.'
      : 'Nothing was changed.';
  throw conflict(`This ${noun} is set for ${name} but does not match it: ${differences.join(' ')} ${then}`, 'paper-differs-from-profile', { differences });
}
