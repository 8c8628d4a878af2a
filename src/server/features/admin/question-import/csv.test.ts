import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records.ts';
import { parseCsv } from './csv.ts';
import { CSV_COLUMNS, SAMPLE_CSV } from '../../../../shared/api/question-import.ts';
import { DEFAULT_IMPORT } from './items.ts';

const HEADER = 'question,option_a,option_b,option_c,option_d,answer,explanation,section,marks,topic,source,remarks';

describe('CSV records (RFC 4180)', () => {
  it('handles quoted commas, doubled quotes and line breaks inside quotes, and knows each record’s line', () => {
    const result = readCsvRecords('a,"b, c","say ""hi"""\r\n"multi\nline",x,y\nlast,,');
    expect(result).toEqual({
      records: [
        { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
        { line: 2, fields: ['multi\nline', 'x', 'y'] },
        { line: 4, fields: ['last', '', ''] },
      ],
    });
  });

  it('reports an unclosed quote with the line it opens on', () => {
    expect(readCsvRecords('a,b\n"never closed,c\nd')).toEqual({ error: expect.stringMatching(/never closed/), line: 2 });
  });
});

describe('the CSV template', () => {
  it('reads its own sample file without an error', () => {
    const { items, fileError } = parseCsv(SAMPLE_CSV, DEFAULT_IMPORT);
    expect(fileError).toBeNull();
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.ok && !item.needsReview)).toBe(true);
    expect(items.map((item) => item.ok && item.question.type)).toEqual(['MCQ', 'MCQ', 'MCQ', 'MCQ', 'MCQ', 'MSQ', 'NAT', 'NAT']);
    expect(items[5]).toMatchObject({ question: { options: ['2', '9', '11', '15'], correctIndexes: [0, 2], correctIndex: null } });
    expect(items[6]).toMatchObject({ question: { options: [], natRange: { min: 10, max: 10, decimals: 0 } } });
    expect(items[7]).toMatchObject({ question: { options: [], natRange: { min: 2.44, max: 2.46, decimals: 2 } } });
    expect(items[4]).toMatchObject({
      line: 6,
      question: { text: 'Evaluate:\n\n$$\\int_0^1 x\\,dx$$', options: ['0', '1/2', '1', '2'], correctIndex: 1, marks: 2, topic: 'Calculus' },
    });
    expect(items[3]).toMatchObject({ question: { text: 'Choose the word closest in meaning to "candid".', remarks: 'Vocabulary', section: 'Aptitude' } });
  });

  it('documents every column the sample uses', () => {
    const sampleHeader = SAMPLE_CSV.split('\r\n', 1)[0]!.split(',');
    expect(CSV_COLUMNS.map((column) => column.name)).toEqual(sampleHeader);
  });

  it('uses the page’s section and source where a row leaves them empty', () => {
    const { items } = parseCsv(`${HEADER}\nQ?,a,b,,,A,,,,,,`, { section: 'Aptitude', source: 'ai-generated', convertToMcq: false });
    expect(items[0]).toMatchObject({ ok: true, question: { section: 'Aptitude', source: 'ai-generated', marks: 1, topic: null, remarks: null } });
  });
});

describe('CSV files with errors', () => {
  it('names a missing or unknown column in the header', () => {
    expect(parseCsv('question,option_a,option_b\nQ,a,b', DEFAULT_IMPORT).fileError).toBe('Missing column on line 1: answer.');
    expect(parseCsv('question,option_a,option_b,answer,difficulty\nQ,a,b,A,easy', DEFAULT_IMPORT).fileError).toMatch(
      /^Unknown column on line 1: “difficulty”\. The columns are: question, option_a/,
    );
    expect(parseCsv('question,question,option_a,option_b,answer', DEFAULT_IMPORT).fileError).toBe('The column “question” appears twice on line 1.');
    expect(parseCsv('\n\n', DEFAULT_IMPORT).fileError).toMatch(/empty/);
    expect(parseCsv('question;option_a;option_b;answer\nQ;a;b;A', DEFAULT_IMPORT).fileError).toBe(
      'The columns on line 1 are separated by semicolons; save the file as CSV with commas.',
    );
  });

  it('reports each bad row with its line, and reads the good rows', () => {
    const file = [
      HEADER,
      'Good?,a,b,c,,C,,Technical,2,,,', // 2
      ',a,b,,,A,,,,,,', // 3
      'Gap?,a,,c,,A,,,,,,', // 4
      '"Multi-line',
      'question",a,b,,,E,,,,,,', // 5 (the record starts on line 5)
      'One option?,a,,,,A,,,,,,', // 7
      'Section?,a,b,,,A,,Maths,,,,', // 8
      'Marks?,a,b,,,A,,,11,,,', // 9
      'Source?,a,b,,,A,,,,,book,', // 10
      'Too many fields,a,b,c,d,A,,,,,,,,extra', // 11
      '"Quote in ""text"", with comma",x,y,,,b,,,,,,', // 12
    ].join('\n');
    const { items } = parseCsv(file, DEFAULT_IMPORT);
    expect(items.map((item) => (item.ok ? ['ok', item.line] : [item.line, item.reason]))).toEqual([
      ['ok', 2],
      [3, 'Line 3: the question is empty.'],
      [4, 'Line 4: option_b is empty but a later option is not; fill the options in order.'],
      [5, 'Line 5: the answer “E” is not one of the options A–B.'],
      [7, 'Line 7: a question needs at least 2 options (option_a and option_b).'],
      [8, 'Line 8: section is “Maths”; it must be Aptitude or Technical.'],
      [9, 'Line 9: marks is “11”; it must be a whole number from 1 to 10.'],
      [10, 'Line 10: source is “book”; it must be original, public or ai-generated.'],
      [11, 'Line 11 has 14 fields but the header names 12: is a field with a comma missing its quotes?'],
      ['ok', 12],
    ]);
    expect(items[9]).toMatchObject({ question: { text: 'Quote in "text", with comma', correctIndex: 1 } });
  });
});

describe('CSV type and answer columns', () => {
  const TYPED = 'question,option_a,option_b,option_c,option_d,type,answer';
  const read = (rows: string[], convertToMcq = false) => parseCsv([TYPED, ...rows].join('\n'), { ...DEFAULT_IMPORT, convertToMcq }).items;

  it('reads an MCQ’s letter, an MSQ’s letters and a NAT’s number or range, each as its own type', () => {
    const items = read([
      'One?,a,b,c,d,,c', // 2: no type is an MCQ
      'Some?,a,b,c,d,MSQ,A;C', // 3
      'Some more?,a,b,c,d,msq,"d, b"', // 4: commas, spaces and lower case read too
      'How much?,,,,,NAT,42', // 5
      'How far?,,,,,NAT,2.45..2.55', // 6
      'How small?,,,,,NAT,-0.50', // 7: decimals as written
    ]);
    expect(items.map((item) => item.ok && [item.question.type, item.question.correctIndex, item.question.correctIndexes, item.question.natRange])).toEqual([
      ['MCQ', 2, null, null],
      ['MSQ', null, [0, 2], null],
      ['MSQ', null, [1, 3], null],
      ['NAT', null, null, { min: 42, max: 42, decimals: 0 }],
      ['NAT', null, null, { min: 2.45, max: 2.55, decimals: 2 }],
      ['NAT', null, null, { min: -0.5, max: -0.5, decimals: 2 }],
    ]);
    expect(items.every((item) => item.ok && !item.needsReview && !item.conversion)).toBe(true);
  });

  it('says what is wrong with a bad type or answer, line by line', () => {
    const items = read([
      'Fine?,a,b,c,d,MCQ,A', // 2
      'Which?,a,b,c,d,MCQ,F', // 3
      'Which one?,a,b,c,d,,E', // 4
      'Which ones?,a,b,c,d,MSQ,A;E', // 5
      'Which twice?,a,b,c,d,MSQ,B;b', // 6
      'None?,a,b,c,d,MSQ,;', // 7
      'How much?,,,,,NAT,about 3', // 8
      'Backwards?,,,,,NAT,5..1', // 9
      'Too fine?,,,,,NAT,0.1234567', // 10
      'Options?,a,b,,,NAT,3', // 11
      'Kind?,a,b,,,True/false,A', // 12
      'Alone?,,,,,MSQ,A', // 13
    ]);
    expect(items.map((item) => (item.ok ? 'ok' : item.reason))).toEqual([
      'ok',
      'Line 3: the answer “F” is not one of the options A–D.',
      'Line 4: the answer “E” is not one of the options A–D.',
      'Line 5: the answer “A;E” names E, which is not one of the options A–D.',
      'Line 6: the answer “B;b” names B twice.',
      'Line 7: the answer is empty; give the letters of the right options, such as A;C.',
      'Line 8: the answer “about 3” is not a number; give a number such as 42 or 2.5, or a range such as 2.45..2.55.',
      'Line 9: the answer “5..1”: The range must go from the smaller number to the larger.',
      'Line 10: the answer “0.1234567”: The decimal places must be a whole number from 0 to 6.',
      'Line 11: a numerical-answer (NAT) question has no options; leave option_a to option_e empty.',
      'Line 12: type is “True/false”; it must be MCQ, MSQ or NAT (empty: MCQ).',
      'Line 13: a question needs at least 2 options (option_a and option_b).',
    ]);
  });

  it('makes MSQ and NAT rows single-choice MCQs when the import asks, each marked for review with the row as written', () => {
    const [msq, nat, mcq] = read(['Some?,a,b,c,d,MSQ,A;C', 'How far?,,,,,NAT,2.45..2.55', 'One?,a,b,c,d,MCQ,B'], true);
    expect(msq).toMatchObject({
      ok: true,
      needsReview: true,
      conversion: { from: 'multiple-response', original: 'Some?\n\nA. a\nB. b\nC. c\nD. d\n\nMSQ answer: A;C' },
      question: { type: 'MCQ', text: 'Some?\n\nA. a  \nB. b  \nC. c  \nD. d', correctIndexes: null },
    });
    expect(msq!.ok && msq!.question.options[msq!.question.correctIndex!]).toBe('A and C');
    expect(nat).toMatchObject({ ok: true, needsReview: true, conversion: { from: 'numerical' }, question: { type: 'MCQ', natRange: null } });
    expect(nat!.ok && nat!.question.options[nat!.question.correctIndex!]).toBe('2.5');
    expect(nat!.ok && nat!.warnings).toContain('Answers from 2.45 to 2.55 were accepted; the option shows 2.5.');
    expect(mcq).toMatchObject({ ok: true, needsReview: false, question: { type: 'MCQ', correctIndex: 1 } });
    expect(mcq!.ok && mcq!.conversion).toBeUndefined();
  });
});
