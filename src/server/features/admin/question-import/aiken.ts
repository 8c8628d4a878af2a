// Aiken, read line by line as Moodle's importer reads it: a line that is not an option or an
// ANSWER line starts a question; options are a capital letter, ')' or '.', then the text;
// 'ANSWER: X' ends the question. Blank lines (and one-character lines) mean nothing. Aiken has
// only single-answer multiple choice, so every question is an MCQ.
import type { ImportItem } from '../../../../shared/api/question-import.ts';
import { accepted, keyFields, MAX_OPTIONS, MIN_OPTIONS, rejected, type ImportDefaults } from './items.ts';
import { excerpt } from './text.ts';

const OPTION = /^([A-Z])[).][ \t]?/;
const ANSWER = /^ANSWER:/;

interface OpenQuestion {
  line: number;
  text: string;
  options: string[];
  warnings: string[];
  tooMany?: boolean;
}

export const parseAiken = (file: string, defaults: ImportDefaults): ImportItem[] => [...aikenItems(file, defaults)];

/** The same, one question at a time, so a caller can stop keeping them. */
export function* aikenItems(file: string, defaults: ImportDefaults): Generator<ImportItem> {
  let open: OpenQuestion | null = null;
  const lines = file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (line.length < 2) continue;
    const option = OPTION.exec(line);
    if (option) {
      if (!open) {
        yield rejected(lineNumber, 'error', `Line ${lineNumber} is an option (${option[1]}) but no question has started: a question's text comes first.`);
        continue;
      }
      if (open.options.length === MAX_OPTIONS) {
        open.tooMany = true;
        continue;
      }
      const expected = String.fromCharCode(65 + open.options.length);
      if (option[1] !== expected) {
        // Moodle numbers options by position and ignores the letter; we do the same, but say so
        open.warnings.push(`The option on line ${lineNumber} is labelled ${option[1]} but is option ${expected}; options count in order.`);
      }
      open.options.push(line.slice(2).trim());
      continue;
    }
    if (ANSWER.test(line)) {
      if (!open) {
        yield rejected(lineNumber, 'error', `Line ${lineNumber} is an ANSWER line but no question has started.`);
        continue;
      }
      yield finish(open, line, lineNumber, defaults);
      open = null;
      continue;
    }
    if (open) {
      yield rejected(open.line, 'error', `“${excerpt(open.text)}” has no ANSWER line before the next question starts on line ${lineNumber}.`);
    }
    open = { line: lineNumber, text: line, options: [], warnings: [] };
  }
  // Moodle drops a question left open at the end without a word; we say why it is missing
  if (open) yield rejected(open.line, 'error', `“${excerpt(open.text)}” has no ANSWER line: the file ends first.`);
}

function finish(open: OpenQuestion, answerLine: string, lineNumber: number, defaults: ImportDefaults): ImportItem {
  const letter = answerLine
    .slice(answerLine.indexOf(':') + 1)
    .trim()
    .slice(0, 1);
  if (open.tooMany) return rejected(open.line, 'error', `“${excerpt(open.text)}” has more than ${MAX_OPTIONS} options (line ${lineNumber}).`);
  if (open.options.length < MIN_OPTIONS) {
    return rejected(open.line, 'error', `“${excerpt(open.text)}” must have at least ${MIN_OPTIONS} options (line ${lineNumber}).`);
  }
  const correctIndex = letter.charCodeAt(0) - 65;
  if (letter === '' || !(correctIndex >= 0 && correctIndex < open.options.length)) {
    const last = String.fromCharCode(64 + open.options.length);
    return rejected(open.line, 'error', `The ANSWER on line ${lineNumber} is “${letter || 'empty'}”, but the options run from A to ${last}.`);
  }
  if (open.options.some((option) => option === '')) return rejected(open.line, 'error', `“${excerpt(open.text)}” has an empty option.`);
  return accepted(
    open.line,
    {
      text: open.text,
      options: open.options,
      ...keyFields({ type: 'MCQ', correctIndex }),
      explanation: '',
      section: defaults.section,
      source: defaults.source,
      marks: 1,
      topic: null,
      name: null,
      remarks: null,
    },
    open.warnings,
  );
}
