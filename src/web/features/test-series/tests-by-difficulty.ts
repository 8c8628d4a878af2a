import type { TFunction } from '../../i18n/messages.ts';
import type { Difficulty, SeriesTest, SeriesTestOutline } from '../../../shared/api/test-series.ts';

export const difficulties: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/**
 * SPEC §2's levels and how long their tests run; the hard level holds the advanced tests and the
 * full-length mocks. Their names are the catalogue's messages (levels.*).
 */
export const levelOf: Record<Difficulty, { minutes: number }> = {
  easy: { minutes: 20 },
  medium: { minutes: 50 },
  hard: { minutes: 180 },
};

export interface TestGroup<T extends SeriesTestOutline = SeriesTest> {
  difficulty: Difficulty;
  tests: T[];
}

/** The tests grouped easy, medium, hard, each group in the server's order; empty groups are left out. */
export function groupTestsByDifficulty<T extends SeriesTestOutline>(tests: readonly T[]): TestGroup<T>[] {
  return difficulties
    .map((difficulty) => ({ difficulty, tests: tests.filter((test) => test.difficulty === difficulty) }))
    .filter((group) => group.tests.length > 0);
}

/** '20 min', '3 h', '1 h 30 min' from seconds, in the interface's language. */
export function durationIn(t: TFunction<'catalogue'>, seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('levels.m', { minutes });
  return rest === 0 ? t('levels.h', { hours }) : t('levels.hm', { hours, minutes: rest });
}

export type TestState = 'attempted' | 'in-progress' | 'not-attempted';

export const testStateOf = (test: Pick<SeriesTest, 'attempted' | 'inProgress'>): TestState =>
  test.attempted ? 'attempted' : test.inProgress ? 'in-progress' : 'not-attempted';
