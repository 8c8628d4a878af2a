import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportedItem, ImportItem, RejectedItem } from '../../../../shared/api/question-import.ts';
import { DEFAULT_IMPORT } from './items.ts';
import { categoryLevels, parseMoodleXml } from './moodle-xml.ts';
import { previewImport } from './service.ts';

// a bank exported by Moodle's question/format/xml, in its exact shape (comments, penalty, combined
// feedback, base64 files); the questions are our own
const bank = readFileSync(new URL('./fixtures/moodle/gate-cs-bank.xml', import.meta.url), 'utf8');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQiVoARww4OQDwYwypvJzgAAAAAABJRU5ErkJggg==';

const okItems = (items: ImportItem[]) => items.filter((item): item is ImportedItem => item.ok);
const rejectedItems = (items: ImportItem[]) => items.filter((item): item is RejectedItem => !item.ok);

/** One question in a quiz, as Moodle writes it. */
const quiz = (question: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${question}\n</quiz>\n`;
const multichoice = (single: boolean, answers: [fraction: string, text: string][], extra = '') =>
  quiz(`  <question type="multichoice">
    <name><text>Q</text></name>
    <questiontext format="html"><text><![CDATA[<p>Pick.</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <single>${single}</single>
${answers.map(([fraction, text]) => `    <answer fraction="${fraction}" format="html"><text>${text}</text><feedback format="html"><text></text></feedback></answer>`).join('\n')}
${extra}
  </question>`);

describe('reading a bank as Moodle exports it', () => {
  const items = parseMoodleXml(bank, DEFAULT_IMPORT);

  it('imports multichoice, truefalse and numerical, and skips every other type with its reason', () => {
    expect(okItems(items).map((item) => [item.question.name, item.question.type])).toEqual([
      ['Merge sort worst case', 'MCQ'],
      ['Stable sorts', 'MSQ'],
      ['NAND universal', 'MCQ'],
      ['Propagation delay', 'NAT'],
      ['Gray code', 'NAT'],
    ]);
    expect(rejectedItems(items).map((item) => [item.kind, item.reason.split(':')[0]])).toEqual([
      ['skipped', 'Short-answer questions have no options to choose from'],
      ['skipped', 'Essay questions have no options to choose from'],
      ['skipped', 'Matching questions pair several items, which one question cannot ask fairly'],
      ['skipped', 'Drag-and-drop questions need a pointer to answer'],
      ['skipped', 'Descriptions are text without a question to answer'],
      ['skipped', 'Cloze (embedded answers) questions hold several questions in one text'],
    ]);
    // each at the line its <question> starts on
    expect(items.map((item) => item.line)).toEqual([15, 75, 147, 176, 219, 243, 267, 299, 339, 375, 392]);
  });

  it('reads a single-answer multichoice: HTML and CDATA as Markdown, \\(…\\) as $…$, feedback as the explanation, marks, tags, category', () => {
    const [merge] = okItems(items);
    expect(merge!.question).toMatchObject({
      text: 'What is the worst-case running time of merge sort on $n$ keys?',
      options: ['$\\Theta(n \\log n)$', '$\\Theta(n^2)$', '$\\Theta(n)$', '$\\Theta(\\log n)$'],
      correctIndex: 0,
      marks: 2,
      topic: 'Sorting',
      category: ['GATE CS', 'Algorithms', 'Sorting'],
      tags: ['pyq-2019', 'divide & conquer'],
      explanation:
        'The list is halved $\\log_2 n$ times and each level merges **all** $n$ keys.\n\n' +
        '- *$\\Theta(n \\log n)$*: Right: $\\log n$ levels of $n$ work.\n' +
        '- *$\\Theta(n^2)$*: That is insertion sort’s worst case.',
    });
    expect(merge!.warnings).toEqual([]);
  });

  it('keeps an embedded image that ends the text as the figure, with its bytes for the import', () => {
    const [merge, , , delay] = okItems(items);
    expect(merge!.question.figures).toEqual({ question: '@@PLUGINFILE@@/recursion%20tree.png', options: [null, null, null, null], explanation: null });
    expect(merge!.question.files).toEqual([{ name: 'recursion tree.png', bytes: 94, base64: PNG }]);
    expect(delay!.question.figures?.explanation).toBe('@@PLUGINFILE@@/adder.jpg');
    expect(delay!.question.explanation).not.toContain('PLUGINFILE');
  });

  it('makes a multiple-answer multichoice an MSQ: the answers with a positive fraction (33.33333) are right, -100 wrong', () => {
    expect(okItems(items)[1]!.question).toMatchObject({ type: 'MSQ', correctIndexes: [0, 2, 3], marks: 2 });
  });

  it('makes truefalse an MCQ of True and False, keeping the XML for the reviewer', () => {
    const nand = okItems(items)[2]!;
    expect(nand.question).toMatchObject({ options: ['True', 'False'], correctIndex: 0, topic: 'Digital Logic', category: ['GATE CS', 'Digital Logic'] });
    expect(nand.conversion?.from).toBe('true-false');
    expect(nand.conversion?.original).toMatch(/^<question type="truefalse">[\s\S]*<\/question>$/);
    // &#39; is XML's own reference, read as an apostrophe
    expect(nand.question.explanation).toContain("- *False*: Try making NOT: tie a NAND's inputs together.");
  });

  it('makes numerical a NAT from the full-credit answer ± its tolerance, naming the partial credit it drops', () => {
    const delay = okItems(items)[3]!;
    expect(delay.question.natRange).toEqual({ min: 2.35, max: 2.45, decimals: 2 });
    expect(delay.question.text).toContain('0.3 ns per stage');
    expect(delay.warnings).toEqual(['The key is the full-credit answer, 2.4 ± 0.05; partial credit is dropped for 2.4 ± 0.2 (50%).']);
    expect(delay.question.explanation).toContain('- *any other answer*: Multiply the stages by the delay of one.');
  });

  it('clamps a default mark to the whole marks the bank takes, with a warning', () => {
    const gray = okItems(items)[4]!;
    expect(gray.question).toMatchObject({ marks: 10, natRange: { min: 1, max: 1, decimals: 0 } });
    expect(gray.warnings).toEqual(['The default mark 15 became 10: a question carries a whole number of marks from 1 to 10.']);
  });

  it('converts MSQ and numerical to MCQs when asked', () => {
    const converted = okItems(parseMoodleXml(bank, { ...DEFAULT_IMPORT, convertToMcq: true }));
    expect(converted.every((item) => item.question.type === 'MCQ')).toBe(true);
    expect(converted.map((item) => item.conversion?.from ?? null)).toEqual([null, 'multiple-response', 'true-false', 'numerical', 'numerical']);
  });
});

describe('a Moodle XML question that cannot be used says why', () => {
  const only = (file: string) => {
    const items = parseMoodleXml(file, DEFAULT_IMPORT);
    expect(items).toHaveLength(1);
    return items[0]!;
  };

  it('a single-answer question with no answer at 100%, or two', () => {
    expect(only(multichoice(true, [['50', 'a'], ['0', 'b']]))).toMatchObject({ ok: false, reason: expect.stringMatching(/gives 0 answers full marks/) });
    expect(only(multichoice(true, [['100', 'a'], ['100', 'b']]))).toMatchObject({ ok: false, reason: expect.stringMatching(/gives 2 answers full marks/) });
  });

  it('a multiple-answer question whose fractions are all 0 or less', () => {
    expect(only(multichoice(false, [['0', 'a'], ['-100', 'b']]))).toMatchObject({ ok: false, reason: 'No option carries a positive weight, so no answer is right.' });
  });

  it('keeps partial credit out of an MCQ, with a warning', () => {
    const item = only(multichoice(true, [['100', 'a'], ['50', 'b'], ['0', 'c']]));
    expect(item).toMatchObject({ ok: true, question: { correctIndex: 0 }, warnings: ['Partial credit is dropped for: b.'] });
  });

  it('leaves out an image that is not embedded, or not an image, with a warning', () => {
    const file = multichoice(true, [
      ['100', '<![CDATA[yes <img src="https://example.com/a.png">]]>'],
      ['0', '<![CDATA[no <img src="@@PLUGINFILE@@/b.png">]]>'],
    ]);
    const item = only(file);
    expect(item.ok && item.warnings).toEqual([
      'The image “b.png” was left out: the file does not hold it.',
      'An image that is not embedded in the file (a link to another site) was left out.',
    ]);
    const notImage = quiz(`<question type="truefalse"><questiontext format="html"><text><![CDATA[Yes?<img src="@@PLUGINFILE@@/x.png">]]></text>
      <file name="x.png" path="/" encoding="base64">${Buffer.from('<script>alert(1)</script>').toString('base64')}</file></questiontext>
      <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`);
    expect(only(notImage)).toMatchObject({ ok: true, warnings: ['The image “x.png” was left out: it is not a PNG, JPEG, GIF or WebP image.'] });
  });

  it('an option that is only an embedded image is an option', () => {
    const file = multichoice(true, [
      ['100', `<![CDATA[<img src="@@PLUGINFILE@@/a.png" alt="graph">]]></text><file name="a.png" path="/" encoding="base64">${PNG}</file><text>`],
      ['0', 'none'],
    ]);
    const item = only(file);
    expect(item).toMatchObject({ ok: true, question: { options: ['![graph](@@PLUGINFILE@@/a.png)', 'none'] } });
  });

  it('a numerical answer that is not a number', () => {
    const file = quiz(`<question type="numerical"><questiontext format="html"><text>How many?</text></questiontext>
      <answer fraction="100"><text>twelve</text><tolerance>0</tolerance></answer></question>`);
    expect(only(file)).toMatchObject({ ok: false, reason: '“twelve ± 0” is not a number with a tolerance.' });
  });

  it('a type Prepverse does not know', () => {
    expect(only(quiz('<question type="coderunner"><questiontext><text>Write it.</text></questiontext></question>'))).toMatchObject({
      ok: false,
      kind: 'skipped',
      reason: '“coderunner” questions are not a kind Prepverse has: “Write it.”.',
    });
  });
});

describe('a file that is not Moodle XML', () => {
  it('names the line where the XML breaks, and the missing <quiz>', () => {
    expect(previewImport('<quiz>\n<question type="multichoice">\n<name></question></quiz>', 'xml').fileError).toMatch(
      /^This is not well-formed XML: on line 3, expected closing tag 'name'/,
    );
    expect(previewImport('<questions><question/></questions>', 'xml').fileError).toMatch(/no <quiz> element/);
    expect(previewImport('<quiz></quiz>', 'xml').fileError).toBe('No questions were found. Is this a Moodle XML file?');
    expect(previewImport('::Q::What?{=a ~b}', 'xml').fileError).toMatch(/^This is not well-formed XML/);
  });
});

describe('category paths', () => {
  it('drop the context, top and "Default for …", and read // as a slash', () => {
    expect(categoryLevels('$course$/top/GATE CS/Algorithms')).toEqual(['GATE CS', 'Algorithms']);
    expect(categoryLevels('$course$/Default for CS101/Networks/TCP//IP')).toEqual(['Networks', 'TCP/IP']);
    expect(categoryLevels('$system$/top')).toEqual([]);
  });
});
