// The browser's messages (decision 046): each namespace of each language is a chunk of its own,
// fetched when a page first needs it. The page's HTML brings the ones its render used
// (pv-messages), so a rendered page hydrates without waiting for any.
import { isLanguage, type Language } from './languages.ts';
import { MESSAGES_ELEMENT_ID, NAMESPACES, type Bundle, type InlineMessages, type Namespace } from './messages.ts';
import type { Translator } from './translator.ts';

export const loadBundle = (language: Language, namespace: Namespace): Promise<Bundle> =>
  import(`./locales/${language}/${namespace}.json`).then((module: { default: Bundle }) => module.default);

/** The namespaces the page's HTML carries, given to the translator. */
export function takeInlineMessages(doc: Document, translator: Translator): void {
  const text = doc.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
  if (!text) return;
  const inline = JSON.parse(text) as InlineMessages;
  if (!isLanguage(inline.language)) return;
  for (const [namespace, bundle] of Object.entries(inline.namespaces) as [Namespace, Bundle][]) translator.addBundle(inline.language, namespace, bundle);
}

/** Every namespace of a language, fetched in the background: later pages and dialogs open without waiting. */
export function loadEveryNamespace(translator: Translator, language: Language): void {
  for (const namespace of NAMESPACES) translator.load(language, namespace).catch(() => undefined);
}
