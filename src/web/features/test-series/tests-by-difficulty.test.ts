import { describe, expect, it } from 'vitest';
import type { SeriesTest } from '../../../shared/api/test-series.ts';
import { createTranslator } from '../../i18n/server.ts';
import { durationIn, groupTestsByDifficulty, testStateOf } from './tests-by-difficulty.ts';

const test = (id: string, difficulty: SeriesTest['difficulty']): SeriesTest => ({
  _id: id,
  title: id,
  difficulty,
  timeLimit: 1200,
  questionCount: 10,
  attempted: false,
  inProgress: false,
});

describe('groupTestsByDifficulty', () => {
  it('orders the groups easy, medium, hard and keeps the order inside each', () => {
    const groups = groupTestsByDifficulty([test('h1', 'hard'), test('e1', 'easy'), test('m1', 'medium'), test('e2', 'easy')]);
    expect(groups.map((g) => [g.difficulty, g.tests.map((t) => t._id)])).toEqual([
      ['easy', ['e1', 'e2']],
      ['medium', ['m1']],
      ['hard', ['h1']],
    ]);
  });

  it('leaves out empty levels and gives nothing for no tests', () => {
    expect(groupTestsByDifficulty([test('h1', 'hard')]).map((g) => g.difficulty)).toEqual(['hard']);
    expect(groupTestsByDifficulty([])).toEqual([]);
  });
});

describe('durationIn', () => {
  it('shows the spec durations: 20 min, 50 min, 3 h, in either language', () => {
    const english = createTranslator('en').getFixedT('en', 'catalogue');
    expect([20, 50, 180, 90].map((minutes) => durationIn(english, minutes * 60))).toEqual(['20 min', '50 min', '3 h', '1 h 30 min']);
    const hindi = createTranslator('hi').getFixedT('hi', 'catalogue');
    expect([20, 180, 90].map((minutes) => durationIn(hindi, minutes * 60))).toEqual(['20 मिनट', '3 घंटे', '1 घंटे 30 मिनट']);
  });
});

describe('testStateOf', () => {
  it('puts a finished attempt before an unfinished one', () => {
    expect(testStateOf({ attempted: true, inProgress: false })).toBe('attempted');
    expect(testStateOf({ attempted: false, inProgress: true })).toBe('in-progress');
    expect(testStateOf({ attempted: false, inProgress: false })).toBe('not-attempted');
  });
});
