import { describe, expect, it } from 'vitest';
import { markingOf, markingRules } from './marking.ts';

describe('marking presets', () => {
  it('reads GATE with the test’s ratio, UGC NET at 2 marks and no negative, and the weekly quiz from its marks', () => {
    expect(markingOf('gate')).toEqual({ preset: 'gate', marksEach: null, mcqPenalty: 1 / 3 });
    expect(markingOf('gate', { negativeRatio: 0.25 }).mcqPenalty).toBe(0.25);
    expect(markingOf('ugc-net', { negativeRatio: 0.25 })).toEqual({ preset: 'ugc-net', marksEach: 2, mcqPenalty: 0 });
    expect(markingOf('weekly', { quiz: { correct: 2, wrong: 0.5 } })).toEqual({ preset: 'weekly', marksEach: 2, mcqPenalty: 0.25 });
  });

  it('states each preset in the words the instructions show', () => {
    expect(markingRules(markingOf('gate')).slice(0, 2)).toEqual([
      'Each question carries 1 or 2 marks, shown beside it.',
      'A wrong answer to a multiple-choice question (MCQ) costs one third of its marks: 0.33 marks on a 1-mark question, 0.67 marks on a 2-mark one.',
    ]);
    expect(markingRules(markingOf('ugc-net')).slice(0, 2)).toEqual([
      'Each question carries 2 marks.',
      'There is no negative marking: a wrong answer costs nothing.',
    ]);
    expect(markingRules(markingOf('weekly', { quiz: { correct: 1, wrong: 0.33 } }))[1]).toBe(
      'A wrong answer to a multiple-choice question (MCQ) costs 0.33 marks.',
    );
  });
});
