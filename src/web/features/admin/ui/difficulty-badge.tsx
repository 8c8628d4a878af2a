import clsx from 'clsx';
import type { Difficulty } from '../../../../shared/api/test-series.ts';

const styles: Record<Difficulty, string> = {
  easy: 'bg-sky-50 text-sky-800 ring-sky-200',
  medium: 'bg-violet-50 text-violet-800 ring-violet-200',
  hard: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export const difficultyLabels: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span className={clsx('inline-flex w-fit items-center rounded-md px-1.5 py-0.5 text-xs font-semibold ring-1', styles[difficulty])}>
      {difficultyLabels[difficulty]}
    </span>
  );
}
