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

// India time, with its zone said, as the receipts and the quiz windows write it: one rule for every
// time a learner reads, whatever their device's zone (and the server's render and the browser agree).
// Hindi reads a 24-hour time before बजे ('14:30 बजे'), never 'pm बजे'; the zone follows in brackets.
const dateTimeFormats = {
  'en-IN': new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    timeZoneName: 'short',
  }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }),
};

/** '5 March 2025 at 2:30 pm IST', '5 मार्च 2025 को 14:30 बजे (IST)'; the raw text if it does not parse. */
export function formatDateTime(iso: string, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = dateTimeFormats[locale].format(date);
  return locale === 'hi-IN' ? `${text} (IST)` : text;
}

/** 'needs_improvement' -> 'Needs improvement' (SPEC: label capitalised, underscores to spaces). */
export function categoryLabel(category: string): string {
  const words = category.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 0 -> 'A', 1 -> 'B', … as the exam labels options: the one rule the keys' labels use too. */
export { optionLetter } from '../../shared/exam/answer-key.ts';
