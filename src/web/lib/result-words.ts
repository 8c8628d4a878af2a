// The result's words that the server also writes in English (shared/exam/standing.ts,
// shared/exam/time-spent.ts, the performance categories): the web's translated variants. The
// server's own English stays as it is; in English these read exactly the same.
import type { TFunction } from '../i18n/messages.ts';
import { categoryLabel } from './result-format.ts';

/** "Rank 3 of 41" / "41 में रैंक 3": rankWords() in the interface's language. */
export function rankWordsIn(t: TFunction<'result'>, rank: number, takers: number): string {
  return t('standing.rank', { rank, takers });
}

/** formatSpent() in the interface's language: '6 min 10 s' / '6 मिनट 10 सेकंड'. */
export function spentIn(t: TFunction<'result'>, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return minutes > 0 ? t('spent.hm', { hours, minutes }) : t('spent.h', { hours });
  if (minutes > 0) return rest > 0 ? t('spent.ms', { minutes, seconds: rest }) : t('spent.m', { minutes });
  return t('spent.s', { seconds: rest });
}

/** The server's performance category in words; an unknown one as categoryLabel() writes it. */
export function categoryIn(t: TFunction<'result'>, category: string): string {
  switch (category) {
    case 'excellent':
      return t('category.excellent');
    case 'good':
      return t('category.good');
    case 'average':
      return t('category.average');
    case 'needs_improvement':
      return t('category.needsImprovement');
    default:
      return categoryLabel(category);
  }
}
