// The import's dry run: parse a file, check its limits, and count what would be imported. The
// import itself (later) runs the same function on the same text, so both see the same questions.
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_QUESTIONS,
  type ImportFormat,
  type ImportItem,
  type ImportPreview,
} from '../../../../shared/api/question-import.ts';
import { parseAiken } from './aiken.ts';
import { parseCsv } from './csv.ts';
import { parseGift } from './gift.ts';
import { DEFAULT_IMPORT, rejected, type ImportDefaults } from './items.ts';
import { questionTextsProblem } from '../../../../shared/markdown/question-limits.ts';


const fileProblem = (format: ImportFormat, message: string): ImportPreview => ({
  format,
  summary: { ready: 0, converted: 0, skipped: 0, errors: 0 },
  fileError: message,
  items: [],
});

export function previewImport(text: string, format: ImportFormat, defaults: Partial<ImportDefaults> = {}): ImportPreview {
  const settings: ImportDefaults = { ...DEFAULT_IMPORT, ...defaults };
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > IMPORT_MAX_BYTES) {
    return fileProblem(format, `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB can be imported at once. Split it into smaller files.`);
  }
  if (text.trim() === '') return fileProblem(format, 'The file is empty.');

  let items: ImportItem[];
  if (format === 'csv') {
    const parsed = parseCsv(text, settings);
    if (parsed.fileError !== null) return fileProblem(format, parsed.fileError);
    items = parsed.items;
  } else {
    items = format === 'gift' ? parseGift(text, settings) : parseAiken(text, settings);
  }
  if (items.length === 0) return fileProblem(format, `No questions were found. Is this a ${format.toUpperCase()} file?`);
  if (items.length > IMPORT_MAX_QUESTIONS) {
    return fileProblem(format, `The file holds ${items.length} questions; at most ${IMPORT_MAX_QUESTIONS} can be imported at once. Split it into smaller files.`);
  }
  items = items.map(withinDrawingLimits);
  return { format, summary: summarise(items), fileError: null, items };
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
