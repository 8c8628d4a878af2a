import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, type ImportFormat, type ImportPreview } from '../../../../shared/api/question-import.ts';
import { countGiftQuestions, parseGift } from './gift.ts';
import { DEFAULT_IMPORT } from './items.ts';
import { previewImport } from './service.ts';

// Files at the size limit built to make a parser work hard: unclosed tags, runs of GIFT's control
// characters, openings of maths that never close. The patterns these parsers used took tens of
// minutes on most (time growing with the square of the size); read in linear time each takes a
// second or two, up to 19 s when the machine ran ten times more work than it has cores. The budget
// leaves room for that and still fails the old code by far.
const BUDGET_MS = 30_000;
const room = IMPORT_MAX_BYTES - 1024;
const fill = (unit: string) => unit.repeat(Math.floor(room / unit.length));

// expected: the problem named, or null where the file is one question that can be imported
const hostile: [name: string, format: ImportFormat, text: () => string, expected: RegExp | null][] = [
  ['5 MB of unclosed <b> in [html] text', 'gift', () => `::Q::[html]${fill('<b>x')}{=a ~b}`, /question's text is .* characters long/],
  ['5 MB of <b> and nothing else', 'gift', () => `::Q::[html]${fill('<b>')}{=a ~b}`, /The question has no text/],
  ['bold nested 400,000 deep', 'gift', () => `[html]${'<b> x'.repeat(400_000)}${'</b>'.repeat(400_000)}{=a ~b}`, /text is .* characters long/],
  ['5 MB of unclosed <sub>', 'gift', () => `[html]Q ${fill('<sub>x')}{=a ~b}`, /text is .* characters long/],
  ['5 MB of <a without a >', 'gift', () => `Q ${fill('<a')}{=a ~b}`, /text is .* characters long/],
  ['5 MB of spaces in [html] text', 'gift', () => `[html]Q ${fill(' ')}x{=a ~b}`, /text is .* characters long/],
  ['a comment never closed', 'gift', () => `[html]Q <!--${fill('-')}{=a ~b}`, null],
  ['5 MB of <script> and of <pre>', 'gift', () => `[html]Q ${fill('<script><pre>')}{=a ~b}`, null],
  ['5 MB of character references', 'gift', () => `[html]Q ${fill('&#x1111')}{=a ~b}`, /text is .* characters long/],
  ['a run of ~', 'gift', () => `Q?{${fill('~')}}`, /It has .* answers; a question can have at most 26/],
  ['a run of =', 'gift', () => `Q?{${fill('=')}}`, /Short-answer questions/],
  ['a million answers', 'gift', () => `Q?{=a ${fill('~b ')}}`, /It has .* answers/],
  ['a numerical run of =', 'gift', () => `Q?{#${fill('=1')}}`, /It has .* answers/],
  ['a numerical answer of 5 MB of digits', 'gift', () => `Q?{#${fill('1')}x}`, /is not a number, a number:tolerance or a min\.\.max range/],
  ['a CSV NAT answer of 5 MB of digits', 'csv', () => `question,option_a,option_b,type,answer\nQ,,,NAT,${fill('1')}x\n`, /is not a number/],
  ['a CSV MSQ answer of 5 MB of separators', 'csv', () => `question,option_a,option_b,type,answer\nQ,a,b,MSQ,A${fill(';')}\n`, null],
  ['\\( without a close', 'gift', () => `Q ${fill('\\(x ')}?{=a ~b}`, /text is .* characters long/],
  ['\\[ without a close', 'gift', () => `Q ${fill('\\[x ')}?{=a ~b}`, /text is .* characters long/],
  ['a line of $ and \\( in [plain] text', 'gift', () => `[plain]Q ${fill('\\(a$')}?{=a ~b}`, /text is .* characters long/],
  ['5 MB of \\n escapes in [plain] text', 'gift', () => `[plain]Q${fill('\\n')}x?{=a ~b}`, /text is .* characters long/],
  ['half a million one-line questions', 'gift', () => fill('Q?{=a ~b}\n\n'), /The file holds .* questions; at most 2000/],
  ['a million and a half Aiken questions', 'aiken', () => fill('ab\n'), /The file holds .* questions/],
  ['an Aiken question with a million options', 'aiken', () => `Q?\n${fill('A. x\n')}ANSWER: A\n`, /has more than 26 options/],
  ['a CSV header of one column 500,000 times', 'csv', () => `${fill('question,')}question\n`, /The column “question” appears twice/],
  ['a CSV header of 2,500,000 unknown columns', 'csv', () => `${fill('x,')}x\n`, /Unknown column on line 1: “x”\. The columns are/],
  ['5 MB of blank CSV lines', 'csv', () => `question,option_a,option_b,answer\n${fill('\n')}`, /No questions were found/],
  ['650,000 CSV rows', 'csv', () => `question,option_a,option_b,answer\n${fill('q,a,b,A\n')}`, /The file holds .* questions/],
  ['a wide entity referenced 100,000 times in Moodle XML', 'xml', () => moodleTrueFalse(WIDE, '&w;'.repeat(100_000)), /declares entities that expand too far/],
  ['Moodle XML nested 1,000,000 deep', 'xml', () => `<quiz>${fill('<a>')}`, /^This is not well-formed XML/],
  ['Moodle XML nested 200 deep, well formed', 'xml', () => `<quiz>${'<a>'.repeat(200)}${'</a>'.repeat(200)}</quiz>`, /nested more than 100 deep/],
  ['5 MB of Moodle XML questions', 'xml', () => `<quiz>${fill(MOODLE_TRUE_FALSE)}</quiz>`, /The file holds .* questions; at most 2000/],
  ['5 MB of unclosed <b> in a Moodle XML text', 'xml', () => moodleTrueFalse('', `<![CDATA[${fill('<b>x').slice(40)}]]>`), /text is .* characters long/],
];

// Moodle XML: the classic entity bomb (ten levels of ten), a wide entity referenced millions of times
const LAUGHS = `<!DOCTYPE quiz [<!ENTITY lol0 "lol">${Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`).join('')}]>`;
const WIDE = `<!DOCTYPE quiz [<!ENTITY w "${'w'.repeat(1000)}">]>`;
const MOODLE_TRUE_FALSE =
  '<question type="truefalse"><questiontext format="html"><text>Q?</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>';
const moodleTrueFalse = (doctype: string, text: string) => `${doctype}<quiz>${MOODLE_TRUE_FALSE.replace('Q?', text)}</quiz>`;

const problemsOf = (preview: ImportPreview) => [preview.fileError ?? '', ...preview.items.flatMap((item) => (item.ok ? [] : [item.reason]))].join('\n');

describe('a hostile file is read in linear time and its problem named', () => {
  it.each(hostile)(
    '%s',
    (_, format, text, expected) => {
      const file = text();
      const started = performance.now();
      const preview = previewImport(file, format);
      expect(performance.now() - started).toBeLessThan(BUDGET_MS);
      if (expected) expect(problemsOf(preview)).toMatch(expected);
      else expect(preview.summary).toEqual({ ready: 1, converted: 0, skipped: 0, errors: 0 });
    },
    2 * BUDGET_MS,
  );
});

describe('an entity bomb in Moodle XML', () => {
  it('is not expanded: entities that refer to entities stay as written', () => {
    const started = performance.now();
    const preview = previewImport(moodleTrueFalse(LAUGHS, 'Q &lol9; &amp; more'), 'xml');
    expect(performance.now() - started).toBeLessThan(BUDGET_MS);
    expect(preview.summary).toEqual({ ready: 0, converted: 1, skipped: 0, errors: 0 });
    const [item] = preview.items;
    expect(item!.ok && item!.question.text.length).toBeLessThan(100);
  });
});

describe('counting GIFT questions without reading them', () => {
  it('counts what reading finds', () => {
    const fixture = readFileSync(new URL('./fixtures/moodle-export.gift.txt', import.meta.url), 'utf8');
    const files = [fixture, '$CATEGORY: a\n\nQ?{=a ~b}', '$CATEGORY: a\nQ?{=a ~b}', '// only\n\n$CATEGORY: a', 'Broken {=a\n\n\n\nDescription'];
    for (const file of files) expect(countGiftQuestions(file)).toBe(parseGift(file, DEFAULT_IMPORT).length);
  });
});
