import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.ts';
import { DEFAULT_IMPORT } from './items.ts';

const read = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('an Aiken file exported by Moodle', () => {
  const items = parseAiken(read('moodle-export.aiken.txt'), { section: 'Aptitude', source: 'public', convertToMcq: false });

  it('reads every question, with options labelled "A." or "A)" and the ANSWER letter', () => {
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.ok && !item.needsReview)).toBe(true);
    const [first, , third] = items;
    expect(first).toMatchObject({
      line: 1,
      ok: true,
      question: {
        text: 'What is the time complexity of binary search on a sorted array of n elements?',
        options: ['O(1)', 'O(log n)', 'O(n)', 'O(n log n)'],
        correctIndex: 1,
        section: 'Aptitude',
        source: 'public',
        marks: 1,
        type: 'MCQ',
      },
    });
    expect(third).toMatchObject({ line: 15, question: { options: ['50', '60', '75'], correctIndex: 1 } });
  });

  it('reads Windows and old Mac line endings the same way', () => {
    const unix = read('moodle-export.aiken.txt');
    expect(parseAiken(unix.replace(/\n/g, '\r\n'), DEFAULT_IMPORT)).toEqual(parseAiken(unix, DEFAULT_IMPORT));
    expect(parseAiken(unix.replace(/\n/g, '\r'), DEFAULT_IMPORT)).toEqual(parseAiken(unix, DEFAULT_IMPORT));
  });
});

describe('an Aiken file with errors (Moodle’s own error fixture, and more)', () => {
  const items = parseAiken(read('aiken-errors.txt'), DEFAULT_IMPORT);

  it('reports each error with its line, as Moodle does, and keeps the good questions', () => {
    expect(items.map((item) => (item.ok ? ['ok', item.line] : [item.kind, item.line, item.reason]))).toEqual([
      ['error', 1, '“A question with too few answers” must have at least 2 options (line 3).'],
      ['error', 5, "Line 5 is an option (A) but no question has started: a question's text comes first."],
      ['error', 7, 'Line 7 is an ANSWER line but no question has started.'],
      ['ok', 9],
      ['error', 14, '“A question started but not finished” has no ANSWER line before the next question starts on line 18.'],
      ['ok', 18],
      ['error', 23, 'The ANSWER on line 26 is “D”, but the options run from A to B.'],
      ['error', 28, '“A question the file never finishes” has no ANSWER line: the file ends first.'],
    ]);
  });

  it('takes options with no space after the label', () => {
    expect(items[5]).toMatchObject({ ok: true, question: { options: ['Incorrect (No space)', 'Correct (No space)'], correctIndex: 1 } });
  });

  it('warns when option letters are out of order, since options count by position', () => {
    const [item] = parseAiken('Q?\nA. one\nC. two\nANSWER: B', DEFAULT_IMPORT);
    expect(item).toMatchObject({ ok: true, needsReview: true, question: { correctIndex: 1 } });
    expect(item?.ok && item.warnings[0]).toMatch(/labelled C but is option B/);
  });
});
