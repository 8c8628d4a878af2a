// SQL of an attempt's language (attempt-language.ts): attempts.language and attempts.question_languages,
// mirrored in db/attempt-language-schema.ts (migration 0013).
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attemptsLanguage } from '../../db/attempt-language-schema.ts';
import { attempts } from '../../db/schema.ts';
import type { AttemptLanguageBody, ExamLanguage, QuestionLanguages } from '../../../shared/api/exam-language.ts';

export interface AttemptLanguage {
  language: ExamLanguage;
  questionLanguages: QuestionLanguages;
}

const columns = { language: attemptsLanguage.language, questionLanguages: attemptsLanguage.questionLanguages };

/** The stored language of an attempt (null: no such attempt). */
export async function readLanguage(db: Database, attemptId: string): Promise<AttemptLanguage | null> {
  const [row] = await db.select(columns).from(attemptsLanguage).where(eq(attemptsLanguage.id, attemptId)).limit(1);
  return row ?? null;
}

/**
 * Sets the default, the named questions' languages, or both, while the attempt is open. The
 * questions' languages are merged into the stored map in one statement, so two tabs' changes to
 * different questions both stay. Sending the same again changes nothing.
 */
export async function writeLanguage(db: Database, attemptId: string, change: AttemptLanguageBody): Promise<AttemptLanguage | null> {
  const set: { language?: ExamLanguage; questionLanguages?: SQL } = {};
  if (change.language) set.language = change.language;
  if (change.questions && Object.keys(change.questions).length > 0) {
    set.questionLanguages = sql`${attemptsLanguage.questionLanguages} || ${JSON.stringify(change.questions)}::jsonb`;
  }
  if (Object.keys(set).length === 0) return readLanguage(db, attemptId);
  // the mirror and the full table are the same table: the update sets the mirror's columns while the
  // full table's submitted_at says the attempt is still open
  const [row] = await db
    .update(attemptsLanguage)
    .set(set)
    .where(and(eq(attemptsLanguage.id, attemptId), isNull(attempts.submittedAt)))
    .returning(columns);
  return row ?? null;
}
