// The CSV template's hindi_ columns (decision 034): read into the question's Hindi version, held to the
// same rules as the editor's (one Hindi option for each English option, no option without its Hindi).
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { SAMPLE_CSV } from '../../../../shared/api/question-import.ts';
import { DEFAULT_IMPORT } from './items.ts';

const HEADER = 'question,option_a,option_b,option_c,answer,explanation,hindi_question,hindi_option_a,hindi_option_b,hindi_option_c,hindi_explanation';

describe('the CSV hindi_ columns', () => {
  it('reads a row’s Hindi version beside its English', () => {
    const { items, fileError } = parseCsv(`${HEADER}\n"What is 2 + 3?",4,5,6,B,"2 + 3 = 5.","2 + 3 कितना है?",४,५,६,"2 + 3 = 5 होता है।"`, DEFAULT_IMPORT);
    expect(fileError).toBeNull();
    expect(items[0]).toMatchObject({
      ok: true,
      question: {
        text: 'What is 2 + 3?',
        options: ['4', '5', '6'],
        hindi: { text: '2 + 3 कितना है?', options: [{ text: '४' }, { text: '५' }, { text: '६' }], explanation: '2 + 3 = 5 होता है।' },
      },
    });
  });

  it('leaves the Hindi out where the columns are empty, or absent from the file', () => {
    expect(parseCsv(`${HEADER}\nQ?,a,b,,A,,,,,,`, DEFAULT_IMPORT).items[0]).toMatchObject({ ok: true, question: { text: 'Q?' } });
    expect(parseCsv(`${HEADER}\nQ?,a,b,,A,,,,,,`, DEFAULT_IMPORT).items[0]).not.toHaveProperty('question.hindi');
    expect(parseCsv('question,option_a,option_b,answer\nQ?,a,b,A', DEFAULT_IMPORT).items[0]).not.toHaveProperty('question.hindi');
  });

  it('refuses a row whose Hindi has fewer options than the English, naming the line, and keeps the good rows', () => {
    const { items } = parseCsv(`${HEADER}\nQ1?,a,b,c,A,,प्रश्न 1?,क,ख,,\nQ2?,a,b,,B,,प्रश्न 2?,क,ख,,`, DEFAULT_IMPORT);
    expect(items[0]).toEqual({ line: 2, ok: false, kind: 'error', reason: 'Line 2: Option C has English text but no Hindi text.' });
    expect(items[1]).toMatchObject({ ok: true, question: { hindi: { options: [{ text: 'क' }, { text: 'ख' }] } } });
  });

  it('refuses more Hindi options than English ones, and Hindi options without the Hindi question', () => {
    expect(parseCsv(`${HEADER}\nQ?,a,b,,A,,प्रश्न?,क,ख,ग,`, DEFAULT_IMPORT).items[0]).toMatchObject({
      ok: false,
      reason: 'Line 2: The Hindi version has 3 options and the English 2: one for each, in order.',
    });
    expect(parseCsv(`${HEADER}\nQ?,a,b,,A,,,क,ख,,`, DEFAULT_IMPORT).items[0]).toMatchObject({
      ok: false,
      reason: 'Line 2: hindi_question is empty but other hindi_ columns are not; a Hindi version needs its question text.',
    });
  });

  it('takes a NAT’s Hindi without options, and drops the Hindi of a question converted to an MCQ, saying so', () => {
    const nat = 'question,option_a,option_b,type,answer,hindi_question\n"How many bits in a byte?",,,NAT,8,"एक बाइट में कितने बिट होते हैं?"';
    expect(parseCsv(nat, DEFAULT_IMPORT).items[0]).toMatchObject({ ok: true, question: { hindi: { text: 'एक बाइट में कितने बिट होते हैं?', options: [] } } });
    const converted = parseCsv(nat, { ...DEFAULT_IMPORT, convertToMcq: true }).items[0]!;
    expect(converted).toMatchObject({ ok: true, needsReview: true });
    expect(converted.ok && converted.question.hindi).toBeFalsy();
    expect(converted.ok && converted.warnings).toContain('The Hindi version was left out: converted to an MCQ, the question has new options.');
  });

  it('the sample file carries one question in both languages', () => {
    const withHindi = parseCsv(SAMPLE_CSV, DEFAULT_IMPORT).items.filter((item) => item.ok && item.question.hindi);
    expect(withHindi).toHaveLength(1);
    expect(withHindi[0]).toMatchObject({ line: 3, question: { hindi: { options: [{ text: '50' }, { text: '60' }, { text: '75' }] } } });
  });
});
