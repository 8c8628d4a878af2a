// Exporting questions of the bank as a file: Moodle XML, GIFT, Aiken or CSV, of chosen questions
// or of all that match the bank's filters. What a format cannot hold is listed, never dropped silently.
// An export runs as a bank job (shared/api/bank-jobs.ts: POST /api/admin/questions/export-jobs).
import { z } from 'zod';
import { questionListQuery } from './admin-questions.ts';

export const exportFormats = ['xml', 'gift', 'aiken', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The most questions one export job writes: the file is built in memory and kept in the job's row. */
export const EXPORT_MAX_QUESTIONS = 50_000;

export const exportSelection = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(EXPORT_MAX_QUESTIONS) }),
  // the bank list's filters, without its paging
  z.object({ filter: questionListQuery.omit({ page: true, pageSize: true }) }),
]);
export type ExportSelection = z.infer<typeof exportSelection>;

export const exportRequest = z.object({ format: z.enum(exportFormats), selection: exportSelection });
export type ExportRequest = z.infer<typeof exportRequest>;

/** What an export writes: the file, and what it could not hold. */
export const exportResult = z.object({
  fileName: z.string(),
  contentType: z.string(),
  text: z.string(),
  /** questions the format cannot hold, and why */
  leftOut: z.array(z.object({ id: z.string(), reason: z.string() })),
  /** what the format left out of the questions it holds (figures, tags, marks) */
  notes: z.array(z.string()),
  exported: z.number().int(),
});
export type ExportResult = z.infer<typeof exportResult>;

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, { label: string; carries: string }> = {
  xml: { label: 'Moodle XML', carries: 'Every type, with marks, explanation, tree place, tags and images.' },
  gift: { label: 'GIFT', carries: 'Every type, with explanation and topic; no marks, tags or figures.' },
  aiken: { label: 'Aiken', carries: 'Single-answer MCQs on one line only; MSQ and NAT are left out.' },
  csv: {
    label: 'CSV',
    carries:
      'Every type (up to five options), with explanation, section, marks, topic and source. ' +
      "A cell a spreadsheet would run as a formula (=, +, -, @ first) is written after a ' so it opens as text; the import takes the ' off.",
  },
};
