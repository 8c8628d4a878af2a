import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { Gauge, ThumbsUp, TrendingUp, Trophy } from 'lucide-react';
import { useTranslation } from '../../../i18n/index.ts';
import { categoryIn } from '../../../lib/result-words.ts';

const styles: Record<string, { icon: LucideIcon; className: string }> = {
  excellent: { icon: Trophy, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  good: { icon: ThumbsUp, className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  average: { icon: Gauge, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  needs_improvement: { icon: TrendingUp, className: 'bg-rose-50 text-rose-800 ring-rose-200' },
};

const fallback = { icon: Gauge, className: 'bg-slate-100 text-slate-700 ring-slate-200' };

/** The server's performance label; each category has its own colour and icon, and the word itself. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const { t } = useTranslation('result');
  const { icon: Icon, className: tone } = styles[category] ?? fallback;
  return (
    <span
      data-category={category}
      className={clsx('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', tone, className)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {categoryIn(t, category)}
    </span>
  );
}
