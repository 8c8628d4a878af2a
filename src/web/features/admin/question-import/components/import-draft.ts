import type { ImportFormat, ImportPreviewRequest } from '../../../../../shared/api/question-import.ts';

/** What the form holds before a dry run: the format, the file or pasted text, and the defaults. */
export interface ImportDraft {
  format: ImportFormat;
  mode: 'file' | 'paste';
  file: { name: string; bytes: number; text: string } | null;
  /** why the last file chosen was refused (too large, not UTF-8) */
  fileProblem: string | null;
  pasted: string;
  section: NonNullable<ImportPreviewRequest['section']>;
  source: NonNullable<ImportPreviewRequest['source']>;
  /** written on every imported question, so the bank can filter by them; empty for none */
  exam: string;
  difficulty: NonNullable<ImportPreviewRequest['difficulty']> | '';
  /** MSQ and NAT questions made single-choice MCQs, for a paper of MCQs only */
  convertToMcq: boolean;
}

// the server's own defaults (DEFAULT_IMPORT), shown so nobody has to guess them
export const emptyDraft: ImportDraft = {
  format: 'gift',
  mode: 'file',
  file: null,
  fileProblem: null,
  pasted: '',
  section: 'Technical',
  source: 'original',
  exam: '',
  difficulty: '',
  convertToMcq: false,
};

export function draftRequest(draft: ImportDraft): ImportPreviewRequest {
  const text = draft.mode === 'file' ? (draft.file?.text ?? '') : draft.pasted;
  return {
    format: draft.format,
    text,
    section: draft.section,
    source: draft.source,
    ...(draft.exam.trim() ? { exam: draft.exam.trim() } : {}),
    ...(draft.difficulty ? { difficulty: draft.difficulty } : {}),
    ...(draft.convertToMcq ? { convertToMcq: true } : {}),
  };
}

export const sameRequest = (a: ImportPreviewRequest, b: ImportPreviewRequest) =>
  a.format === b.format &&
  a.section === b.section &&
  a.source === b.source &&
  a.text === b.text &&
  (a.exam ?? '') === (b.exam ?? '') &&
  (a.difficulty ?? '') === (b.difficulty ?? '') &&
  (a.convertToMcq ?? false) === (b.convertToMcq ?? false);
