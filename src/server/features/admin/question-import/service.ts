// The import's dry run: parse a file, check its limits, and count what would be imported. The
// import itself (later) runs the same function on the same text, so both see the same questions.
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_QUESTIONS,
  type ImportFormat,
  type ImportItem,
  type ImportPreview,
  type ImportPreviewRequest,
} from '../../../../shared/api/question-import.ts';
import { aikenItems } from './aiken.ts';
import { ImportCheckStopped, type ImportChecker } from './checker.ts';
import { csvItems } from './csv.ts';
import { countGiftQuestions, giftItems } from './gift.ts';
import { DEFAULT_IMPORT, FileProblem, rejected, type ImportDefaults } from './items.ts';
import { moodleXmlItems } from './moodle-xml.ts';
import { missingTopics, treePath } from './placement.ts';
import type { Database } from '../../../db/client.ts';
import { questionTextsProblem } from '../../../../shared/markdown/question-limits.ts';

// the alt text that marks a figure, which the Moodle XML export writes as this import reads it (question-export/moodle-xml-writer.ts)
export { FIGURE_ALT } from './moodle-xml-text.ts';

const fileProblem = (format: ImportFormat, message: string): ImportPreview => ({
  format,
  summary: { ready: 0, converted: 0, skipped: 0, errors: 0 },
  fileError: message,
  items: [],
});

/** The dry run's settings from the request: what the file's questions start from. */
export const importDefaults = ({ section, source, convertToMcq }: ImportPreviewRequest): Partial<ImportDefaults> => ({
  ...(section ? { section } : {}),
  ...(source ? { source } : {}),
  ...(convertToMcq ? { convertToMcq } : {}),
});

const tooMany = (format: ImportFormat, count: number) =>
  fileProblem(format, `The file holds ${count} questions; at most ${IMPORT_MAX_QUESTIONS} can be imported at once. Split it into smaller files.`);

const FORMAT_NAMES: Record<ImportFormat, string> = { aiken: 'an AIKEN', gift: 'a GIFT', csv: 'a CSV', xml: 'a Moodle XML' };

const readers = { aiken: aikenItems, gift: giftItems, csv: csvItems, xml: moodleXmlItems };

export function previewImport(text: string, format: ImportFormat, defaults: Partial<ImportDefaults> = {}): ImportPreview {
  const settings: ImportDefaults = { ...DEFAULT_IMPORT, ...defaults };
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > IMPORT_MAX_BYTES) {
    return fileProblem(
      format,
      `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB can be imported at once. Split it into smaller files.`,
    );
  }
  if (text.trim() === '') return fileProblem(format, 'The file is empty.');

  // reading a GIFT question takes some tens of microseconds: a file of a hundred thousand is
  // refused by its count of blocks before any is read
  const giftQuestions = format === 'gift' ? countGiftQuestions(text) : 0;
  if (giftQuestions > IMPORT_MAX_QUESTIONS) return tooMany(format, giftQuestions);
  // past the limit the questions are only counted, not kept: a file of a million one-line questions
  // is refused by its count without holding a million answers in memory first
  const items: ImportItem[] = [];
  let count = 0;
  try {
    for (const item of readers[format](text, settings)) {
      count += 1;
      if (count <= IMPORT_MAX_QUESTIONS) items.push(item);
    }
  } catch (error) {
    if (error instanceof FileProblem) return fileProblem(format, error.message);
    throw error;
  }
  if (count === 0) return fileProblem(format, `No questions were found. Is this ${FORMAT_NAMES[format]} file?`);
  if (count > IMPORT_MAX_QUESTIONS) return tooMany(format, count);
  const drawable = items.map(withinDrawingLimits);
  return { format, summary: summarise(drawable), fileError: null, items: drawable };
}

/** A question the exam page could not draw (shared/markdown/limits.ts) is an error of its line, as in the editor. */
function withinDrawingLimits(item: ImportItem): ImportItem {
  if (!item.ok) return item;
  const problem = questionTextsProblem(item.question);
  return problem ? rejected(item.line, 'error', problem) : item;
}

function summarise(items: ImportItem[]): ImportPreview['summary'] {
  const summary = { ready: 0, converted: 0, skipped: 0, errors: 0 };
  for (const item of items) {
    if (item.ok) {
      if (item.conversion) summary.converted += 1;
      else summary.ready += 1;
    } else if (item.kind === 'skipped') summary.skipped += 1;
    else summary.errors += 1;
  }
  return summary;
}

/** A Moodle XML dry run with an exam chosen names the syllabus tree's nodes its categories would add (placement.ts). */
export async function withNewTopics(db: Database, request: ImportPreviewRequest, preview: ImportPreview): Promise<ImportPreview> {
  const exam = request.exam?.trim();
  if (request.format !== 'xml' || !exam || preview.fileError !== null) return preview;
  const paths = preview.items.flatMap((item) => (item.ok ? [treePath(item.question.category, exam)] : []));
  return { ...preview, newTopics: await missingTopics(db, exam, paths) };
}

/** The dry run read in a worker (checker.ts); reading stopped at a limit is the file's problem, said as one. */
export async function checkFile(checker: ImportChecker, request: ImportPreviewRequest): Promise<ImportPreview> {
  try {
    return await checker.check({ text: request.text, format: request.format, defaults: importDefaults(request) });
  } catch (error) {
    if (error instanceof ImportCheckStopped) return fileProblem(request.format, error.message);
    throw error;
  }
}
