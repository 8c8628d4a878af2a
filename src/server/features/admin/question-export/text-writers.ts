// GIFT, Aiken and CSV as the import reads them back (question-import): each writes what its format
// can hold and names the questions it cannot. None carries an image file: a figure under a text is
// left out (an image inside a text stays, as a link to this site's copy).
import { CSV_HINDI_OPTION_COLUMNS, CSV_OPTION_COLUMNS, SAMPLE_CSV } from '../../../../shared/api/question-import.ts';
import { escapeCsvCell } from '../../../../shared/csv-cell.ts';
import { optionLetter } from '../../../../shared/exam/answer-key.ts';
import { bilingual, natNumber, type ExportedQuestion } from './exported.ts';

export interface Written {
  text: string;
  leftOut: { id: string; reason: string }[];
}

// ---- GIFT

/** GIFT's control characters escaped; a line break as \n, since a blank line ends a question. */
const giftEscape = (text: string) => text.replace(/[\\~=#{}:]/g, '\\$&').replace(/\r?\n/g, '\\n');

const natGift = (min: number, max: number, decimals: number) =>
  min === max ? natNumber(min, decimals) : `${natNumber(min, decimals)}..${natNumber(max, decimals)}`;

function giftAnswers(question: ExportedQuestion): string {
  const { key } = question;
  const option = (index: number) => giftEscape(bilingual(question.options[index]!.text, question.hindi?.options[index]?.text));
  if (key.type === 'NAT') return `#${natGift(key.min, key.max, key.decimals)}`;
  if (key.type === 'MCQ') return question.options.map((_, index) => `${index === key.correctIndex ? '=' : '~'}${option(index)}`).join(' ');
  const weight = Number((100 / key.correctIndexes.length).toFixed(5));
  return question.options.map((_, index) => `~%${key.correctIndexes.includes(index) ? weight : -100}%${option(index)}`).join(' ');
}

export function writeGift(questions: ExportedQuestion[]): Written {
  const blocks: string[] = [];
  let category: string | null = null;
  for (const question of questions) {
    const path = ['$course$', 'top', ...question.topicPath].join('/');
    if (path !== category) {
      category = path;
      blocks.push(`$CATEGORY: ${path}`);
    }
    const explanationText = bilingual(question.explanation, question.hindi?.explanation);
    const explanation = explanationText ? ` ####${giftEscape(explanationText)}` : '';
    blocks.push(`[markdown]${giftEscape(bilingual(question.text, question.hindi?.text))}{${giftAnswers(question)}${explanation}}`);
  }
  return { text: `${blocks.join('\n\n')}\n`, leftOut: [] };
}

// ---- Aiken

export function writeAiken(questions: ExportedQuestion[]): Written {
  const blocks: string[] = [];
  const leftOut: Written['leftOut'] = [];
  for (const question of questions) {
    const { key } = question;
    if (key.type !== 'MCQ') {
      leftOut.push({ id: question.id, reason: `Aiken holds single-answer multiple choice only; this is ${key.type === 'MSQ' ? 'an MSQ' : 'a NAT'}.` });
      continue;
    }
    if ([question.text, ...question.options.map((option) => option.text)].some((text) => /[\r\n]/.test(text))) {
      leftOut.push({ id: question.id, reason: 'Aiken holds a question and each option on one line; this one has line breaks.' });
      continue;
    }
    const options = question.options.map((option, index) => `${optionLetter(index)}. ${option.text}`);
    blocks.push([question.text, ...options, `ANSWER: ${optionLetter(key.correctIndex)}`].join('\n'));
  }
  return { text: blocks.length ? `${blocks.join('\n\n')}\n` : '', leftOut };
}

// ---- CSV

export const CSV_HEADER = SAMPLE_CSV.slice(0, SAMPLE_CSV.indexOf('\r\n'));

/** RFC 4180: a field with a comma, a quote, a line break or white space at an end is quoted, its quotes doubled. */
const quoted = (value: string) => (/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A cell as written: kept from running as a formula when the file is opened in a spreadsheet, then quoted. */
const csvField = (value: string) => quoted(escapeCsvCell(value));

function csvAnswer(question: ExportedQuestion): string {
  const { key } = question;
  if (key.type === 'MCQ') return optionLetter(key.correctIndex);
  if (key.type === 'MSQ') return key.correctIndexes.map(optionLetter).join(';');
  return natGift(key.min, key.max, key.decimals);
}

export function writeCsv(questions: ExportedQuestion[]): Written {
  const rows = [CSV_HEADER];
  const leftOut: Written['leftOut'] = [];
  for (const question of questions) {
    if (question.options.length > CSV_OPTION_COLUMNS.length) {
      leftOut.push({ id: question.id, reason: `The CSV template holds ${CSV_OPTION_COLUMNS.length} options; this question has ${question.options.length}.` });
      continue;
    }
    const options = CSV_OPTION_COLUMNS.map((_, index) => question.options[index]?.text ?? '');
    const values = [
      question.text,
      ...options,
      question.key.type,
      csvAnswer(question),
      question.explanation,
      question.section,
      String(question.marks),
      question.topic ?? '',
      question.source,
      question.remarks ?? '',
      question.hindi?.text ?? '',
      ...CSV_HINDI_OPTION_COLUMNS.map((_, index) => question.hindi?.options[index]?.text ?? ''),
      question.hindi?.explanation ?? '',
    ];
    rows.push(values.map(csvField).join(','));
  }
  return { text: `${rows.join('\r\n')}\r\n`, leftOut };
}
