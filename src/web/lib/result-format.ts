// How results write their numbers (the result view, and the reviewed question card the admin editor
// also shows): whole numbers plain, fractions to 2 decimals (SPEC §9 "Numbers to 2 decimals"),
// minus signs as the typographic minus: the numbers themselves are shared/number-format.ts's.

import { formatNumber } from '../../shared/number-format.ts';

export { formatNumber, formatScore, formatSignedMarks } from '../../shared/number-format.ts';

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** Seconds as h:mm:ss: 3725 -> '1:02:05', 125 -> '0:02:05'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = (locale: 'en-IN' | 'hi-IN') => {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    dateTimeFormats.set(locale, format);
  }
  return format;
};

/** '5 March 2025 at 2:30 pm' in the learner's time zone; the raw text if it does not parse. */
export function formatDateTime(iso: string, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(locale).format(date);
}

/** 'needs_improvement' -> 'Needs improvement' (SPEC: label capitalised, underscores to spaces). */
export function categoryLabel(category: string): string {
  const words = category.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 0 -> 'A', 1 -> 'B', … as the exam labels options: the one rule the keys' labels use too. */
export { optionLetter } from '../../shared/exam/answer-key.ts';
