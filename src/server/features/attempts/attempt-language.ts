// The language a learner reads a paper offered in Hindi in (docs/decisions/034): the attempt's default,
// chosen before starting, and each question switched from its "View in" select. Kept with the attempt
// (attempts.language, attempts.question_languages: migration 0013) so a reload or another device
// opens the paper as the learner left it. Grading never reads it.
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import { NOT_YOURS_MESSAGE } from '../../../shared/api/errors.ts';
import { NOT_IN_HINDI_MESSAGE, type AttemptLanguageBody, type ExamLanguage } from '../../../shared/api/exam-language.ts';
import { attemptFacts } from './attempt-facts.ts';
import { readLanguage, writeLanguage, type AttemptLanguage } from './language.repository.ts';
import { loadAnswerShape, loadTarget, targetOfRow, type Target } from './targets.ts';

export type { AttemptLanguage };

export const ATTEMPT_ENDED = 'This attempt has ended: answers can no longer be changed.';
export const ENGLISH: AttemptLanguage = { language: 'en', questionLanguages: {} };

/** Refuses Hindi for a paper not offered in it; English is always there. */
export function requireLanguageOffered(target: Pick<Target, 'offeredInHindi'>, languages: Iterable<ExamLanguage>): void {
  for (const language of languages) if (language === 'hi' && !target.offeredInHindi) throw badRequest(NOT_IN_HINDI_MESSAGE, 'not-in-hindi');
}

/** The attempt's language; an attempt of a paper not offered in Hindi is read in English, without asking the database. */
export async function languageOfAttempt(db: Database, attemptId: string, target: Pick<Target, 'offeredInHindi'> | null): Promise<AttemptLanguage> {
  if (target && !target.offeredInHindi) return ENGLISH;
  return (await readLanguage(db, attemptId)) ?? ENGLISH;
}

/**
 * Beside a result's solutions: the language each question was last read in, for the review to open it
 * in. Nothing for a paper not offered in Hindi, whose result carries no Hindi to read.
 */
export async function languagesOfResult(db: Database, attemptId: string, target: Pick<Target, 'offeredInHindi'>): Promise<Partial<AttemptLanguage>> {
  return target.offeredInHindi ? languageOfAttempt(db, attemptId, target) : {};
}

/** The learner's change to their attempt's language (PUT /api/attempts/:attemptId/language). */
export async function setAttemptLanguage(db: Database, userId: string, attemptId: string, change: AttemptLanguageBody): Promise<AttemptLanguage> {
  const facts = await attemptFacts(db, attemptId);
  if (!facts) throw notFound('Attempt not found.', { reason: 'attempt-not-found' });
  if (facts.userId !== userId) throw forbidden(NOT_YOURS_MESSAGE, 'not-yours');
  const ref = targetOfRow(facts);
  const target = await loadTarget(db, ref);
  if (!target) throw notFound('Attempt not found.', { reason: 'attempt-not-found' });
  requireLanguageOffered(target, [...(change.language ? [change.language] : []), ...Object.values(change.questions ?? {})]);
  const shapes = await loadAnswerShape(db, ref);
  for (const questionId of Object.keys(change.questions ?? {})) {
    if (!shapes.has(questionId)) {
      throw badRequest('A language names a question that is not in this test.', 'invalid-input', { reason: 'language-not-in-paper' });
    }
  }
  const stored = await writeLanguage(db, attemptId, change);
  if (!stored) throw conflict(ATTEMPT_ENDED, 'attempt-ended');
  return stored;
}

/**
 * At the start: the default chosen on the instructions page (checked against the paper before the
 * attempt is started: requireLanguageOffered), kept while the attempt is open. Starting again without
 * one leaves the stored language as it is.
 */
export async function startLanguage(
  db: Database,
  attemptId: string,
  target: Pick<Target, 'offeredInHindi'>,
  language: ExamLanguage | undefined,
): Promise<AttemptLanguage> {
  if (!language || !target.offeredInHindi) return languageOfAttempt(db, attemptId, target);
  return (await writeLanguage(db, attemptId, { language })) ?? languageOfAttempt(db, attemptId, target);
}
