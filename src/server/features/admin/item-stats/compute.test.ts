// The statistics' arithmetic with hand-worked numbers: the thirds (ties and N not divisible by 3),
// a paper's figures, the mean over papers, and the flags.
import { describe, expect, it } from 'vitest';
import { acrossPapers, paperFigures, thirdsWeights, type StatsAttempt } from './compute.ts';
import { itemFlags } from '../../../../shared/item-stats.ts';

describe('thirdsWeights', () => {
  it('cuts nine distinct scores into thirds of three', () => {
    const { top, bottom, third } = thirdsWeights([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(third).toBe(3);
    expect(top).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0]);
    expect(bottom).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1]);
  });

  it('splits a tied group at the cut evenly: 9,8,7,7,5,4,3,2,1 puts half of each 7 in the top third', () => {
    const { top, bottom } = thirdsWeights([9, 8, 7, 7, 5, 4, 3, 2, 1]);
    expect(top).toEqual([1, 1, 0.5, 0.5, 0, 0, 0, 0, 0]);
    expect(bottom).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1]);
  });

  it('gives seven attempts thirds of 7/3 places: the third-best is a third inside the top', () => {
    const { top, bottom } = thirdsWeights([7, 6, 5, 4, 3, 2, 1]);
    expect(top.map((weight) => Math.round(weight * 1000) / 1000)).toEqual([1, 1, 0.333, 0, 0, 0, 0]);
    expect(bottom.map((weight) => Math.round(weight * 1000) / 1000)).toEqual([0, 0, 0, 0, 0.333, 1, 1]);
  });

  it('puts everyone in both thirds by the same share when all scores are equal, so discrimination is 0', () => {
    const attempts: StatsAttempt[] = [0, 1, 2, 3, 4, 5].map((index) => ({
      score: 1,
      questions: [{ questionId: 'q', status: index < 3 ? 'correct' : 'incorrect', selectedAnswer: index < 3 ? 0 : 1 }],
    }));
    expect(paperFigures(attempts, () => 2)[0]!.discrimination).toBeCloseTo(0, 10);
  });
});

describe('paperFigures', () => {
  it('counts an MSQ once per chosen option and leaves the discrimination out under six attempts', () => {
    const attempts: StatsAttempt[] = [
      { score: 2, questions: [{ questionId: 'm', status: 'correct', selectedAnswer: [0, 2], timeSpent: 30 }] },
      { score: 0, questions: [{ questionId: 'm', status: 'incorrect', selectedAnswer: [0, 1], timeSpent: 50 }] },
      { score: 0, questions: [{ questionId: 'm', status: 'other', selectedAnswer: null }] },
    ];
    expect(paperFigures(attempts, () => 4)).toEqual([
      // facility 1/3: the unanswered attempt counts as one served and not right
      { questionId: 'm', attempts: 3, answered: 2, correct: 1, facility: 1 / 3, discrimination: null, optionCounts: [2, 1, 1, 0], averageSeconds: 40 },
    ]);
  });
});

describe('acrossPapers', () => {
  it('sums the counts and weights discrimination by the attempts of the papers that have one', () => {
    // paper A: 9 attempts, D 0.6; paper B: 3 attempts, D none; paper C: 6 attempts, D −0.3
    // D = (9 × 0.6 + 6 × −0.3) / 15 = (5.4 − 1.8) / 15 = 0.24; facility = (6 + 1 + 2) / 18 = 0.5
    const figures = acrossPapers([
      { attempts: 9, answered: 8, correct: 6, discrimination: 0.6, optionCounts: [6, 2], averageSeconds: null },
      { attempts: 3, answered: 3, correct: 1, discrimination: null, optionCounts: [1, 2], averageSeconds: null },
      { attempts: 6, answered: 5, correct: 2, discrimination: -0.3, optionCounts: [2, 3, 0], averageSeconds: null },
    ]);
    expect(figures).toMatchObject({ attempts: 18, answered: 16, correct: 9, facility: 0.5, optionCounts: [9, 7, 0], averageSeconds: null });
    expect(figures.discrimination).toBeCloseTo(0.24, 10);
  });
});

describe('itemFlags', () => {
  const base = { type: 'MCQ' as const, attempts: 30, facility: 0.5, discrimination: 0.3, optionCounts: [15, 5, 5, 5], correctOptions: [0] };
  const kinds = (figures: Parameters<typeof itemFlags>[0]) => itemFlags(figures).map((flag) => flag.kind);

  it('flags too easy at 0.9 and above, too hard at 0.2 and below', () => {
    expect(kinds({ ...base, facility: 0.9 })).toEqual(['too-easy']);
    expect(kinds({ ...base, facility: 0.89 })).toEqual([]);
    expect(kinds({ ...base, facility: 0.2 })).toEqual(['too-hard']);
    expect(kinds({ ...base, facility: 0.21 })).toEqual([]);
  });

  it('flags a wrong option nobody chose, from 20 attempts, but never the key', () => {
    expect(itemFlags({ ...base, optionCounts: [25, 5, 0, 0] }).map((flag) => flag.message)).toEqual(['Nobody chose option C.', 'Nobody chose option D.']);
    expect(kinds({ ...base, attempts: 19, optionCounts: [14, 5, 0, 0] })).toEqual([]);
    expect(kinds({ ...base, facility: 0, optionCounts: [0, 10, 10, 10] })).toEqual(['too-hard']);
    expect(kinds({ ...base, type: 'NAT', optionCounts: [] })).toEqual([]);
  });

  it('flags negative discrimination, not zero or none', () => {
    expect(kinds({ ...base, discrimination: -0.01 })).toEqual(['negative-discrimination']);
    expect(kinds({ ...base, discrimination: 0 })).toEqual([]);
    expect(kinds({ ...base, discrimination: null })).toEqual([]);
  });

  it('flags nothing without attempts', () => {
    expect(kinds({ ...base, attempts: 0, facility: null, discrimination: null, optionCounts: [0, 0, 0, 0] })).toEqual([]);
  });
});
