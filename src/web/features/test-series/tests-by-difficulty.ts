import type { Difficulty, SeriesTest, SeriesTestOutline } from '../../../shared/api/test-series.ts';

export const difficulties: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** SPEC §2's levels and how long their tests run; the hard level holds the advanced tests and the full-length mocks. */
export const levelOf: Record<Difficulty, { label: string; testName: string; minutes: number }> = {
  easy: { label: 'Easy', testName: 'Easy Subject Test', minutes: 20 },
  medium: { label: 'Medium', testName: 'Full Subject Test', minutes: 50 },
  hard: { label: 'Hard', testName: 'Advanced and Full-length Test', minutes: 180 },
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

/** '20 min', '50 min', '3 h', '1 h 30 min' from seconds. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export type TestState = 'attempted' | 'in-progress' | 'not-attempted';

export const testStateOf = (test: Pick<SeriesTest, 'attempted' | 'inProgress'>): TestState =>
  test.attempted ? 'attempted' : test.inProgress ? 'in-progress' : 'not-attempted';
