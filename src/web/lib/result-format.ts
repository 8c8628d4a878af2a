// How results write their numbers (the result view, and the reviewed question card the admin editor
// also shows): whole numbers plain, fractions to 2 decimals (SPEC §9 "Numbers to 2 decimals"),
// minus signs as the typographic minus.

// Each formatter is made when first used: making one costs tens of milliseconds on a slow phone, and
// the exam view, which imports this file for optionLetter, formats no number with them.
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const whole = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const fraction = once(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 12 -> '12', 8.666 -> '8.67', 1.5 -> '1.50', -0.67 -> '−0.67'. */
export function formatNumber(value: number): string {
  const hundredths = Math.round(value * 100) || 0; // '|| 0' turns -0 into 0
  const text = hundredths % 100 === 0 ? whole().format(hundredths / 100) : fraction().format(hundredths / 100);
  return text.replace('-', '−');
}

/** Marks awarded for one question: '+2', '−0.67', '0'. */
export function formatSignedMarks(value: number): string {
  const text = formatNumber(value);
  return value > 0 && text !== '0' ? `+${text}` : text;
}

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** Seconds as h:mm:ss: 3725 -> '1:02:05', 125 -> '0:02:05'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** '5 March 2025 at 2:30 pm' in the learner's time zone; the raw text if it does not parse. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date);
}

/** 'needs_improvement' -> 'Needs improvement' (SPEC: label capitalised, underscores to spaces). */
export function categoryLabel(category: string): string {
  const words = category.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 0 -> 'A', 1 -> 'B', … as the exam labels options: the one rule the keys' labels use too. */
export { optionLetter } from '../../shared/exam/answer-key.ts';
