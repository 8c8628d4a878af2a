import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportItem, ImportedItem, RejectedItem } from '../../../../shared/api/question-import.ts';
import { parseGift } from './gift.ts';
import { DEFAULT_IMPORT } from './items.ts';

const fixture = readFileSync(new URL('./fixtures/moodle-export.gift.txt', import.meta.url), 'utf8');
const parse = (text: string) => parseGift(text, DEFAULT_IMPORT);

function imported(item: ImportItem | undefined): ImportedItem {
  if (!item?.ok) throw new Error(`expected an imported question, got ${JSON.stringify(item)}`);
  return item;
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

  it('multiple response (weights, no =) becomes combinations of the listed options', () => {
    const item = imported(parse("::colours:: What's between orange and green?{\n~%50%yellow\n~%-100%red\n~%50%off-beige\n~%-100%blue\n}")[0]);
    expect(item.question.text).toBe("What's between orange and green?\n\nA. yellow  \nB. red  \nC. off-beige  \nD. blue");
    expect(item.question.options).toEqual(['A only', 'A and C', 'A and D', 'A, B and C']);
    expect(item.question.options[item.question.correctIndex]).toBe('A and C');
    expect(item.conversion?.from).toBe('multiple-response');
    expect(item.needsReview).toBe(true);
  });

  it('multiple response with a single right answer keeps its own options', () => {
    const item = imported(parse('Pick yellow.{\n~%100%yellow\n~%-50%red\n~%-50%blue\n}')[0]);
    expect(item.question.options).toEqual(['yellow', 'red', 'blue']);
    expect(item.question.correctIndex).toBe(0);
    expect(item.conversion?.from).toBe('multiple-response');
  });

  it('numerical answers (exact, tolerance, range, several weighted) become the value and three distractors', () => {
    const exact = imported(parse('How many bits in a byte?{#8}')[0]);
    expect(exact.question.options).toEqual(['0.8', '8', '9', '80']);
    expect(exact.question.options[exact.question.correctIndex]).toBe('8');
    expect(exact.conversion?.from).toBe('numerical');

    const tolerance = imported(parse('Value of pi?{#3.14:0.01}')[0]);
    expect(tolerance.question.options[tolerance.question.correctIndex]).toBe('3.14');
    expect(tolerance.warnings).toContain('Answers from 3.13 to 3.15 were accepted; the option shows 3.14.');
    for (const option of tolerance.question.options.filter((_, index) => index !== tolerance.question.correctIndex)) {
      expect(Math.abs(Number(option) - 3.14)).toBeGreaterThan(0.01);
    }

    const range = imported(parse('A number from 1 to 5?{#1..5}')[0]);
    expect(range.question.options[range.question.correctIndex]).toBe('3');
    expect(range.question.options.filter((option) => Number(option) >= 1 && Number(option) <= 5)).toEqual(['3']);

    const weighted = imported(parse('When was Grant born?{#=1822:0 =%50%1821:1}')[0]);
    expect(weighted.question.options[weighted.question.correctIndex]).toBe('1822');
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
  const items = parse(file);

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
