// Display rules of the performance report (SPEC §2, §9): numbers to 2 decimals, N/A or 0 when missing.

import { formatFixed2 } from '../../../shared/number-format.ts';
import { formatSpent } from '../../../shared/exam/time-spent.ts';
import type { AppLocale } from '../../i18n/languages.ts';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** '72.50' for 72.5; 'N/A' when the value is missing or not a number. */
export function formatFixed(value: number | null | undefined): string {
  return isNumber(value) ? formatFixed2(value) : 'N/A';
}

/** A count (questions, tests): '7'; 0 when missing. */
export function formatCount(value: number | null | undefined): string {
  return isNumber(value) ? String(Math.round(value)) : '0';
}

/** 'needs_improvement' -> 'Needs improvement' (SPEC §2: capitalised, underscores turned into spaces). */
export function formatCategory(name: string | null | undefined): string {
  const words = (name ?? '').replace(/_/g, ' ').trim().replace(/\s+/g, ' ').toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'N/A';
}

export type CategoryTone = 'excellent' | 'good' | 'average' | 'other';

/** Excellent, Good and Average get their own colour; everything else shares one (SPEC §2). */
export function categoryTone(name: string | null | undefined): CategoryTone {
  const key = (name ?? '').trim().toLowerCase();
  return key === 'excellent' || key === 'good' || key === 'average' ? key : 'other';
}

export const toneClasses: Record<CategoryTone, string> = {
  excellent: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  good: 'bg-sky-100 text-sky-800 ring-sky-200',
  average: 'bg-amber-100 text-amber-800 ring-amber-200',
  other: 'bg-rose-100 text-rose-800 ring-rose-200',
};

const shortDates = {
  'en-IN': new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
};

/** '5 Mar 2025' ('5 मार्च 2025' in hi-IN) for an ISO timestamp; 'N/A' when missing or unreadable. */
export function formatShortDate(iso: string | null | undefined, locale: AppLocale = 'en-IN'): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : shortDates[locale].format(date);
}

/** SPEC §9: each trend chart is 280px tall. */
export const TREND_CHART_HEIGHT = 280;

export interface TrendPoint {
  label: string; // 'Test 1', 'Test 2', ...
  value: number;
  title: string; // the test's own name, for the tooltip
}

const testNumber = (number: number) => `Test ${number}`;

/** A trend as chart points labelled Test 1, Test 2, ... (`label` in the interface's language) in the order the tests were taken. */
export function trendPoints(
  trend: readonly number[] | null | undefined,
  titles: readonly string[] = [],
  label: (number: number) => string = testNumber,
): TrendPoint[] {
  return (trend ?? []).map((value, index) => ({
    label: label(index + 1),
    value: isNumber(value) ? value : 0,
    title: titles[index] ?? label(index + 1),
  }));
}

/** 0 to 100 in steps of 10 (SPEC §9); a score below 0 (negative marking) extends the axis downwards in the same steps. */
export function percentTicks(values: readonly number[]): number[] {
  const lowest = Math.min(0, Math.floor(Math.min(...values, 0) / 10) * 10);
  return Array.from({ length: (100 - lowest) / 10 + 1 }, (_, i) => lowest + i * 10);
}

/** Seconds per question: '42 s', '1 min 20 s', '2 min' (`spent` writes them in the interface's language); '—' when no time is known. */
export function formatSeconds(seconds: number | null | undefined, spent: (seconds: number) => string = formatSpent): string {
  return !isNumber(seconds) || seconds < 0 ? '—' : spent(seconds);
}
