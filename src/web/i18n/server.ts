// The server's side of the translator (decision 046): a render's own translator holding every message,
// and the script element that hands the browser the namespaces the render used, as data: the page's
// first script then carries no message at all.
import { scriptJson } from '../lib/script-json.ts';
import type { Language } from './languages.ts';
import { MESSAGES_ELEMENT_ID, NAMESPACES, type InlineMessages, type Namespace } from './messages.ts';
import { resources } from './resources.ts';
import { Translator } from './translator.ts';

/** Gives a translator every namespace in every language. */
export function holdEveryMessage(translator: Translator): Translator {
  for (const [language, messages] of Object.entries(resources) as [Language, (typeof resources)[Language]][]) {
    for (const namespace of NAMESPACES) translator.addBundle(language, namespace, messages[namespace]);
  }
  return translator;
}

/** A translator of its own, for one server render: requests in other languages never share it. */
export function createTranslator(language: Language): Translator {
  return holdEveryMessage(new Translator(language));
}

// the element for each language and set of namespaces, written once: a page renders the same few
// sets again and again, and the messages never change while the server runs (60 kB of JSON for /hi)
const written = new Map<string, string>();

/** The script element that carries `namespaces` in `language` to the browser (`common` always). */
export function messagesScript(language: Language, namespaces: Iterable<Namespace>): string {
  const chosen = [...new Set<Namespace>(['common', ...namespaces])].sort();
  const key = `${language}:${chosen.join(',')}`;
  let script = written.get(key);
  if (script === undefined) {
    const inline: InlineMessages = { language, namespaces: {} };
    for (const namespace of chosen) inline.namespaces[namespace] = resources[language][namespace];
    script = `<script type="application/json" id="${MESSAGES_ELEMENT_ID}">${scriptJson(inline)}</script>`;
    // at most 2 languages × 2^13 sets, in practice a handful
    written.set(key, script);
  }
  return script;
}
