// The series form as the admin types it (every box is text), checked with the API's own schema,
// and the learner's card drawn from it with the server's pricing code.
import type { z } from 'zod';
import { seriesInput, type AdminSeries, type SeriesInput } from '../../../../shared/api/admin-content.ts';
import type { SeriesCard } from '../../../../shared/api/test-series.ts';
import { priceOf } from '../../../../shared/pricing.ts';

export interface SeriesForm {
  title: string;
  description: string;
  image: string | null;
  exam: string;
  year: string;
  priceRupees: string;
  discountPercent: string;
  /** the Hindi version's title; null: no Hindi version (the part is closed) */
  hindiTitle: string | null;
  hindiDescription: string;
}

export type SeriesField = keyof SeriesForm;
export type SeriesErrors = Partial<Record<SeriesField, string>>;

/** Exams admins pick most; any other name can be typed. */
export const examSuggestions = ['GATE CSE', 'GATE DA', 'GATE ECE', 'GATE EE', 'GATE ME', 'UGC NET CS', 'UGC NET Paper 1'];

export function emptySeriesForm(now = new Date()): SeriesForm {
  return {
    title: '',
    description: '',
    image: null,
    exam: '',
    year: String(now.getFullYear() + 1),
    priceRupees: '0',
    discountPercent: '0',
    hindiTitle: null,
    hindiDescription: '',
  };
}

export function formFromSeries(series: AdminSeries): SeriesForm {
  return {
    title: series.title,
    description: series.description,
    image: series.image,
    exam: series.exam,
    year: String(series.year),
    // paise are whole: this is exact, and '299' rather than '299.00' when there are no paise
    priceRupees: String(series.pricePaise / 100),
    discountPercent: String(series.discountPercent),
    hindiTitle: series.hindi?.title ?? null,
    hindiDescription: series.hindi?.description ?? '',
  };
}

/** The saved series in the API's input shape, to compare an edit against. */
export function inputFromSeries(series: AdminSeries): SeriesInput {
  const { title, description, image, exam, year, discountPercent } = series;
  const hindi = series.hindi ? { title: series.hindi.title, description: series.hindi.description } : null;
  return { title, description, image, exam, year, priceRupees: series.pricePaise / 100, discountPercent, hindi };
}

/** A number box's text as a number; blank or anything else is NaN, which the schema refuses. */
function numberOf(text: string): number {
  const trimmed = text.trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

interface FieldWords {
  blank?: string;
  /** a number box holding something that is not a number */
  notNumber?: string;
  range?: string;
}

const fieldWords: Record<SeriesField, FieldWords> = {
  title: { blank: 'Give the series a title.', range: 'A title can be at most 200 characters.' },
  description: { range: 'A description can be at most 20,000 characters.' },
  image: {},
  exam: { blank: 'Name the exam, e.g. GATE CSE.', range: 'An exam name can be at most 60 characters.' },
  year: { blank: 'Enter the exam year, e.g. 2027.', notNumber: 'A year in digits, e.g. 2027.', range: 'A whole year from 2000 to 2100.' },
  priceRupees: {
    blank: 'Enter a price in rupees (0 for a free series).',
    notNumber: 'A price in rupees, e.g. 499 or 499.50.',
    range: 'A price from ₹0 to ₹10,00,000.',
  },
  discountPercent: {
    blank: 'Enter a discount from 0 to 100 (0 for none).',
    notNumber: 'A whole number from 0 to 100.',
    range: 'A whole number from 0 to 100.',
  },
  hindiTitle: { blank: 'Enter the Hindi title, or remove the Hindi version.', range: 'A title can be at most 200 characters.' },
  hindiDescription: { range: 'A description can be at most 20,000 characters.' },
};

/** The schema's issue in words a person can act on; the schema's own words where it wrote some (paise, image). */
function messageFor(field: SeriesField, issue: z.core.$ZodIssue, text: string): string {
  const words = fieldWords[field];
  if (issue.code === 'custom' || issue.code === 'invalid_format') return issue.message;
  if (text.trim() === '') return words.blank ?? issue.message;
  if (Number.isNaN(numberOf(text)) && words.notNumber) return words.notNumber;
  return words.range ?? issue.message;
}

export type SeriesCheck = { ok: true; input: SeriesInput } | { ok: false; errors: SeriesErrors };

/** The form checked with seriesInput, the schema the server applies: each field's first problem. */
export function checkSeriesForm(form: SeriesForm): SeriesCheck {
  const candidate = {
    title: form.title,
    description: form.description,
    image: form.image,
    exam: form.exam,
    year: numberOf(form.year),
    priceRupees: numberOf(form.priceRupees),
    discountPercent: numberOf(form.discountPercent),
    hindi: form.hindiTitle === null ? null : { title: form.hindiTitle, description: form.hindiDescription },
  };
  const parsed = seriesInput.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: SeriesErrors = {};
  for (const issue of parsed.error.issues) {
    // the Hindi version's issues name hindi.title or hindi.description: the form's hindiTitle, hindiDescription
    const field = (issue.path[0] === 'hindi' ? (issue.path[1] === 'description' ? 'hindiDescription' : 'hindiTitle') : issue.path[0]) as SeriesField;
    errors[field] ??= messageFor(field, issue, String(form[field] ?? ''));
  }
  return { ok: false, errors };
}

/** What differs from the saved series; nothing means a save has nothing to send. */
export function changedFields(saved: SeriesInput, next: SeriesInput): Partial<SeriesInput> {
  const patch: Partial<SeriesInput> = {};
  for (const key of Object.keys(next) as (keyof SeriesInput)[]) {
    // the Hindi version is an object: compared by what it holds
    if (JSON.stringify(next[key]) !== JSON.stringify(saved[key])) Object.assign(patch, { [key]: next[key] });
  }
  return patch;
}

export const sameForm = (a: SeriesForm, b: SeriesForm) => (Object.keys(a) as SeriesField[]).every((key) => a[key] === b[key]);

/** The price and discount as the card will show them, or null while either box holds something the server would refuse. */
export function previewPrice(form: Pick<SeriesForm, 'priceRupees' | 'discountPercent'>) {
  const check = seriesInput.pick({ priceRupees: true, discountPercent: true }).safeParse({
    priceRupees: numberOf(form.priceRupees),
    discountPercent: numberOf(form.discountPercent),
  });
  if (!check.success) return null;
  // the same conversion the server makes when it stores the price
  return priceOf(Math.round(check.data.priceRupees * 100), check.data.discountPercent);
}

interface PreviewFacts {
  id: string;
  /** published tests: the number a learner's card counts */
  tests: number;
  /** the saved price, shown while the boxes hold something invalid */
  fallbackPricePaise: number;
  fallbackDiscount: number;
}

/**
 * The learner's card for what is typed now. Ratings and enrolments come from learners, so the
 * preview shows them as a new series has them; blank boxes show what they stand for.
 */
export function previewCard(form: SeriesForm, facts: PreviewFacts): SeriesCard {
  const year = numberOf(form.year);
  const price = previewPrice(form) ?? priceOf(facts.fallbackPricePaise, facts.fallbackDiscount);
  return {
    ...price,
    testSeriesId: `preview-${facts.id}`,
    title: form.title.trim() || 'Untitled series',
    description: form.description,
    image: form.image,
    exam: form.exam.trim() || 'Exam',
    year: Number.isInteger(year) ? year : new Date().getFullYear(),
    test: facts.tests,
    enrollments: 0,
    rating: { average: 0, count: 0, mine: null },
    // the card reads Hindi where the admin's interface does, as a learner's would
    hindi: form.hindiTitle?.trim() ? { title: form.hindiTitle.trim(), description: form.hindiDescription } : null,
  };
}
