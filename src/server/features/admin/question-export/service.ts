// An export of the bank: the selected questions (by id, or all that match the bank's filters) written
// in one format. A pure service: the export job (bank-jobs/export-job.ts) calls it with the ids its
// selection matched when it was created, hearing its progress and stopping it through the AbortSignal.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_MAX_QUESTIONS, type ExportFormat, type ExportResult, type ExportSelection } from '../../../../shared/api/question-export.ts';
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../http-errors.ts';
import { findQuestionRecords, listQuestions, questionIdsMatching, type QuestionRecord } from '../../catalogue/questions.service.ts';
import { exportedQuestions, uploadName, type ExportedQuestion } from './exported.ts';
import { writeMoodleXml } from './moodle-xml-writer.ts';
import { writeAiken, writeCsv, writeGift, type Written } from './text-writers.ts';

export interface ExportOptions {
  uploadsDir: string;
  /** whose questions 'author: me' means */
  viewerId?: string | null;
  /** the most questions to write (EXPORT_MAX_QUESTIONS unless told) */
  limit?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const FILES: Record<ExportFormat, { extension: string; contentType: string }> = {
  xml: { extension: 'xml', contentType: 'application/xml; charset=utf-8' },
  gift: { extension: 'gift.txt', contentType: 'text/plain; charset=utf-8' },
  aiken: { extension: 'aiken.txt', contentType: 'text/plain; charset=utf-8' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

// questions are read and written in batches, so progress is heard and a cancel takes effect between them
const BATCH = 200;

async function selectedRecords(db: Database, selection: ExportSelection, limit: number, viewerId: string | null): Promise<QuestionRecord[]> {
  if ('ids' in selection) {
    if (selection.ids.length > limit) throw tooMany(selection.ids.length, limit);
    const rows = await findQuestionRecords(db, selection.ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return selection.ids.flatMap((id) => byId.get(id) ?? []);
  }
  const { author, ...filter } = selection.filter;
  const { rows, total } = await listQuestions(db, { ...filter, author: author === 'me' ? (viewerId ?? undefined) : author }, 0, limit);
  if (total > limit) throw tooMany(total, limit);
  return rows;
}

/**
 * The ids a selection names now, in the bank's order for a filter: what an export job is created
 * with, so it writes the questions the person saw, whatever is added to the bank while it waits.
 */
export async function selectedIds(db: Database, selection: ExportSelection, viewerId: string, limit = EXPORT_MAX_QUESTIONS): Promise<string[]> {
  let ids: string[];
  if ('ids' in selection) {
    ids = [...new Set(selection.ids)];
    if (ids.length > limit) throw tooMany(ids.length, limit);
  } else {
    const { author, ...filter } = selection.filter;
    const matching = await questionIdsMatching(db, { ...filter, author: author === 'me' ? viewerId : author }, limit);
    if (matching.total > limit) throw tooMany(matching.total, limit);
    ids = matching.ids;
  }
  if (ids.length === 0) throw badRequest(NOTHING);
  return ids;
}

const NOTHING = 'No questions match this selection, so there is nothing to export.';

const tooMany = (count: number, limit: number) =>
  badRequest(
    `These are ${count.toLocaleString('en-IN')} questions; at most ${limit.toLocaleString('en-IN')} can be exported at once. Narrow the filters, or export them in parts.`,
  );

/** Each uploaded image the questions show, read as base64 by its file name (an image missing from the disk is left out). */
async function imagesOf(uploadsDir: string, list: ExportedQuestion[]): Promise<Map<string, string>> {
  const names = new Set<string>();
  for (const question of list) {
    for (const text of [question.text, question.explanation, ...question.options.map((option) => option.text)]) {
      for (const match of text.matchAll(/\/uploads\/([a-f0-9]{64}\.(?:png|jpg|gif|webp))/g)) names.add(match[1]!);
    }
    for (const figure of [question.image, question.explanationImage, ...question.options.map((option) => option.image)]) {
      const name = uploadName(figure);
      if (name) names.add(name);
    }
  }
  const images = new Map<string, string>();
  for (const name of names) {
    const bytes = await readFile(path.join(uploadsDir, name)).catch(() => null);
    if (bytes) images.set(name, bytes.toString('base64'));
  }
  return images;
}

function notesOf(format: ExportFormat, list: ExportedQuestion[]): string[] {
  if (format === 'xml') return [];
  const count = (test: (question: ExportedQuestion) => boolean) => list.filter(test).length;
  const figures = count(
    (question) => question.image !== null || question.explanationImage !== null || question.options.some((option) => option.image !== null),
  );
  const tags = count((question) => question.tags.length > 0);
  const notes: string[] = [];
  if (figures > 0)
    notes.push(`${figures} question${figures === 1 ? ' has' : 's have'} a figure, which ${format.toUpperCase()} cannot hold: left out of the file.`);
  if (tags > 0) notes.push(`${tags} question${tags === 1 ? ' has' : 's have'} tags, which ${format.toUpperCase()} cannot hold: left out of the file.`);
  if (format === 'gift' && count((question) => question.marks !== 1) > 0) notes.push('GIFT holds no marks: every question comes back with 1 mark.');
  return notes;
}

export async function exportQuestions(db: Database, selection: ExportSelection, format: ExportFormat, options: ExportOptions): Promise<ExportResult> {
  const { signal, onProgress } = options;
  const records = await selectedRecords(db, selection, options.limit ?? EXPORT_MAX_QUESTIONS, options.viewerId ?? null);
  if (records.length === 0) throw badRequest(NOTHING);
  const list: ExportedQuestion[] = [];
  for (let start = 0; start < records.length; start += BATCH) {
    signal?.throwIfAborted();
    list.push(...(await exportedQuestions(db, records.slice(start, start + BATCH))));
    onProgress?.(list.length, records.length);
  }
  signal?.throwIfAborted();
  const written: Written =
    format === 'xml'
      ? { text: writeMoodleXml(list, await imagesOf(options.uploadsDir, list)), leftOut: [] }
      : format === 'gift'
        ? writeGift(list)
        : format === 'aiken'
          ? writeAiken(list)
          : writeCsv(list);
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    fileName: `prepverse-questions-${stamp}.${FILES[format].extension}`,
    contentType: FILES[format].contentType,
    text: written.text,
    leftOut: written.leftOut,
    notes: notesOf(format, list),
    exported: list.length - written.leftOut.length,
  };
}
