// The CSV template (CSV_COLUMNS in the shared API) read into MCQs, MSQs and NATs: the header is checked once, then
// each row on its own, so one bad row is reported with its line and the others still import.
import {
  CSV_COLUMNS,
  CSV_HINDI_OPTION_COLUMNS,
  CSV_OPTION_COLUMNS,
  importSections,
  importSources,
  type ConversionKind,
  type ImportItem,
  type ImportedQuestion,
} from '../../../../shared/api/question-import.ts';
import { optionLetter, type AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { hindiProblem, type HindiVersion } from '../../../../shared/api/hindi.ts';
import { unescapeCsvCell } from '../../../../shared/csv-cell.ts';
import { csvKey, csvType } from './csv-answer.ts';
import { csvRecords, CsvSyntaxError, type CsvRecord } from './csv-records.ts';
import { keyToMcq } from './convert.ts';
import { accepted, FileProblem, keyFields, MIN_OPTIONS, rejected, type ImportDefaults } from './items.ts';

export type CsvParse = { items: ImportItem[]; fileError: null } | { items: []; fileError: string };

const KNOWN = new Set(CSV_COLUMNS.map((column) => column.name));
const REQUIRED = CSV_COLUMNS.filter((column) => column.required).map((column) => column.name);

export function parseCsv(file: string, defaults: ImportDefaults): CsvParse {
  try {
    return { items: [...csvItems(file, defaults)], fileError: null };
  } catch (error) {
    if (error instanceof FileProblem) return { items: [], fileError: error.message };
    throw error;
  }
}

/** The same, one row at a time, so a caller can stop keeping them; a problem with the whole file is thrown as a FileProblem. */
export function* csvItems(file: string, defaults: ImportDefaults): Generator<ImportItem> {
  const records = nonBlankRecords(file);
  const first = records.next();
  if (first.done) throw new FileProblem('The file is empty: the first line must name the columns (see the template).');
  const header = first.value;
  const names = checkHeader(header);
  for (const { line, fields } of records) {
    if (fields.length > names.length && fields.slice(names.length).some((field) => field.trim() !== '')) {
      yield rejected(
        line,
        'error',
        `Line ${line} has ${fields.length} fields but the header names ${names.length}: is a field with a comma missing its quotes?`,
      );
      continue;
    }
    // a cell the export kept from running as a formula ('=1+1) reads back as it was (shared/csv-cell.ts)
    const row = new Map(names.map((name, index) => [name, unescapeCsvCell((fields[index] ?? '').trim())]));
    const result = readRow(row, defaults);
    yield typeof result === 'string' ? rejected(line, 'error', `Line ${line}: ${result}`) : accepted(line, result.question, result.warnings, result.conversion);
  }
}

function* nonBlankRecords(file: string): Generator<CsvRecord, void, undefined> {
  try {
    for (const record of csvRecords(file)) if (record.fields.some((field) => field.trim() !== '')) yield record;
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new FileProblem(`Line ${error.line}: ${error.message}`);
    throw error;
  }
}

// a header of thousands of columns is named by its first few
const named = (names: string[]) => {
  const shown = names.slice(0, 5).map((name) => `“${name || '(empty)'}”`);
  return names.length > shown.length ? `${shown.join(', ')} and ${names.length - shown.length} more` : shown.join(', ');
};

/** The header's column names, or the FileProblem that says what is wrong with it. */
function checkHeader(header: CsvRecord): string[] {
  const names = header.fields.map((field) => field.trim().toLowerCase());
  if (names.length === 1 && names[0]!.includes(';')) {
    throw new FileProblem(`The columns on line ${header.line} are separated by semicolons; save the file as CSV with commas.`);
  }
  const unknown = [...new Set(names.filter((name) => !KNOWN.has(name)))];
  if (unknown.length > 0) {
    throw new FileProblem(
      `Unknown column${unknown.length > 1 ? 's' : ''} on line ${header.line}: ${named(unknown)}. The columns are: ${[...KNOWN].join(', ')}.`,
    );
  }
  const seen = new Set<string>();
  const twice = names.find((name) => seen.has(name) || !seen.add(name));
  if (twice !== undefined) throw new FileProblem(`The column “${twice}” appears twice on line ${header.line}.`);
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new FileProblem(`Missing column${missing.length > 1 ? 's' : ''} on line ${header.line}: ${missing.join(', ')}.`);
  return names;
}

/** A row read into a question, or what is wrong with it (said after 'Line N: '). */
function readRow(row: Map<string, string>, defaults: ImportDefaults): RowQuestion | string {
  const text = row.get('question') ?? '';
  if (text === '') return 'the question is empty.';
  const typed = csvType(row.get('type') ?? '');
  if ('problem' in typed) return typed.problem;
  const filled = CSV_OPTION_COLUMNS.map((column) => row.get(column) ?? '');
  const lastFilled = filled.findLastIndex((option) => option !== '');
  const gap = filled.slice(0, lastFilled + 1).findIndex((option) => option === '');
  if (gap !== -1) return `${CSV_OPTION_COLUMNS[gap]} is empty but a later option is not; fill the options in order.`;
  const options = filled.slice(0, lastFilled + 1);
  if (typed.type === 'NAT' && options.length > 0) return 'a numerical-answer (NAT) question has no options; leave option_a to option_e empty.';
  if (typed.type !== 'NAT' && options.length < MIN_OPTIONS) return `a question needs at least ${MIN_OPTIONS} options (option_a and option_b).`;
  const key = csvKey(typed.type, row.get('answer') ?? '', options.length);
  if ('problem' in key) return key.problem;

  const sectionText = row.get('section') ?? '';
  const section = sectionText === '' ? defaults.section : importSections.find((name) => name.toLowerCase() === sectionText.toLowerCase());
  if (!section) return `section is “${sectionText}”; it must be Aptitude or Technical.`;
  const sourceText = row.get('source') ?? '';
  const source = sourceText === '' ? defaults.source : importSources.find((name) => name === sourceText.toLowerCase());
  if (!source) return `source is “${sourceText}”; it must be original, public or ai-generated.`;
  const marksText = row.get('marks') ?? '';
  const marks = marksText === '' ? 1 : Number(marksText);
  if (!Number.isInteger(marks) || marks < 1 || marks > 10) return `marks is “${marksText}”; it must be a whole number from 1 to 10.`;

  const question: ImportedQuestion = {
    text,
    options,
    ...keyFields(key),
    explanation: row.get('explanation') ?? '',
    section,
    source,
    marks,
    topic: row.get('topic') || null,
    name: null,
    remarks: row.get('remarks') || null,
  };
  const hindi = rowHindi(row, options);
  if (typeof hindi === 'string') return hindi;
  if (defaults.convertToMcq && key.type !== 'MCQ') {
    const converted = convertedRow(question, key, row.get('answer') ?? '');
    if (typeof converted === 'string' || !hindi) return converted;
    // a converted question's options are new ones, with no Hindi: the Hindi is written in the editor
    return { ...converted, warnings: [...converted.warnings, 'The Hindi version was left out: converted to an MCQ, the question has new options.'] };
  }
  return { question: hindi ? { ...question, hindi } : question, warnings: [] };
}

const HINDI_COLUMNS = ['hindi_question', 'hindi_explanation', ...CSV_HINDI_OPTION_COLUMNS];

/** The row's Hindi version (null when its hindi_ columns are empty), or what is wrong with it (decision 034's rules). */
function rowHindi(row: Map<string, string>, options: string[]): HindiVersion | null | string {
  if (HINDI_COLUMNS.every((column) => (row.get(column) ?? '') === '')) return null;
  const text = row.get('hindi_question') ?? '';
  if (text === '') return 'hindi_question is empty but other hindi_ columns are not; a Hindi version needs its question text.';
  const filled = CSV_HINDI_OPTION_COLUMNS.map((column) => row.get(column) ?? '');
  const hindi: HindiVersion = {
    text,
    options: filled.slice(0, Math.max(options.length, filled.findLastIndex((option) => option !== '') + 1)).map((option) => ({ text: option })),
    explanation: row.get('hindi_explanation') ?? '',
  };
  const problem = hindiProblem({ options: options.map((option) => ({ text: option })) }, hindi);
  return problem ? problem.message : hindi;
}

interface RowQuestion {
  question: ImportedQuestion;
  warnings: string[];
  conversion?: { from: ConversionKind; original: string };
}

/** An MSQ or NAT row made into an MCQ (the import asked for MCQs only), keeping the row's question as it was written. */
function convertedRow(question: ImportedQuestion, key: AnswerKey, answer: string): RowQuestion | string {
  const shape = keyToMcq(question.options, key);
  if ('error' in shape) return shape.error;
  const listed = question.options.map((option, index) => `${optionLetter(index)}. ${option}`);
  const original = [question.text, ...(listed.length > 0 ? ['', ...listed] : []), '', `${key.type} answer: ${answer}`].join('\n');
  return {
    question: {
      ...question,
      text: shape.textSuffix ? `${question.text}\n\n${shape.textSuffix}` : question.text,
      options: shape.options,
      ...keyFields({ type: 'MCQ', correctIndex: shape.correctIndex }),
    },
    warnings: shape.warnings,
    conversion: { from: key.type === 'MSQ' ? 'multiple-response' : 'numerical', original },
  };
}
