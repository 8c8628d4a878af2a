// The result every parser gives for one question, and the defaults a file's questions start from.
import type { ConversionKind, ImportedItem, ImportedQuestion, RejectedItem } from '../../../../shared/api/question-import.ts';

export interface ImportDefaults {
  section: ImportedQuestion['section'];
  source: ImportedQuestion['source'];
}

export const DEFAULT_IMPORT: ImportDefaults = { section: 'Technical', source: 'original' };

export const rejected = (line: number, kind: RejectedItem['kind'], reason: string): RejectedItem => ({ line, ok: false, kind, reason });

export function accepted(
  line: number,
  question: ImportedQuestion,
  warnings: string[],
  conversion?: { from: ConversionKind; original: string },
): ImportedItem | RejectedItem {
  // the same option twice makes a question with two right answers, or a give-away
  const seen = new Map<string, number>();
  for (const [index, option] of question.options.entries()) {
    const key = option.trim().toLowerCase();
    if (key === '') return rejected(line, 'error', `Option ${String.fromCharCode(65 + index)} is empty.`);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return rejected(line, 'error', `Options ${String.fromCharCode(65 + earlier)} and ${String.fromCharCode(65 + index)} are the same (“${option.slice(0, 40)}”).`);
    }
    seen.set(key, index);
  }
  // a converted question, or one the file gave with something dropped, is checked by a person first
  return conversion
    ? { line, ok: true, question, conversion, needsReview: true, warnings }
    : { line, ok: true, question, needsReview: warnings.length > 0, warnings };
}

/** Per-option feedback folded under the general feedback, since the exam view has one explanation. */
export function foldFeedback(general: string, perOption: { option: string; feedback: string }[]): string {
  const lines = perOption.filter((entry) => entry.feedback.trim() !== '').map((entry) => `- *${entry.option}*: ${entry.feedback.trim()}`);
  return [general.trim(), lines.join('\n')].filter((part) => part !== '').join('\n\n');
}

export const MIN_OPTIONS = 2;
