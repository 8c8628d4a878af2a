// An open attempt whose paper has since moved on to a newer version of one of its questions reads a
// paper of its own: the questions at the versions it was served (docs/decisions/029), so a reload in
// the middle of the exam shows what the attempt will be graded on. Everyone else's paper comes from
// memory at the shared address; this one is read from the database, as rarely as that happens.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { PaperRef } from '../../../shared/api/exam.ts';
import { examOrder, sectionRanges } from '../../../shared/exam/navigation.ts';
import { findAttempt, type AttemptRow } from './repository.ts';
import { servedPaper, type ServedPaper } from './served-paper.ts';
import { readTarget, servesAttempt, targetOfAttempt, targetOfRow, type Target, type TargetRef } from './targets.ts';

/** The paper an open attempt reads, and its address: the shared one, unless the attempt keeps other versions. */
export async function paperOfAttempt(db: Database, target: Target, attempt: AttemptRow | null, path: string): Promise<{ path: string; paper: ServedPaper }> {
  if (!attempt || servesAttempt(target, attempt.servedVersions)) return { path, paper: servedPaper(target) };
  const own = await readTarget(db, target.ref, attempt.servedVersions);
  return own ? { path: `${path}?attempt=${attempt.id}`, paper: servedPaper(own) } : { path, paper: servedPaper(target) };
}

/** The paper of the learner's own attempt of `ref`, at the versions it was served; not found for anyone else's. */
export async function ownAttemptTarget(db: Database, userId: string, ref: TargetRef, attemptId: string): Promise<Target> {
  const attempt = await findAttempt(db, attemptId);
  const target = attempt && attempt.userId === userId && targetOfRow(attempt).id === ref.id ? await targetOfAttempt(db, attempt) : null;
  if (!target) throw notFound('Attempt not found.', { reason: 'attempt-not-found' });
  return target;
}

/** Where the exam view reads the paper, and what its instructions say of it before the questions are sent. */
export function paperRefOf(target: Target, { path, paper }: { path: string; paper: ServedPaper }): PaperRef {
  const sections = sectionRanges(examOrder(target.questions.map(({ id, section }) => ({ _id: id, section })))).map(({ section, count }) => ({
    section,
    count,
  }));
  const totalMarks = target.questions.reduce((sum, question) => sum + question.marks, 0);
  return {
    path,
    version: paper.version,
    questionCount: paper.questionCount,
    ...(target.offeredInHindi ? { offeredInHindi: true as const } : {}),
    outline: { sections, totalMarks },
  };
}
