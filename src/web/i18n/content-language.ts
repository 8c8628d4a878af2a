// What admins wrote, in the learner's language (issue 30): a series or a notification carries its
// Hindi version beside the English (null or absent: English only), and the page picks by its own
// language. The API answers the same in either language, so its caches and the server-rendered
// page's data need no language of their own; only the drawing differs, as the interface's does.
import type { Language } from './languages.ts';
import { useLanguage } from './use-language.ts';

/** A text in the language it is shown in; `lang` for its element: 'hi' for Hindi, 'en' for English on a Hindi page, none on an English page. */
export interface ContentText {
  text: string;
  lang: 'hi' | 'en' | undefined;
}

/** The Hindi where the page reads Hindi and the Hindi has words, else the English. */
export function pickText(language: Language, english: string, hindi: string | null | undefined): ContentText {
  if (language !== 'hi') return { text: english, lang: undefined };
  return hindi?.trim() ? { text: hindi, lang: 'hi' } : { text: english, lang: 'en' };
}

interface SeriesTexts {
  title: string;
  description: string;
  hindi?: { title: string; description: string } | null;
}

/** A series' title and description in the page's language (a Hindi version without a description shows the English one). */
export function seriesText(series: SeriesTexts, language: Language): { title: ContentText; description: ContentText } {
  return { title: pickText(language, series.title, series.hindi?.title), description: pickText(language, series.description, series.hindi?.description) };
}

/** The series with its title and description in the page's language, for what carries no `lang` (page titles, search data, filters). */
export function seriesInLanguage<Series extends SeriesTexts>(series: Series, language: Language): Series {
  const { title, description } = seriesText(series, language);
  return { ...series, title: title.text, description: description.text };
}

export function useSeriesText(series: SeriesTexts) {
  return seriesText(series, useLanguage().language);
}

/** A notification's title and body (or excerpt) in the page's language: both Hindi or both English, never a mix. */
export function notificationText<Field extends 'body' | 'excerpt'>(
  notification: { title: string; hindi?: ({ title: string } & Record<Field, string>) | null } & Record<Field, string>,
  field: Field,
  language: Language,
): { title: string; text: string; lang: 'hi' | 'en' | undefined } {
  const hindi = language === 'hi' ? notification.hindi : null;
  if (hindi) return { title: hindi.title, text: hindi[field], lang: 'hi' };
  return { title: notification.title, text: notification[field], lang: language === 'hi' ? 'en' : undefined };
}
