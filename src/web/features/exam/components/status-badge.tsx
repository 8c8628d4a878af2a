import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { useTranslation } from '../../../i18n/index.ts';
import type { PaletteStatus } from '../../../../shared/exam/navigation.ts';

/**
 * Which colours the palette speaks. Every number reads at 4.5:1 or more against its colour (WCAG 1.4.3). Tests keep the GATE-style colours they always had (a deep
 * red-orange for not-answered, white for not-visited); the weekly quiz uses SPEC §2's (orange,
 * grey). One palette, one legend, one badge: only this table differs between the two.
 */
export type PaletteScheme = 'gate' | 'quiz';

// shape and colour both tell the status, so the palette reads without colour too
const shapes: Record<PaletteStatus, string> = {
  'not-visited': 'rounded-md',
  'not-answered': 'rounded-t-[45%] rounded-b-md',
  answered: 'rounded-t-md rounded-b-[45%]',
  marked: 'rounded-full',
  'answered-marked': 'rounded-full',
};

export const paletteColours: Record<PaletteScheme, Record<PaletteStatus, string>> = {
  gate: {
    'not-visited': 'bg-slate-100 text-slate-700 ring-1 ring-slate-300',
    'not-answered': 'bg-orange-700 text-white',
    answered: 'bg-emerald-700 text-white',
    marked: 'bg-violet-700 text-white',
    'answered-marked': 'bg-violet-700 text-white',
  },
  quiz: {
    'not-visited': 'bg-slate-300 text-slate-800',
    'not-answered': 'bg-orange-500 text-navy-950',
    answered: 'bg-green-700 text-white',
    marked: 'bg-purple-600 text-white',
    'answered-marked': 'bg-purple-600 text-white',
  },
};

/** The legend's words, as the GATE interface prints them. */
export const statusLabels: Record<PaletteStatus, string> = {
  answered: 'Answered',
  'not-answered': 'Not Answered',
  'not-visited': 'Not Visited',
  marked: 'Marked for Review',
  'answered-marked': 'Answered & Marked for Review',
};

// what a screen reader says after the number: plain words, no '&' (some readers spell it out)
const spokenStatus: Record<PaletteStatus, string> = {
  answered: 'answered',
  'not-answered': 'not answered',
  'not-visited': 'not visited',
  marked: 'marked for review',
  'answered-marked': 'answered and marked for review',
};

/** A palette button's accessible name, e.g. 'Question 3, answered and marked for review'. */
export const paletteButtonName = (number: number, status: PaletteStatus) => `Question ${number}, ${spokenStatus[status]}`;

/** The legend's words in the interface's language (statusLabels in English). */
export function useStatusLabels(): Record<PaletteStatus, string> {
  const { t } = useTranslation('exam');
  return {
    answered: t('status.answered'),
    'not-answered': t('status.notAnswered'),
    'not-visited': t('status.notVisited'),
    marked: t('status.marked'),
    'answered-marked': t('status.answeredMarked'),
  };
}

/** paletteButtonName in the interface's language: English keeps its spoken words, Hindi says the legend's. */
export function usePaletteButtonName(): (number: number, status: PaletteStatus) => string {
  const { t, i18n } = useTranslation('exam');
  const labels = useStatusLabels();
  if (i18n.resolvedLanguage !== 'hi') return paletteButtonName;
  return (number, status) => `${t('question.heading', { number })}, ${labels[status]}`;
}

interface StatusBadgeProps {
  status: PaletteStatus;
  scheme: PaletteScheme;
  children: ReactNode;
  className?: string;
}

/** A palette shape: the number of a question, or a count in the legend. */
export function StatusBadge({ status, scheme, children, className }: StatusBadgeProps) {
  return (
    <span
      data-status={status}
      className={clsx('relative inline-grid place-items-center font-semibold tabular-nums', shapes[status], paletteColours[scheme][status], className)}
    >
      {children}
      {status === 'answered-marked' ? (
        <span aria-hidden className="absolute -right-1 -bottom-1 grid size-4 place-items-center rounded-full bg-emerald-700 ring-2 ring-white">
          <Check className="size-3 text-white" strokeWidth={3} />
        </span>
      ) : null}
    </span>
  );
}
