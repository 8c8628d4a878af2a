// Moodle XML, read as Moodle's exporter writes it (question/format/xml): multichoice with one right
// answer as an MCQ and with several as an MSQ (the answers with a positive fraction are right),
// numerical as a NAT, truefalse made an MCQ; the other types skipped with the reason. Categories
// become the question's place in the syllabus tree, <tags> its tags, embedded images uploads.
import type { ConversionKind, ImportedQuestion, ImportItem } from '../../../../shared/api/question-import.ts';
import { isWrittenNumber, writtenDecimals } from '../../../../shared/exam/nat-key.ts';
import { multipleResponseToMcq, numericalToMcq, trueFalseToMcq } from './convert.ts';
import { keyed, multipleResponseKey, numericalKey, type GiftNumericalAnswer, type KeyedShape } from './gift-keys.ts';
import { accepted, FileProblem, foldFeedback, keyFields, MAX_OPTIONS, rejected, type ImportDefaults } from './items.ts';
import { QuestionFiles, readField, type FieldText } from './moodle-xml-text.ts';
import { excerpt } from './text.ts';
import { attribute, children, first, parseXml, textIn, textOf, type XmlElement } from './xml-tree.ts';

const SKIPPED: Record<string, string> = {
  shortanswer: 'Short-answer questions have no options to choose from',
  essay: 'Essay questions have no options to choose from',
  matching: 'Matching questions pair several items, which one question cannot ask fairly',
  match: 'Matching questions pair several items, which one question cannot ask fairly',
  description: 'Descriptions are text without a question to answer',
  cloze: 'Cloze (embedded answers) questions hold several questions in one text',
  multianswer: 'Cloze (embedded answers) questions hold several questions in one text',
  ddwtos: 'Drag-and-drop questions need a pointer to answer',
  ddimageortext: 'Drag-and-drop questions need a pointer to answer',
  ddmarker: 'Drag-and-drop questions need a pointer to answer',
  gapselect: 'Select-missing-words questions hold several gaps in one text',
  calculated: 'Calculated questions draw new numbers for each learner',
  calculatedsimple: 'Calculated questions draw new numbers for each learner',
  calculatedmulti: 'Calculated questions draw new numbers for each learner',
  randomsamatch: 'Random matching questions are drawn from other questions',
  ordering: 'Ordering questions have no options to choose from',
};

// the grade Moodle gives a question (1.0000000) as the bank's whole marks, 1 to 10
const MARKS_MIN = 1;
const MARKS_MAX = 10;

/** Reads a whole Moodle XML file: one item per question, in file order. */
export const parseMoodleXml = (file: string, defaults: ImportDefaults): ImportItem[] => [...moodleXmlItems(file, defaults)];

export function* moodleXmlItems(file: string, defaults: ImportDefaults): Generator<ImportItem> {
  const { root, lineOf, sourceOf } = parseXml(file);
  const quiz = first(root, 'quiz');
  if (quiz === undefined) throw new FileProblem('The file has no <quiz> element, which every Moodle XML file starts with. Is this a Moodle XML file?');
  let category: string[] = [];
  for (const question of children(quiz, 'question')) {
    const type = attribute(question, 'type').trim().toLowerCase();
    if (type === 'category') {
      category = categoryLevels(textIn(question, 'category'));
      continue;
    }
    yield readQuestion({ element: question, type, line: lineOf(question), category, source: () => sourceOf(question) }, defaults);
  }
}

/**
 * A category path's levels without Moodle's context ($course$, $system$…), 'top' and 'Default for …';
 * Moodle writes a '/' inside a name as '//'.
 */
export function categoryLevels(path: string): string[] {
  return path
    .replaceAll('//', '\u0000')
    .split('/')
    .map((level) => level.replaceAll('\u0000', '/').trim())
    .filter((level, index) => level !== '' && !/^\$[a-z0-9]+\$$/i.test(level) && !(index <= 1 && level === 'top') && !/^Default for /i.test(level));
}

interface Source {
  element: XmlElement;
  type: string;
  line: number;
  category: string[];
  source: () => string;
}

interface Choice {
  text: FieldText;
  weight: number;
  feedback: string;
}

function readQuestion({ element, type, line, category, source }: Source, defaults: ImportDefaults): ImportItem {
  const name = textIn(element, 'name') || null;
  const files = new QuestionFiles();
  const questionText = first(element, 'questiontext');
  const textFormat = attribute(questionText, 'format') || 'html';
  const text = readField(questionText, files, 'html', true);
  const named = () => `“${excerpt(text.markdown) || name || 'untitled'}”`;
  const skipped = SKIPPED[type];
  if (skipped) return rejected(line, 'skipped', `${skipped}: ${named()}.`);
  if (type !== 'multichoice' && type !== 'truefalse' && type !== 'numerical') {
    return rejected(line, 'skipped', `“${type || 'untyped'}” questions are not a kind Prepverse has: ${named()}.`);
  }
  if (text.markdown === '') return rejected(line, 'error', 'The question has no text.');
  const general = readField(first(element, 'generalfeedback'), files, textFormat, true);
  const warnings: string[] = [];
  const marks = readMarks(textOf(first(element, 'defaultgrade')).trim(), warnings);

  const answers = children(element, 'answer');
  if (answers.length > MAX_OPTIONS) return rejected(line, 'error', `It has ${answers.length} answers; a question can have at most ${MAX_OPTIONS}.`);
  const choices: Choice[] = answers.map((answer) => ({
    text: readField(answer, files, type === 'multichoice' ? 'html' : 'moodle_auto_format', type === 'multichoice'),
    weight: fractionOf(answer),
    feedback: readField(first(answer, 'feedback'), files, textFormat).markdown,
  }));
  const folded = (options: { option: string; feedback: string }[]) => foldFeedback(general.markdown, options);
  let shape: KeyedShape | { error: string };
  let explanation: string;
  let from: ConversionKind | undefined;

  if (type === 'truefalse') {
    const isTrue = choices.find((choice) => choice.text.markdown.toLowerCase() === 'true');
    const isFalse = choices.find((choice) => choice.text.markdown.toLowerCase() === 'false');
    if (!isTrue || !isFalse) return rejected(line, 'error', 'A true/false question needs a “true” answer and a “false” answer.');
    if (isTrue.weight < 1 && isFalse.weight < 1) return rejected(line, 'error', 'Neither “true” nor “false” earns full marks, so no answer is right.');
    shape = keyed(trueFalseToMcq(isTrue.weight >= 1));
    explanation = folded([
      { option: 'True', feedback: isTrue.feedback },
      { option: 'False', feedback: isFalse.feedback },
    ]);
    from = 'true-false';
  } else if (type === 'numerical') {
    const numerical = readNumerical(answers, choices);
    if ('error' in numerical) return rejected(line, 'error', numerical.error);
    explanation = folded(numerical.feedback);
    if (children(first(element, 'units'), 'unit').length > 0) warnings.push('Units are not part of a NAT answer: they were left out.');
    if (defaults.convertToMcq) {
      shape = keyed(numericalToMcq(numerical.answers));
      from = 'numerical';
    } else shape = numericalKey(numerical.answers);
  } else {
    if (choices.length < 2) return rejected(line, 'error', 'A multiple-choice question needs at least two answers.');
    explanation = folded(choices.map((choice) => ({ option: choice.text.markdown, feedback: choice.feedback })));
    const single = textOf(first(element, 'single')).trim();
    const weighted = choices.map((choice) => ({ text: choice.text.markdown, weight: choice.weight }));
    if (single !== 'false' && single !== '' && single !== '0') {
      const right = choices.flatMap((choice, index) => (choice.weight >= 0.9999 ? [index] : []));
      if (right.length !== 1) return rejected(line, 'error', `It gives ${right.length} answers full marks; a single-answer question has exactly one.`);
      const partial = choices.filter((choice) => choice.weight > 0 && choice.weight < 0.9999);
      if (partial.length > 0) warnings.push(`Partial credit is dropped for: ${partial.map((choice) => choice.text.markdown).join('; ')}.`);
      shape = { options: weighted.map((choice) => choice.text), key: { type: 'MCQ', correctIndex: right[0]! }, textSuffix: '', warnings: [] };
    } else if (defaults.convertToMcq) {
      shape = keyed(multipleResponseToMcq(weighted));
      from = 'multiple-response';
    } else shape = multipleResponseKey(weighted);
  }
  if ('error' in shape) return rejected(line, 'error', shape.error);
  if (text.droppedImages + general.droppedImages + choices.reduce((sum, choice) => sum + choice.text.droppedImages, 0) > 0) {
    warnings.push('An image that is not embedded in the file (a link to another site) was left out.');
  }
  // a conversion's options are new (True/False, combinations, values): the answers' images do not carry over
  const optionFigures = from ? shape.options.map(() => null) : choices.map((choice) => choice.text.figure);
  const hasFigures = text.figure !== null || general.figure !== null || optionFigures.some((figure) => figure !== null);
  const question: ImportedQuestion = {
    text: shape.textSuffix ? `${text.markdown}\n\n${shape.textSuffix}` : text.markdown,
    options: shape.options,
    ...keyFields(shape.key),
    explanation,
    section: defaults.section,
    source: defaults.source,
    marks,
    topic: category[category.length - 1] ?? null,
    name,
    remarks: null,
    tags: readTags(element, warnings),
    category,
    files: files.files,
    ...(hasFigures ? { figures: { question: text.figure, options: optionFigures, explanation: general.figure } } : {}),
  };
  return accepted(line, question, [...files.warnings, ...warnings, ...shape.warnings], from ? { from, original: source() } : undefined);
}

/** Moodle's fraction attribute (100, 50, 33.33333, -100) as a weight, 1 being full marks. */
function fractionOf(answer: XmlElement): number {
  const fraction = Number(attribute(answer, 'fraction'));
  return Number.isFinite(fraction) ? fraction / 100 : 0;
}

function readMarks(written: string, warnings: string[]): number {
  if (written === '') return 1;
  const grade = Number(written);
  if (!Number.isFinite(grade)) {
    warnings.push(`The default mark “${excerpt(written, 20)}” is not a number; the question gets 1 mark.`);
    return 1;
  }
  const marks = Math.min(MARKS_MAX, Math.max(MARKS_MIN, Math.round(grade)));
  if (marks !== grade) warnings.push(`The default mark ${grade} became ${marks}: a question carries a whole number of marks from ${MARKS_MIN} to ${MARKS_MAX}.`);
  return marks;
}

const TAG_MAX = 50;

function readTags(element: XmlElement, warnings: string[]): string[] {
  const tags: string[] = [];
  for (const tag of children(first(element, 'tags'), 'tag')) {
    const text = (first(tag, 'text') === undefined ? textOf(tag) : textOf(first(tag, 'text'))).trim();
    if (text === '' || tags.includes(text)) continue;
    if (text.length > TAG_MAX) warnings.push(`The tag “${excerpt(text, 30)}” is longer than ${TAG_MAX} characters; it was left out.`);
    else tags.push(text);
  }
  return tags;
}

/** A tolerance of 0.0500000 is written to the places of its last digit that is not 0. */
const toleranceDecimals = (written: string) => (Number(written) === 0 ? 0 : writtenDecimals(written.includes('.') ? written.replace(/0+$/, '') : written));

function readNumerical(
  answers: XmlElement[],
  choices: Choice[],
): { answers: GiftNumericalAnswer[]; feedback: { option: string; feedback: string }[] } | { error: string } {
  const read: GiftNumericalAnswer[] = [];
  const feedback: { option: string; feedback: string }[] = [];
  for (const [index, answer] of answers.entries()) {
    const value = textOf(first(answer, 'text')).trim();
    const tolerance = textOf(first(answer, 'tolerance')).trim() || '0';
    const weight = choices[index]!.weight;
    // '*' is Moodle's "any other answer", there for its feedback
    if (value === '*') {
      feedback.push({ option: 'any other answer', feedback: choices[index]!.feedback });
      continue;
    }
    if (!isWrittenNumber(value) || !isWrittenNumber(tolerance)) return { error: `“${excerpt(`${value} ± ${tolerance}`, 40)}” is not a number with a tolerance.` };
    const decimals = Math.max(writtenDecimals(value), toleranceDecimals(tolerance));
    const written = Number(tolerance) === 0 ? value : `${value} ± ${tolerance}`;
    read.push({ value: Number(value), tolerance: Math.abs(Number(tolerance)), weight, decimals, written });
    feedback.push({ option: written, feedback: choices[index]!.feedback });
  }
  if (read.length === 0) return { error: 'A numerical question needs at least one answer that is a number.' };
  return { answers: read, feedback };
}
