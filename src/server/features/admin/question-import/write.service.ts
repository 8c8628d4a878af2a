// The import itself: the same parse as the dry run makes the plan (every usable question), which an
// import job (features/admin/bank-jobs) writes as drafts a chunk at a time, each chunk committed with
// the job's position, and one audit entry for the import when it stops.
import { keyColumns } from '../../../db/question-key.ts';
import { keyOfInput } from '../../../../shared/api/admin-questions.ts';
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../http-errors.ts';
import type { ImportedItem, ImportFormat, ImportPreview, ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { recordChange } from '../../audit/service.ts';
import { insertQuestions, setQuestionHindi, setVersionHindi, type ImportedQuestionValues } from '../../catalogue/questions.service.ts';
import { importDefaults, previewImport } from './service.ts';
import { placeQuestions, treePath } from './placement.ts';
import { questionTags } from '../../../db/bank-schema.ts';
import { skippedAsDuplicate } from './duplicates.ts';

/** questions written per transaction: a chunk's progress is what a restart resumes from */
export const IMPORT_CHUNK_SIZE = 50;

export interface ImportPlan {
  format: ImportFormat;
  items: ImportedItem[];
  skipped: number;
  /** the questions left out as duplicates, or ticked to skip in the dry run */
  duplicatesSkipped: number;
  errors: number;
  exam: string | null;
  difficulty: ImportedQuestionValues['difficulty'];
}

/** Parses the file as the dry run did, here on the caller's thread (the demo content's small file). */
export const planImport = (request: ImportPreviewRequest): ImportPlan =>
  planFromPreview(request, previewImport(request.text, request.format, importDefaults(request)));

/** What the import writes, from the file's dry run; a file that cannot be imported at all is refused here, before anything is written. */
export function planFromPreview(request: ImportPreviewRequest, preview: ImportPreview): ImportPlan {
  const { format } = request;
  if (preview.fileError !== null) throw badRequest(preview.fileError);
  const usable = preview.items.filter((item): item is ImportedItem => item.ok);
  const items = usable.filter((item) => !skippedAsDuplicate(item, request));
  if (usable.length > 0 && items.length === 0) {
    throw badRequest('Every question of this file that could be imported is one you chose to skip (a duplicate, or ticked): nothing was imported.');
  }
  if (items.length === 0) {
    const first = preview.items.find((item) => !item.ok);
    const example = first && !first.ok ? ` The first, on line ${first.line}: ${first.reason}` : '';
    throw badRequest(`Nothing in this file can be imported: every question has an error or is of a kind that is skipped.${example}`);
  }
  return {
    format,
    items,
    skipped: preview.summary.skipped,
    duplicatesSkipped: usable.length - items.length,
    errors: preview.summary.errors,
    exam: request.exam?.trim() || null,
    difficulty: request.difficulty ?? null,
  };
}

function toValues(item: ImportedItem, plan: ImportPlan, batchId: string, authorId: string): ImportedQuestionValues {
  const { question } = item;
  const figures = question.figures;
  return {
    text: question.text,
    image: figures?.question ?? null,
    options: question.options.map((text, index) => ({ text, ...(figures?.options[index] ? { image: figures.options[index] } : {}) })),
    ...keyColumns(keyOfInput(question)),
    explanation: question.explanation,
    explanationImage: figures?.explanation ?? null,
    exam: plan.exam,
    section: question.section,
    difficulty: plan.difficulty,
    marks: question.marks,
    topic: question.topic,
    source: question.source,
    remarks: question.remarks,
    needsReview: item.needsReview,
    origin: { format: plan.format, line: item.line, name: question.name, conversion: item.conversion ?? null },
    importBatchId: batchId,
    createdBy: authorId,
  };
}

/**
 * Writes the plan's questions from `from` on, at most `count` of them, as drafts of the import
 * `batchId`, and returns where the next chunk starts. The caller commits that position in the same
 * transaction (bank-jobs), so a chunk is written once or not at all.
 */
export async function writeImportChunk(tx: Database, authorId: string, plan: ImportPlan, batchId: string, from: number, count: number): Promise<number> {
  // a Moodle XML file's images are stored first (import-images.ts, withStoredImages): a question still holding one would refer to nothing
  if (plan.items.some((item) => (item.question.files ?? []).length > 0)) throw new Error("The import's images were not stored before it was written.");
  const items = plan.items.slice(from, from + count);
  if (items.length === 0) return from;
  const ids = await insertQuestions(
    tx,
    items.map((item) => toValues(item, plan, batchId, authorId)),
  );
  await tagQuestions(tx, items, ids);
  // the Hindi version goes beside the English row and its first version (decision 034)
  for (const [index, item] of items.entries()) {
    const hindi = item.question.hindi;
    if (!hindi) continue;
    await setQuestionHindi(tx, ids[index]!, hindi);
    await setVersionHindi(tx, ids[index]!, 1, hindi);
  }
  // Moodle categories become nodes of the tree under the exam, made as each chunk needs them
  const exam = plan.exam;
  if (exam)
    await placeQuestions(
      tx,
      exam,
      items.map((item, index) => ({ questionId: ids[index]!, path: treePath(item.question.category, exam) })),
    );
  return from + items.length;
}

/** The import's one audit entry, written when it stops: the questions it wrote carry its batch id. */
export async function recordImport(tx: Database, actorId: string, plan: ImportPlan, batchId: string, outcome: ImportOutcome): Promise<void> {
  await recordChange(tx, {
    actorId,
    action: 'question.import',
    entity: 'question-import',
    entityId: batchId,
    before: null,
    after: {
      format: plan.format,
      questions: outcome.questionIds.length,
      skipped: plan.skipped,
      duplicatesSkipped: plan.duplicatesSkipped,
      errors: plan.errors,
      ...(outcome.status === 'completed' ? {} : { stopped: outcome.status, of: plan.items.length }),
      questionIds: outcome.questionIds,
    },
  });
}

export interface ImportOutcome {
  status: 'completed' | 'cancelled' | 'failed';
  questionIds: string[];
}

/** Moodle XML's tags, as rows of question_tags. */
async function tagQuestions(db: Database, items: ImportedItem[], ids: string[]) {
  const rows = items.flatMap((item, index) => (item.question.tags ?? []).map((tag) => ({ questionId: ids[index]!, tag })));
  if (rows.length > 0) await db.insert(questionTags).values(rows).onConflictDoNothing();
}
