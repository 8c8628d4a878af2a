import { appI18n } from './instance.ts';
import { cookieLanguage, isLanguage, languageFromTags, type Language } from './languages.ts';

/**
 * The language the app starts in. A page the server rendered is taken over in the language it was
 * rendered in (its `<html lang>`), or hydration would not match; otherwise the remembered choice, else
 * the browser's own languages.
 */
export function browserLanguage(doc: Document, languages: readonly string[], rendered: boolean): Language {
  const rootLanguage = doc.documentElement.lang;
  if (rendered && isLanguage(rootLanguage)) return rootLanguage;
  return cookieLanguage(doc.cookie) ?? languageFromTags(languages);
}

/** Sets the app's translator and the document's `lang` before the first render. */
export function startLanguage(rendered: boolean): Language {
  const language = browserLanguage(document, navigator.languages, rendered);
  appI18n.startIn(language);
  document.documentElement.lang = language;
  return language;
}
