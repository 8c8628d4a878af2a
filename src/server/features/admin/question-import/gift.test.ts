import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportItem, ImportedItem, RejectedItem } from '../../../../shared/api/question-import.ts';
import { parseGift } from './gift.ts';
import { DEFAULT_IMPORT } from './items.ts';

const fixture = readFileSync(new URL('./fixtures/moodle-export.gift.txt', import.meta.url), 'utf8');
const parse = (text: string) => parseGift(text, DEFAULT_IMPORT);
// the import's choice for a paper of MCQs only
const parseAsMcq = (text: string) => parseGift(text, { ...DEFAULT_IMPORT, convertToMcq: true });

function imported(item: ImportItem | undefined): ImportedItem {
  if (!item?.ok) throw new Error(`expected an imported question, got ${JSON.stringify(item)}`);
  return item;
}
/** The option marked right of a question made an MCQ. */
function rightOption(item: ImportedItem): string | undefined {
  expect(item.question.type).toBe('MCQ');
  return item.question.options[item.question.correctIndex!];
}
function refused(item: ImportItem | undefined): RejectedItem {
  if (!item || item.ok) throw new Error(`expected a refused question, got ${JSON.stringify(item)}`);
  return item;
}

describe('a GIFT file exported by Moodle', () => {
  const items = parse(fixture);

  it('gives one item per question, categories aside, each with the line its question starts on', () => {
    expect(items.map((item) => item.line)).toEqual([5, 12, 20, 23, 31, 37, 44, 51, 57, 64]);
  });

  it('reads a multiple-choice question with per-answer feedback and [html]/[plain] answers', () => {
    const item = imported(items[0]);
    expect(item.question).toMatchObject({
      text: "What's between orange and green in the spectrum?",
      options: ['yellow', 'red', 'blue'],
      correctIndex: 0,
      name: 'Spectrum',
      topic: 'Algebra',
      marks: 1,
      type: 'MCQ',
    });
    expect(item.question.explanation).toBe("- *yellow*: right; good!\n- *red*: wrong, it's yellow\n- *blue*: wrong, it's yellow");
    expect(item.needsReview).toBe(false);
    expect(item.conversion).toBeUndefined();
  });

  it('turns [html] text into Markdown and keeps #### general feedback as the explanation', () => {
    const item = imported(items[1]);
    expect(item.question.text).toBe('What is **d/dx** of x$^{2}$?');
    expect(item.question.options).toEqual(['2x', 'x', 'x$^{2}$']);
    expect(item.question.explanation).toBe('By the power rule.');
  });

  it('unescapes \\: \\= \\{ \\} \\n and \\\\ and takes the topic from the latest $CATEGORY', () => {
    const item = imported(items[8]);
    expect(item.question.name).toBe('Ratio 1:2');
    expect(item.question.text).toBe('If a:b = 1:2 and b = 4, what is a? Use {a} for the set.  \nShow one value.');
    expect(item.question.explanation).toBe('- *2*: a = 2 \\ exactly');
    expect(item.question.topic).toBe('Ratios');
  });

  it('skips short answer, matching, essay and description, each with its reason', () => {
    expect(refused(items[5])).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/^Short-answer questions have no options to choose from: “Which is the best animal\?”/),
    });
    expect(refused(items[6])).toMatchObject({ kind: 'skipped', reason: expect.stringMatching(/^Matching questions/) });
    expect(refused(items[7])).toMatchObject({ kind: 'skipped', reason: expect.stringMatching(/^Essay questions have no options/) });
    expect(refused(items[9])).toMatchObject({ kind: 'skipped', reason: expect.stringMatching(/^Descriptions are text without a question/) });
  });
});

describe('GIFT multiple response and numerical, kept as MSQ and NAT', () => {
  const items = parse(fixture);

  it('reads Moodle’s exported multiple response as an MSQ whose correct options are those with a positive weight', () => {
    const item = imported(items[3]);
    expect(item.question).toMatchObject({
      name: 'colours',
      text: "What's between orange and green in the spectrum?",
      options: ['yellow', 'red', 'off-beige', 'blue'],
      type: 'MSQ',
      correctIndexes: [0, 2],
      correctIndex: null,
      natRange: null,
    });
    expect(item.question.explanation).toBe('- *yellow*: right; good!\n- *red*: wrong\n- *off-beige*: right; good!\n- *blue*: wrong');
    expect(item.conversion).toBeUndefined();
    expect(item.needsReview).toBe(false);
  });

  it('reads Moodle’s exported numerical (value:tolerance) as a NAT from value − tolerance to value + tolerance', () => {
    const item = imported(items[4]);
    expect(item.question).toMatchObject({ type: 'NAT', options: [], natRange: { min: 1, max: 5, decimals: 0 }, correctIndex: null, correctIndexes: null });
    expect(item.question.explanation).toBe('- *any other answer*: Completely wrong');
    expect(item.conversion).toBeUndefined();
  });

  it('takes a NAT’s decimals from the numbers written, without float noise in the range', () => {
    expect(imported(parse('Value of pi?{#3.14:0.01}')[0]).question.natRange).toEqual({ min: 3.13, max: 3.15, decimals: 2 });
    expect(imported(parse('Value of pi?{#3.14:0.005}')[0]).question.natRange).toEqual({ min: 3.135, max: 3.145, decimals: 3 });
    expect(imported(parse('How many bits in a byte?{#8}')[0]).question.natRange).toEqual({ min: 8, max: 8, decimals: 0 });
    expect(imported(parse('A number from 1 to 5?{#1..5}')[0]).question.natRange).toEqual({ min: 1, max: 5, decimals: 0 });
    expect(imported(parse('Resistance in ohms?{#2.45..2.55}')[0]).question.natRange).toEqual({ min: 2.45, max: 2.55, decimals: 2 });
    expect(imported(parse('Below zero?{#-0.5:0.25}')[0]).question.natRange).toEqual({ min: -0.75, max: -0.25, decimals: 2 });
  });

  it('keys a numerical question with several answers by its full-credit one, and says so', () => {
    const item = imported(parse('Value of pi?{#=3.14:0.01 =%50%3.1:0.1}')[0]);
    expect(item.question).toMatchObject({ type: 'NAT', natRange: { min: 3.13, max: 3.15, decimals: 2 } });
    expect(item.warnings).toEqual(['The key is the full-credit answer, 3.14:0.01; partial credit is dropped for 3.1:0.1 (50%).']);
    expect(item.needsReview).toBe(true);

    // Moodle's own example, as its documentation writes it
    const grant = imported(
      parse('When was Ulysses S. Grant born? {#\n  =1822:0 # Correct! Full credit.\n  =%50%1822:2 # He was born in 1822. Half credit for being close.\n}')[0],
    );
    expect(grant.question.natRange).toEqual({ min: 1822, max: 1822, decimals: 0 });
    expect(grant.warnings).toEqual(['The key is the full-credit answer, 1822:0; partial credit is dropped for 1822:2 (50%).']);
  });

  it('keys one with no full-credit answer by its best, and refuses one where none earns marks', () => {
    const item = imported(parse('Roughly?{#=%50%10:1 =%25%10:3}')[0]);
    expect(item.question.natRange).toEqual({ min: 9, max: 11, decimals: 0 });
    expect(item.warnings[0]).toBe('No answer earns full marks; the key is the best one, 10:1 (50%).');
    expect(refused(parse('Nothing?{#=%0%3}')[0]).reason).toBe('No numerical answer earns marks, so no value is right.');
  });

  it('keeps a multiple response with one right option as an MSQ, and warns when its weights do not add up to 100%', () => {
    const single = imported(parse('Pick yellow.{\n~%100%yellow\n~%-50%red\n~%-50%blue\n}')[0]);
    expect(single.question).toMatchObject({ type: 'MSQ', correctIndexes: [0], options: ['yellow', 'red', 'blue'] });
    const short = imported(parse('Pick two.{~%40%a ~%40%b ~%-100%c}')[0]);
    expect(short.question.correctIndexes).toEqual([0, 1]);
    expect(short.warnings).toEqual(['The positive weights add up to 80%, not 100%.']);
    expect(refused(parse('No right answer {~%-50%a ~%-50%b}')[0]).reason).toBe('No option carries a positive weight, so no answer is right.');
  });

  it('keeps true/false as an MCQ made from it, and multiple choice with = as an MCQ', () => {
    expect(imported(items[2]).question).toMatchObject({ type: 'MCQ', options: ['True', 'False'], correctIndex: 1 });
    expect(imported(items[2]).conversion?.from).toBe('true-false');
    expect(imported(items[0]).question).toMatchObject({ type: 'MCQ', correctIndex: 0, correctIndexes: null, natRange: null });
  });

  it('names a number too long to be one, in linear time', () => {
    const digits = '1'.repeat(200_000);
    const started = performance.now();
    expect(refused(parse(`Long?{#${digits}x}`)[0]).reason).toMatch(/is not a number, a number:tolerance or a min\.\.max range/);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('GIFT conversions to MCQ', () => {
  it('true/false becomes True/False with the right answer and both feedbacks, marked for review', () => {
    const [item] = parse('::Q1:: 42 is the Absolute Answer to everything.{\nFALSE#42 is the Ultimate Answer.#You gave the right answer.}');
    const converted = imported(item);
    expect(converted.question.options).toEqual(['True', 'False']);
    expect(converted.question.correctIndex).toBe(1);
    expect(converted.question.explanation).toBe('- *True*: 42 is the Ultimate Answer.\n- *False*: You gave the right answer.');
    expect(converted.conversion).toEqual({
      from: 'true-false',
      original: '::Q1:: 42 is the Absolute Answer to everything.{\nFALSE#42 is the Ultimate Answer.#You gave the right answer.}',
    });
    expect(converted.needsReview).toBe(true);
    expect(imported(parse('TSL is blablabla.{T}')[0]).question.correctIndex).toBe(0);
    expect(imported(parse('TSL is blablabla.{TRUE}')[0]).question.correctIndex).toBe(0);
    expect(imported(parse('TSL is blablabla.{F}')[0]).question.correctIndex).toBe(1);
  });

  it('multiple response (weights, no =) becomes combinations of the listed options when the import asks for MCQs', () => {
    const item = imported(parseAsMcq("::colours:: What's between orange and green?{\n~%50%yellow\n~%-100%red\n~%50%off-beige\n~%-100%blue\n}")[0]);
    expect(item.question.text).toBe("What's between orange and green?\n\nA. yellow  \nB. red  \nC. off-beige  \nD. blue");
    expect(item.question.options).toEqual(['A only', 'A and C', 'A and D', 'A, B and C']);
    expect(rightOption(item)).toBe('A and C');
    expect(item.conversion?.from).toBe('multiple-response');
    expect(item.needsReview).toBe(true);
  });

  it('multiple response with a single right answer keeps its own options', () => {
    const item = imported(parseAsMcq('Pick yellow.{\n~%100%yellow\n~%-50%red\n~%-50%blue\n}')[0]);
    expect(item.question.options).toEqual(['yellow', 'red', 'blue']);
    expect(item.question.correctIndex).toBe(0);
    expect(item.conversion?.from).toBe('multiple-response');
  });

  it('numerical answers (exact, tolerance, range, several weighted) become the value and three distractors when the import asks for MCQs', () => {
    const exact = imported(parseAsMcq('How many bits in a byte?{#8}')[0]);
    expect(exact.question.options).toEqual(['0.8', '8', '9', '80']);
    expect(rightOption(exact)).toBe('8');
    expect(exact.conversion?.from).toBe('numerical');

    const tolerance = imported(parseAsMcq('Value of pi?{#3.14:0.01}')[0]);
    expect(rightOption(tolerance)).toBe('3.14');
    expect(tolerance.warnings).toContain('Answers from 3.13 to 3.15 were accepted; the option shows 3.14.');
    for (const option of tolerance.question.options.filter((_, index) => index !== tolerance.question.correctIndex)) {
      expect(Math.abs(Number(option) - 3.14)).toBeGreaterThan(0.01);
    }

    const range = imported(parseAsMcq('A number from 1 to 5?{#1..5}')[0]);
    expect(rightOption(range)).toBe('3');
    expect(range.question.options.filter((option) => Number(option) >= 1 && Number(option) <= 5)).toEqual(['3']);

    const weighted = imported(parseAsMcq('When was Grant born?{#=1822:0 =%50%1821:1}')[0]);
    expect(rightOption(weighted)).toBe('1822');
    expect(weighted.question.options).not.toContain('1821');
    expect(weighted.warnings).toContain('Partial-credit answers are not options: 1821 (50%).');
  });

  it('turns Moodle’s MathJax delimiters into the $…$ the exam view renders, escaped braces included', () => {
    const item = imported(parse('::m::[html]<p>What is \\(\\frac\\{1\\}\\{2\\} + x^2\\) at x \\= 1?</p>\\[y \\= 2\\]{=\\(1.5\\) ~2}')[0]);
    expect(item.question.text).toBe('What is $\\frac{1}{2} + x^2$ at x = 1?\n\n$$y = 2$$');
    expect(item.question.options[0]).toBe('$1.5$');
  });

  it('reads a question written straight under a $CATEGORY line (Moodle would lose it)', () => {
    const items = parse('$CATEGORY: $course$/top/Networks\nWhich layer routes?{=Network ~Link}');
    expect(items).toMatchObject([{ line: 2, ok: true, question: { topic: 'Networks', options: ['Network', 'Link'] } }]);
  });

  it('renders a missing-word question with a _____ gap', () => {
    const item = imported(parse("Grant is {~buried =entombed ~living} in Grant's tomb.")[0]);
    expect(item.question.text).toBe("Grant is _____ in Grant's tomb.");
    expect(item.question.options).toEqual(['buried', 'entombed', 'living']);
    expect(item.question.correctIndex).toBe(1);
  });
});

describe('GIFT files with errors', () => {
  const file = [
    '// a comment line',
    'Unclosed braces {=a ~b', // line 2
    '',
    'Two right answers {=a =b ~c}', // line 4
    '',
    '::t::',
    'Only one answer {~a}', // line 7 (the title's line starts the block)
    '',
    'Not a number {#abc}', // line 9
    '',
    'A good one {=yes ~no}', // line 11
    '',
    'No right answer at all {~%-50%a ~%-50%b}', // line 13
  ].join('\n');
  const items = parseAsMcq(file);

  it('reports each broken question with its line and a reason, and still reads the good ones', () => {
    expect(items.map((item) => [item.line, item.ok])).toEqual([
      [2, false],
      [4, false],
      [6, false],
      [9, false],
      [11, true],
      [13, false],
    ]);
    expect(refused(items[0]).reason).toMatch(/braces do not match/);
    expect(refused(items[1]).reason).toMatch(/marks 2 answers right/);
    expect(refused(items[2]).reason).toMatch(/at least two answers/);
    expect(refused(items[3]).reason).toMatch(/“abc” is not a number/);
    expect(refused(items[5]).reason).toMatch(/No option carries a positive weight/);
    expect(items.filter((item) => !item.ok).every((item) => !item.ok && item.kind === 'error')).toBe(true);
  });

  it('refuses the same option twice, with both letters', () => {
    expect(refused(parse('Which?{=Yes ~yes ~No}')[0]).reason).toBe('Options A and B are the same (“yes”).');
  });

  it('never throws on garbage', () => {
    for (const garbage of ['{', '}', '{}{}', '::', '::a::{#}', '{#..}', '{~}', '{=}', '$CATEGORY:', '{#1:x}', '\\{', '{%}']) {
      expect(() => parse(garbage)).not.toThrow();
    }
  });
});

describe('a large GIFT file', () => {
  it('reads 1,000 questions', () => {
    const file = Array.from(
      { length: 1000 },
      (_, index) => `// question: ${index}\n::Q${index}::What is ${index} + 1?{\n\t=${index + 1}\n\t~${index + 2}\n\t~${index}\n}\n`,
    ).join('\n');
    const items = parse(file);
    expect(items).toHaveLength(1000);
    expect(items.every((item) => item.ok)).toBe(true);
    expect(imported(items[999]).question.options[0]).toBe('1000');
  });
});
