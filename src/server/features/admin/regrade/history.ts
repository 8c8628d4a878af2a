// The regrade screen's reading side: a paper's questions with the key grading applies now, its exam's
// rule for a dropped question, and its past regrades (who, when, what, why, and what it did).
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http-errors.ts';
import type { RegradePaperResponse, RegradeRecord, RegradeSummary } from '../../../../shared/api/admin-regrade.ts';
import { countAttemptsOf, readTarget } from '../../attempts/service.ts';
import { regradeHistory, regradeKeyOf } from '../../catalogue/regrades.service.ts';
import { examProfileOf } from '../../exam-profiles/service.ts';
import { authorsOf } from '../authoring.ts';
import { paperWord, type PaperRef } from './prepare.ts';

/** The paper's regrades, newest first, each with its question's number in the paper. */
export async function toRecords(db: Database, ref: PaperRef, numbers?: Map<string, number>): Promise<RegradeRecord[]> {
  const rows = await regradeHistory(db, ref);
  if (rows.length === 0) return [];
  const numberOf = numbers ?? new Map((await readTarget(db, ref))?.questions.map((question, index) => [question.id, index + 1]) ?? []);
  const authors = await authorsOf(
    db,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row, index) => ({
    id: row.id,
    questionId: row.questionId,
    questionNumber: numberOf.get(row.questionId) ?? null,
    action: row.action,
    key: regradeKeyOf(row),
    reason: row.reason,
    summary: (row.summary as RegradeSummary | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: authors[index] ?? null,
  }));
}

/** GET /api/admin/regrade/:kind/:id */
export async function regradePaper(db: Database, ref: PaperRef): Promise<Omit<RegradePaperResponse, 'success'>> {
  const target = await readTarget(db, ref);
  if (!target) throw notFound(`No such ${paperWord(ref.kind)}.`);
  const counts = await countAttemptsOf(db, ref);
  // the paper's profile, as the catalogue gives it (a paper not yet given one reads as the one it will
  // be given); a sitting's exam carries the code of its first paper, whose rule the sitting follows
  const { voidRule } = await examProfileOf(db, target.exam.code);
  const questions = target.questions.map((question, index) => ({
    id: question.id,
    number: index + 1,
    text: question.text,
    type: question.type,
    options: question.options.map((option) => ({ text: option.text })),
    section: question.section,
    marks: question.marks,
    key: question.key,
    originalKey: question.regrade?.previousKey ?? question.key,
    voided: question.voided ?? null,
  }));
  const numbers = new Map(questions.map((question) => [question.id, question.number]));
  return {
    paper: {
      kind: ref.kind,
      id: ref.id,
      title: target.title,
      seriesId: target.placement.kind === 'test' ? target.placement.seriesId : null,
      voidRule,
      submitted: counts.submitted,
      open: counts.open,
      questions,
    },
    regrades: await toRecords(db, ref, numbers),
  };
}
