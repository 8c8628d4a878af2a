// The import itself: the same parse as the dry run, then every usable question written as a draft
// in one transaction, in batches, telling the caller after each batch. A failure anywhere rolls the
// whole import back: a file is imported completely or not at all.
import { keyColumns } from '../../../db/question-key.ts';
import { keyOfInput } from '../../../../shared/api/admin-questions.ts';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../http-errors.ts';
import type { ImportEvent, ImportedItem, ImportFormat, ImportPreview, ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { recordChange } from '../../audit/service.ts';
import { insertQuestions, type ImportedQuestionValues } from '../../catalogue/questions.service.ts';
import type { Actor } from '../authoring.ts';
import { importDefaults, previewImport } from './service.ts';
import { placeQuestions, treePath } from './placement.ts';
import { questionTags } from '../../../db/bank-schema.ts';
import { skippedAsDuplicate } from './duplicates.ts';

export const IMPORT_BATCH_SIZE = 100;

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

function toValues(item: ImportedItem, plan: ImportPlan, batchId: string, actor: Actor): ImportedQuestionValues {
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
    createdBy: actor.id,
  };
}

/**
 * Writes the plan's questions as drafts. `emit` hears a 'parsed' event, a 'progress' event after each
 * batch and, once the transaction has committed, 'done'; if anything fails the transaction is rolled
 * back and the error is thrown for the caller to report.
 */
export async function writeImport(db: Database, actor: Actor, plan: ImportPlan, emit: (event: ImportEvent) => void): Promise<ImportEvent> {
  // a Moodle XML file's images are stored first (import-images.ts, withStoredImages): a question still holding one would refer to nothing
  if (plan.items.some((item) => (item.question.files ?? []).length > 0)) throw new Error("The import's images were not stored before it was written.");
  const batchId = randomUUID();
  const total = plan.items.length;
  emit({ type: 'parsed', total, skipped: plan.skipped, errors: plan.errors });
  const ids = await db.transaction(async (tx) => {
    const written: string[] = [];
    for (let start = 0; start < total; start += IMPORT_BATCH_SIZE) {
      const items = plan.items.slice(start, start + IMPORT_BATCH_SIZE);
      const ids = await insertQuestions(
        tx,
        items.map((item) => toValues(item, plan, batchId, actor)),
      );
      await tagQuestions(tx, items, ids);
      written.push(...ids);
      emit({ type: 'progress', written: written.length, total });
    }
    const topicsCreated = plan.exam
      ? await placeQuestions(
          tx,
          plan.exam,
          plan.items.map((item, index) => ({ questionId: written[index]!, path: treePath(item.question.category, plan.exam) })),
        )
      : 0;
    // one entry for the import as a whole: the questions it wrote carry its batch id
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.import',
      entity: 'question-import',
      entityId: batchId,
      before: null,
      after: {
        format: plan.format,
        questions: written.length,
        skipped: plan.skipped,
        duplicatesSkipped: plan.duplicatesSkipped,
        errors: plan.errors,
        topicsCreated,
        questionIds: written,
      },
    });
    return written;
  });
  const done: ImportEvent = { type: 'done', imported: ids.length, needsReview: plan.items.filter((item) => item.needsReview).length, batchId };
  emit(done);
  return done;
}

/** Moodle XML's tags, as rows of question_tags. */
async function tagQuestions(db: Database, items: ImportedItem[], ids: string[]) {
  const rows = items.flatMap((item, index) => (item.question.tags ?? []).map((tag) => ({ questionId: ids[index]!, tag })));
  if (rows.length > 0) await db.insert(questionTags).values(rows).onConflictDoNothing();
}
