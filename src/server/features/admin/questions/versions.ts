// A question's versions (docs/decisions/029): an edit of its content makes the next version; the
// papers nobody can be taking follow it at once, while a published or started paper keeps serving
// the version its learners met until someone chooses the newer one for it (admin/papers/versions.ts).
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http-errors.ts';
import { versionChange, type QuestionVersion, type VersionChange } from '../../../../shared/api/admin-questions.ts';
import { keyOfRow, type KeyColumns } from '../../../db/question-key.ts';
import type { QuestionOption } from '../../../db/schema.ts';
import { papersWithAttempts } from '../../attempts/service.ts';
import { touchPapers, type PaperRef } from '../../catalogue/papers.service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { authorsOf, type Actor } from '../authoring.ts';

/** What a version holds: all a paper serves of the question, its Hindi version too (docs/decisions/034). */
type Content = KeyColumns &
  Pick<bank.QuestionRecord, 'text' | 'image' | 'options' | 'explanation' | 'explanationImage' | 'section' | 'marks' | 'remarks'> & {
    hindi: bank.HindiVersion | null;
  };

/** The Hindi as stored: trimmed texts, an explanation always present; equal content compares equal. */
const hindiText = (hindi: bank.HindiVersion | null) =>
  hindi === null ? null : JSON.stringify({ text: hindi.text, options: hindi.options.map((option) => ({ text: option.text })), explanation: hindi.explanation });

const sameOptions = (a: QuestionOption[], b: QuestionOption[]) =>
  a.length === b.length && a.every((option, index) => option.text === b[index]!.text && (option.image ?? null) === (b[index]!.image ?? null));

const sameKey = (a: KeyColumns, b: KeyColumns) => JSON.stringify(keyOfRow(a)) === JSON.stringify(keyOfRow(b));

/** Which parts of the content differ (in versionChange's order); empty when none does. */
export function changedParts(before: Content, after: Content): VersionChange[] {
  const differs: Record<VersionChange, boolean> = {
    text: before.text !== after.text,
    image: before.image !== after.image,
    options: !sameOptions(before.options, after.options),
    key: !sameKey(before, after),
    explanation: before.explanation !== after.explanation || before.explanationImage !== after.explanationImage,
    marks: before.marks !== after.marks,
    section: before.section !== after.section,
    type: before.type !== after.type,
    remarks: before.remarks !== after.remarks,
    hindi: hindiText(before.hindi) !== hindiText(after.hindi),
  };
  return versionChange.options.filter((part) => differs[part]);
}

/**
 * Writes the question's new version (its row already holds the content and the version number) and
 * moves every paper that is neither published nor started to it. Answers with the papers that moved,
 * whose cached copies are to be forgotten once the transaction commits.
 */
export async function recordVersion(
  tx: Database,
  actor: Actor,
  question: bank.QuestionRecord & { hindi: bank.HindiVersion | null },
  changed: VersionChange[],
  note: string | null,
): Promise<PaperRef[]> {
  const { id, version, text, image, options, type, correctIndex, correctIndexes, natMin, natMax, natDecimals } = question;
  const { explanation, explanationImage, section, marks, remarks } = question;
  await bank.insertQuestionVersion(tx, {
    ...{ questionId: id, version, text, image, options, type, correctIndex, correctIndexes, natMin, natMax, natDecimals },
    ...{ explanation, explanationImage, section, marks, remarks, changed, note, createdBy: actor.id },
  });
  if (question.hindi) await bank.setVersionHindi(tx, id, version, question.hindi);
  const links = await bank.linksOfQuestion(tx, id);
  const started = await papersWithAttempts(
    tx,
    links.filter((link) => link.kind === 'test').map((link) => link.id),
    links.filter((link) => link.kind === 'quiz').map((link) => link.id),
  );
  // a published paper may be on a learner's screen, a started one in a learner's result: they stay
  const following = links.filter((link) => link.status !== 'published' && !(link.kind === 'test' ? started.tests : started.quizzes).has(link.id));
  const papers = {
    testIds: following.filter((link) => link.kind === 'test').map((link) => link.id),
    quizIds: following.filter((link) => link.kind === 'quiz').map((link) => link.id),
  };
  await bank.serveVersionIn(tx, id, version, papers);
  await touchPapers(tx, papers.testIds, papers.quizIds);
  return following.map(({ kind, id: paperId }) => ({ kind, id: paperId }));
}

function toQuestionVersion(row: bank.QuestionVersionRecord, author: QuestionVersion['author'], hindi: bank.HindiVersion | null): QuestionVersion {
  return {
    version: row.version,
    text: row.text,
    image: row.image,
    options: row.options.map((option) => ({ text: option.text, image: option.image ?? null })),
    type: row.type,
    key: keyOfRow(row),
    explanation: row.explanation,
    explanationImage: row.explanationImage,
    section: row.section,
    marks: row.marks,
    remarks: row.remarks,
    hindi,
    // written by this code only: the database keeps it as jsonb
    changed: row.changed as VersionChange[],
    note: row.note,
    author,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every version of the question, the newest first, each with its author. */
export async function listVersions(db: Database, questionId: string): Promise<QuestionVersion[]> {
  const rows = await bank.listQuestionVersions(db, questionId);
  if (rows.length === 0) throw notFound('No such question.');
  const [authors, hindi] = await Promise.all([
    authorsOf(
      db,
      rows.map((row) => row.createdBy),
    ),
    bank.hindiOfVersions(db, questionId),
  ]);
  return rows.map((row, index) => toQuestionVersion(row, authors[index] ?? null, hindi.get(row.version) ?? null));
}
