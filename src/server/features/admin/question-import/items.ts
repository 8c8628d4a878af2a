// The result every parser gives for one question, and the defaults a file's questions start from.
import { EXPLANATION_MAX, keyOfInput, OPTION_TEXT_MAX, QUESTION_TEXT_MAX } from '../../../../shared/api/admin-questions.ts';
import type { ConversionKind, ImportedItem, ImportedQuestion, RejectedItem } from '../../../../shared/api/question-import.ts';
import { keyProblem, type AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { withMultilang } from './multilang.ts';

export interface ImportDefaults {
  section: ImportedQuestion['section'];
  source: ImportedQuestion['source'];
  /** MSQ and NAT questions made into single-choice MCQs, for a paper of MCQs only */
  convertToMcq: boolean;
}

/** The fields of an imported question that hold its key: its type's own, the others null. */
export function keyFields(key: AnswerKey): Pick<ImportedQuestion, 'type' | 'correctIndex' | 'correctIndexes' | 'natRange'> {
  const none = { correctIndex: null, correctIndexes: null, natRange: null };
  if (key.type === 'MCQ') return { ...none, type: 'MCQ', correctIndex: key.correctIndex };
  if (key.type === 'MSQ') return { ...none, type: 'MSQ', correctIndexes: [...key.correctIndexes].sort((a, b) => a - b) };
  return { ...none, type: 'NAT', natRange: { min: key.min, max: key.max, decimals: key.decimals } };
}

/** A problem with a file as a whole (a CSV header that names no known column): nothing in it is read. */
export class FileProblem extends Error {}

export const DEFAULT_IMPORT: ImportDefaults = { section: 'Technical', source: 'original', convertToMcq: false };

export const rejected = (line: number, kind: RejectedItem['kind'], reason: string): RejectedItem => ({ line, ok: false, kind, reason });

export function accepted(
  line: number,
  read: ImportedQuestion,
  warnings: string[],
  conversion?: { from: ConversionKind; original: string },
): ImportedItem | RejectedItem {
  // Moodle's bilingual text: the English stays, the Hindi becomes the Hindi version
  const split = withMultilang(read);
  if ('problem' in split) return rejected(line, 'error', split.problem);
  const question = split;
  const tooLong = lengthProblem(question);
  if (tooLong) return rejected(line, 'error', tooLong);
  // the editor's own check of a key against its options, so an import stores nothing the editor would refuse
  const badKey = keyProblem(keyOfInput(question), question.options.length);
  if (badKey) return rejected(line, 'error', badKey);
  // the same option twice makes a question with two right answers, or a give-away
  const seen = new Map<string, number>();
  for (const [index, option] of question.options.entries()) {
    const key = option.trim().toLowerCase();
    // an option may be an image alone (Moodle XML embeds images)
    if (key === '' && question.figures?.options[index]) continue;
    if (key === '') return rejected(line, 'error', `Option ${String.fromCharCode(65 + index)} is empty.`);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return rejected(
        line,
        'error',
        `Options ${String.fromCharCode(65 + earlier)} and ${String.fromCharCode(65 + index)} are the same (“${option.slice(0, 40)}”).`,
      );
    }
    seen.set(key, index);
  }
  // a converted question, or one the file gave with something dropped, is checked by a person first
  return conversion
    ? { line, ok: true, question, conversion, needsReview: true, warnings }
    : { line, ok: true, question, needsReview: warnings.length > 0, warnings };
}

const count = (length: number) => length.toLocaleString('en-IN');

/** A text longer than the bank takes (the editor's limits), named; an HTML tag never closed can make one. */
function lengthProblem(question: ImportedQuestion): string | null {
  if (question.text.length > QUESTION_TEXT_MAX) {
    return `The question's text is ${count(question.text.length)} characters long; a question holds at most ${count(QUESTION_TEXT_MAX)}.`;
  }
  const option = question.options.findIndex((text) => text.length > OPTION_TEXT_MAX);
  if (option !== -1) {
    return `Option ${String.fromCharCode(65 + option)} is ${count(question.options[option]!.length)} characters long; an option holds at most ${count(OPTION_TEXT_MAX)}.`;
  }
  if (question.explanation.length > EXPLANATION_MAX) {
    return `The explanation (with the answers' feedback) is ${count(question.explanation.length)} characters long; it holds at most ${count(EXPLANATION_MAX)}.`;
  }
  return null;
}

/** Per-option feedback folded under the general feedback, since the exam view has one explanation. */
export function foldFeedback(general: string, perOption: { option: string; feedback: string }[]): string {
  const lines = perOption.filter((entry) => entry.feedback.trim() !== '').map((entry) => `- *${entry.option}*: ${entry.feedback.trim()}`);
  return [general.trim(), lines.join('\n')].filter((part) => part !== '').join('\n\n');
}

export const MIN_OPTIONS = 2;
/** Options are lettered A to Z; a file with more is not read further (thousands of them would be kept to be refused). */
export const MAX_OPTIONS = 26;
