// GIFT, read as Moodle's importer reads it (and as its exporter writes it): multiple choice as an
// MCQ, multiple response as an MSQ and numerical as a NAT (gift-keys.ts), or both as MCQs when the
// import asks (convert.ts); true/false made an MCQ; essay, matching, short answer and description
// skipped with the reason.
import type { ConversionKind, ImportItem, ImportedQuestion } from '../../../../shared/api/question-import.ts';
import { isWrittenNumber, writtenDecimals } from '../../../../shared/exam/nat-key.ts';
import { multipleResponseToMcq, numericalToMcq, trueFalseToMcq, type WeightedOption } from './convert.ts';
import { keyed, multipleResponseKey, numericalKey, type GiftNumericalAnswer, type KeyedShape } from './gift-keys.ts';
import { categoryTopic, protectEscapes, readGiftText, restoreEscapes, splitGiftBlocks, type GiftText, type GiftTextFormat } from './gift-text.ts';
import { accepted, foldFeedback, keyFields, MAX_OPTIONS, rejected, type ImportDefaults } from './items.ts';
import { excerpt } from './text.ts';

// Moodle's pattern for a weight: %50%, %-100%, %33.33333%
const WEIGHT = /^%(-*[0-9]{1,2}\.?[0-9]*)%/;
// '--50' fits Moodle's pattern but is no number; PHP would make it 0
const weightOf = (digits: string) => (Number.isFinite(Number(digits)) ? Number(digits) / 100 : 0);

interface Block {
  line: number;
  source: string;
  name: string | null;
  topic: string | null;
  text: GiftText;
  generalFeedback: GiftText;
  answers: string | null; // null: no braces at all, a description
}

/** Reads a whole GIFT file: one item per question, in file order. */
export const parseGift = (file: string, defaults: ImportDefaults): ImportItem[] => [...giftItems(file, defaults)];

/**
 * How many questions a file holds, without reading them: one per block, less the blocks that only
 * name a category (a category line with more lines under it holds a question too, as giftItems reads it).
 */
export const countGiftQuestions = (file: string) =>
  splitGiftBlocks(file).filter(({ source }) => !(source.startsWith('$CATEGORY:') && !source.includes('\n'))).length;

/** The same, one question at a time, so a caller can stop keeping them. */
export function* giftItems(file: string, defaults: ImportDefaults): Generator<ImportItem> {
  let topic: string | null = null;
  for (const { line, source } of splitGiftBlocks(file)) {
    let text = protectEscapes(source.trim());
    let start = line;
    if (text.startsWith('$CATEGORY:')) {
      // Moodle reads a whole block as the category; a question written straight under the
      // category line (no blank line) would vanish, so only the first line names the category
      const end = text.indexOf('\n');
      topic = categoryTopic((end === -1 ? text : text.slice(0, end)).slice('$CATEGORY:'.length).trim());
      if (end === -1 || text.slice(end).trim() === '') continue;
      text = text.slice(end + 1).trim();
      start = line + 1;
    }
    const block = readBlock(start, source, text, topic);
    yield 'reason' in block ? rejected(start, 'error', block.reason) : readQuestion(block, defaults);
  }
}

function readBlock(line: number, source: string, whole: string, topic: string | null): Block | { reason: string } {
  let text = whole;
  let name: string | null = null;
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end !== -1) {
      name = restoreEscapes(text.slice(2, end)).trim() || null;
      text = text.slice(end + 2).trim();
    } else {
      text = text.slice(2);
    }
  }
  const start = text.indexOf('{');
  const finish = text.indexOf('}');
  if (start === -1 && finish === -1) {
    const body = readGiftText(text);
    return { line, source, name, topic, text: body, generalFeedback: readGiftText('', body.format), answers: null };
  }
  if (start === -1 || finish === -1 || finish < start) {
    return { reason: `The answer braces do not match: a '{' needs a '}' after it (write \\{ or \\} for a brace in the text).` };
  }
  if (text.indexOf('{', start + 1) !== -1) {
    return { reason: 'It has more than one answer block {…}; a question has one (write \\{ for a brace in the text).' };
  }
  let answers = text.slice(start + 1, finish).trim();
  // answers at the very end follow the question; anywhere else they are the missing word's gap
  const questionText = text.endsWith('}') ? text.slice(0, start) + text.slice(finish + 1) : `${text.slice(0, start)}_____${text.slice(finish + 1)}`;
  let general = '';
  const separator = answers.lastIndexOf('####');
  if (separator !== -1) {
    general = answers.slice(separator + 4);
    answers = answers.slice(0, separator).trim();
  }
  const body = readGiftText(questionText);
  return { line, source, name, topic, text: body, generalFeedback: readGiftText(general, body.format), answers };
}

type Kind = 'description' | 'essay' | 'numerical' | 'multichoice' | 'match' | 'truefalse' | 'shortanswer';

function kindOf(answers: string | null): Kind {
  if (answers === null) return 'description';
  if (answers === '') return 'essay';
  if (answers.startsWith('#')) return 'numerical';
  if (answers.includes('~')) return 'multichoice';
  if (answers.includes('=') && answers.includes('->')) return 'match';
  const hash = answers.indexOf('#');
  const check = hash > 0 ? answers.slice(0, hash).trim() : answers;
  return ['T', 'TRUE', 'F', 'FALSE'].includes(check) ? 'truefalse' : 'shortanswer';
}

const SKIPPED: Partial<Record<Kind, string>> = {
  description: 'Descriptions are text without a question to answer',
  essay: 'Essay questions have no options to choose from',
  match: 'Matching questions pair several items, which one MCQ cannot ask fairly',
  shortanswer: 'Short-answer questions have no options to choose from',
};

function readQuestion(block: Block, defaults: ImportDefaults): ImportItem {
  const kind = kindOf(block.answers);
  const skipped = SKIPPED[kind];
  const answers = block.answers ?? '';
  if (skipped) return rejected(block.line, 'skipped', `${skipped}: “${excerpt(block.text.markdown) || block.name || 'untitled'}”.`);
  if (block.text.markdown === '') return rejected(block.line, 'error', 'The question has no text.');
  const warnings: string[] = [];
  const format = block.text.format;
  let shape: KeyedShape | { error: string };
  let explanation: string;
  let from: ConversionKind | undefined;

  if (kind === 'truefalse') {
    const [answer = '', wrongFeedback = '', rightFeedback = ''] = splitLimit(answers, '#', 3);
    const isTrue = answer.trim() === 'T' || answer.trim() === 'TRUE';
    shape = keyed(trueFalseToMcq(isTrue));
    const right = readGiftText(rightFeedback, format).markdown;
    const wrong = readGiftText(wrongFeedback, format).markdown;
    explanation = foldFeedback(block.generalFeedback.markdown, [
      { option: 'True', feedback: isTrue ? right : wrong },
      { option: 'False', feedback: isTrue ? wrong : right },
    ]);
    from = 'true-false';
  } else if (kind === 'numerical') {
    const numerical = readNumerical(answers.slice(1), format);
    if ('error' in numerical) return rejected(block.line, 'error', numerical.error);
    explanation = foldFeedback(block.generalFeedback.markdown, numerical.feedback);
    if (defaults.convertToMcq) {
      shape = keyed(numericalToMcq(numerical.answers));
      from = 'numerical';
    } else {
      shape = numericalKey(numerical.answers);
    }
  } else {
    const count = countOf(answers, '~=');
    if (count > MAX_OPTIONS) return rejected(block.line, 'error', tooManyAnswers(count));
    const choices = readChoices(answers, format);
    if (choices.length < 2) return rejected(block.line, 'error', 'A multiple-choice question needs at least two answers.');
    if (choices.some((choice) => choice.text === '')) return rejected(block.line, 'error', 'One of the answers is empty.');
    if (choices.some((choice) => choice.droppedImages > 0)) warnings.push('An image in an answer was left out (images are not in a GIFT file).');
    explanation = foldFeedback(
      block.generalFeedback.markdown,
      choices.map((choice) => ({ option: choice.text, feedback: choice.feedback })),
    );
    if (answers.includes('=')) {
      const right = choices.flatMap((choice, index) => (choice.weight === 1 ? [index] : []));
      if (right.length !== 1) return rejected(block.line, 'error', `It marks ${right.length} answers right with '='; an MCQ has exactly one.`);
      const partial = choices.filter((choice) => choice.weight > 0 && choice.weight < 1);
      if (partial.length > 0) warnings.push(`Partial credit is dropped for: ${partial.map((choice) => choice.text).join('; ')}.`);
      shape = { options: choices.map((choice) => choice.text), key: { type: 'MCQ', correctIndex: right[0]! }, textSuffix: '', warnings: [] };
    } else if (defaults.convertToMcq) {
      // no '=': Moodle makes it multiple-response, where the weights say which answers are right
      shape = keyed(multipleResponseToMcq(choices));
      from = 'multiple-response';
    } else {
      shape = multipleResponseKey(choices);
    }
  }
  if ('error' in shape) return rejected(block.line, 'error', shape.error);
  if (block.text.droppedImages > 0) warnings.push('An image in the question text was left out (images are not in a GIFT file).');

  const question: ImportedQuestion = {
    text: shape.textSuffix ? `${block.text.markdown}\n\n${shape.textSuffix}` : block.text.markdown,
    options: shape.options,
    ...keyFields(shape.key),
    explanation,
    section: defaults.section,
    source: defaults.source,
    marks: 1, // GIFT carries no marks
    topic: block.topic,
    name: block.name,
    remarks: null,
  };
  return accepted(block.line, question, [...warnings, ...shape.warnings], from ? { from, original: block.source } : undefined);
}

/** PHP's explode with a limit: the last piece keeps the rest. */
function splitLimit(text: string, separator: string, limit: number): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let end = text.indexOf(separator); end !== -1 && parts.length < limit - 1; end = text.indexOf(separator, start)) {
    parts.push(text.slice(start, end));
    start = end + separator.length;
  }
  parts.push(text.slice(start));
  return parts;
}

const countOf = (text: string, characters: string) => {
  let count = 0;
  for (const character of text) if (characters.includes(character)) count += 1;
  return count;
};
const tooManyAnswers = (count: number) => `It has ${count.toLocaleString('en-IN')} answers; a question can have at most ${MAX_OPTIONS}.`;

interface Choice extends WeightedOption {
  feedback: string;
  droppedImages: number;
}

function readChoices(answers: string, format: GiftTextFormat): Choice[] {
  const pieces = answers.replaceAll('=', '~=').split('~');
  if (pieces[0]?.trim() === '') pieces.shift();
  return pieces.map((piece) => {
    let answer = piece.trim();
    let weight = 0;
    if (answer.startsWith('=')) {
      weight = 1;
      answer = answer.slice(1);
    } else {
      const declared = WEIGHT.exec(answer);
      if (declared) {
        weight = weightOf(declared[1]!);
        answer = answer.slice(declared[0].length);
      }
    }
    const [text = '', feedback = ''] = splitLimit(answer, '#', 2);
    const read = readGiftText(text, format);
    return { text: read.markdown, weight, feedback: readGiftText(feedback, format).markdown, droppedImages: read.droppedImages };
  });
}

function readNumerical(
  answerText: string,
  format: GiftTextFormat,
): { answers: GiftNumericalAnswer[]; feedback: { option: string; feedback: string }[] } | { error: string } {
  let text = answerText;
  let wrongFeedback = '';
  const tilde = text.indexOf('~');
  if (tilde !== -1) {
    wrongFeedback = text.slice(tilde);
    text = text.slice(0, tilde);
  }
  const count = countOf(text, '=');
  if (count > MAX_OPTIONS) return { error: tooManyAnswers(count) };
  const pieces = text.split('=');
  if (pieces[0]?.trim() === '') pieces.shift();
  if (pieces.length === 0) return { error: 'A numerical question needs at least one answer, such as {#3.14:0.01}.' };
  const answers: GiftNumericalAnswer[] = [];
  const feedback: { option: string; feedback: string }[] = [];
  for (const piece of pieces) {
    let answer = piece.trim();
    let weight = 1;
    const declared = WEIGHT.exec(answer);
    if (declared) {
      weight = weightOf(declared[1]!);
      answer = answer.slice(declared[0].length);
    }
    const [rawValue = '', rawFeedback = ''] = splitLimit(answer, '#', 2);
    const value = restoreEscapes(rawValue).trim();
    let centre: string;
    let tolerance: string;
    let decimals: number;
    const range = value.indexOf('..');
    const colon = value.indexOf(':');
    if (range > 0) {
      const [low, high] = [value.slice(0, range).trim(), value.slice(range + 2).trim()];
      if (!isWrittenNumber(low) || !isWrittenNumber(high)) return notNumbers(value);
      const [min, max] = [Number(low), Number(high)];
      centre = String((min + max) / 2);
      tolerance = String(Math.abs(max - (min + max) / 2));
      decimals = Math.max(writtenDecimals(low), writtenDecimals(high));
    } else {
      centre = (colon > 0 ? value.slice(0, colon) : value).trim();
      tolerance = colon > 0 ? value.slice(colon + 1).trim() : '0';
      if (!isWrittenNumber(centre) || !isWrittenNumber(tolerance)) return notNumbers(value);
      decimals = Math.max(writtenDecimals(centre), writtenDecimals(tolerance));
    }
    if (!isWrittenNumber(centre) || !isWrittenNumber(tolerance)) return notNumbers(value);
    answers.push({ value: Number(centre), tolerance: Math.abs(Number(tolerance)), weight, decimals, written: value });
    feedback.push({ option: value.trim(), feedback: readGiftText(rawFeedback, format).markdown });
  }
  if (wrongFeedback) feedback.push({ option: 'any other answer', feedback: readGiftText(splitLimit(wrongFeedback, '#', 2)[1] ?? '', format).markdown });
  return { answers, feedback };
}

const notNumbers = (value: string) => ({ error: `“${excerpt(value, 40)}” is not a number, a number:tolerance or a min..max range.` });
