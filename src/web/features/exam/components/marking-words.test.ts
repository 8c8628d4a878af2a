import { describe, expect, it } from 'vitest';
import { markingOf, markingRules, type Marking } from '../../../../shared/exam/marking.ts';
import { createTranslator } from '../../../i18n/server.ts';
import { markingRulesIn } from './marking-words.ts';

const markings: Marking[] = [
  markingOf('gate'),
  markingOf('gate', { negativeRatio: 2 / 3 }),
  markingOf('gate', { negativeRatio: 0.25 }),
  markingOf('gate', { negativeRatio: 0 }),
  markingOf('ugc-net'),
  markingOf('weekly'),
  markingOf('weekly', { quiz: { correct: 1, wrong: 0 } }),
  markingOf('weekly', { quiz: { correct: 4, wrong: 1 } }),
];

describe('the marking in the interface language', () => {
  it('reads in English exactly as the shared English sentences, for every preset', () => {
    const t = createTranslator('en').getFixedT('en', 'exam');
    for (const marking of markings) expect(markingRulesIn(t, marking)).toEqual(markingRules(marking));
  });

  it('reads in Hindi with the same figures and no English words', () => {
    const t = createTranslator('hi').getFixedT('hi', 'exam');
    const gate = markingRulesIn(t, markingOf('gate'));
    expect(gate[0]).toBe('प्रत्येक प्रश्न 1 या 2 अंक का है, जो उसके पास लिखा है।');
    expect(gate[1]).toBe('बहुविकल्पीय प्रश्न (MCQ) के गलत उत्तर पर उसके अंकों का एक-तिहाई कटता है: 1 अंक वाले प्रश्न पर 0.33 अंक, 2 अंक वाले पर 0.67 अंक।');
    expect(markingRulesIn(t, markingOf('ugc-net')).slice(0, 2)).toEqual(['प्रत्येक प्रश्न 2 अंक का है।', 'कोई नेगेटिव मार्किंग नहीं है: गलत उत्तर पर कोई अंक नहीं कटता।']);
    expect(markingRulesIn(t, markingOf('weekly', { quiz: { correct: 4, wrong: 1 } }))[1]).toBe('बहुविकल्पीय प्रश्न (MCQ) के गलत उत्तर पर 1 अंक काटे जाते हैं।');
    for (const marking of markings) {
      for (const sentence of markingRulesIn(t, marking)) expect(sentence.replace(/\b(MCQ|MSQ|NAT)\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
