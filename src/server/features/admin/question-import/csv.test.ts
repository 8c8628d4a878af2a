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
    expect(items).toHaveLength(5);
    expect(items.every((item) => item.ok && !item.needsReview)).toBe(true);
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
    const { items } = parseCsv(`${HEADER}\nQ?,a,b,,,A,,,,,,`, { section: 'Aptitude', source: 'ai-generated' });
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
      [5, 'Line 5: answer is “E”; it must be the letter of a filled option, A to B.'],
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
