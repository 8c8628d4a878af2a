// English interface text on a page that should read Hindi (issue 43): what the page shows and names
// is compared with the English message files, every message of every namespace. Whatever a Hindi
// page shows of them is a message the interface forgot to translate, or one written out in a
// component. Messages the Hindi file keeps as they are (Prepverse, GATE, MCQ) are the same in both
// languages and are not looked for.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

/** One message, or a run of its words, as a pattern for one line of the page. */
export interface EnglishPhrase {
  key: string;
  words: string;
  pattern: RegExp;
}

export interface EnglishFound {
  key: string;
  words: string;
  line: string;
}

export interface EnglishMessages {
  phrases: EnglishPhrase[];
  /** the Hindi messages' words, lower case: a line that is one of them is the Hindi interface's own */
  hindiLines: Set<string>;
}

const PLACEHOLDER = /\{\{[^}]*\}\}/;
// <0>, </0>, <strong>, <mail />: the words between them are part of the message
const TAG = /<\/?\w+\s*\/?>/g;
// a line is read part by part where the interface joins short texts on one line
const SEPARATOR = /\n| · | \| |•/;
// a message of this many words or more is looked for inside a line; a shorter one only as a line of its own
const MIN_WORDS = 3;
// what fills a placeholder: figures, a letter (Option A), Hindi words; never English words, which
// would make '{{count}} series' any line that ends in 'series' (titles and names are taken out first)
const FILLED = '(?:(?![A-Za-z]{2}).)*?';
// before and after a short message, a line may hold only what is not a letter: a count, a mark, a colon
const NOT_LETTERS = '[\\P{L}]*';

/** A text's words: no markup, one space between words, nothing but a letter or a digit at either end. */
export function words(text: string): string {
  return text
    .replace(TAG, '')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

const wordCount = (text: string) => text.split(' ').length;
const latin = (text: string) => /[A-Za-z]/.test(text);
// the 'm' and 's' of '{{minutes}}m {{seconds}}s' say nothing alone: a phrase needs a word of two letters
const speaks = (text: string) => /[A-Za-z]{2}/.test(text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// a space of the message stands for any run of spaces in the page's line
const literal = (text: string) => escapeRegExp(text).replace(/ /g, '\\s+');

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [[key, value] as [string, string]] : leaves(value, key);
  });
}

/**
 * What one namespace's English messages look like on a page: a message with placeholders as a whole
 * line, whatever fills them; a short one alone on a line, with only figures beside it; one of three
 * words or more, and each run of three words or more between placeholders, anywhere in a line. A
 * message the Hindi file holds unchanged, and a run of words its Hindi message keeps, are left out.
 */
export function englishPhrases(namespace: string, english: Tree, hindi: Tree): EnglishPhrase[] {
  const hindiByKey = new Map(leaves(hindi));
  return leaves(english).flatMap(([key, message]) => {
    const hindiMessage = hindiByKey.get(key) ?? '';
    if (hindiMessage.trim() === message.trim()) return [];
    const phrase = (text: string, pattern: string): EnglishPhrase[] =>
      speaks(text) && !hindiMessage.toLowerCase().includes(text.toLowerCase())
        ? [{ key: `${namespace}:${key}`, words: text, pattern: new RegExp(pattern, 'iu') }]
        : [];
    const parts = message.replace(TAG, '').split(new RegExp(PLACEHOLDER, 'g'));
    if (parts.length === 1) {
      const whole = words(message);
      return wordCount(whole) < MIN_WORDS
        ? phrase(whole, `^${NOT_LETTERS}${literal(whole)}${NOT_LETTERS}$`)
        : phrase(whole, `(?<!\\p{L})${literal(whole)}(?!\\p{L})`);
    }
    const filled = parts.map((part) => literal(part.replace(/\s+/g, ' '))).join(FILLED);
    const runs = parts.map(words).filter((run) => wordCount(run) >= MIN_WORDS);
    const whole = words(parts.join(' '));
    return [
      ...phrase(whole, `^${NOT_LETTERS}${filled}${NOT_LETTERS}$`),
      ...runs.filter((run) => run !== whole).flatMap((run) => phrase(run, `(?<!\\p{L})${literal(run)}(?!\\p{L})`)),
    ];
  });
}

/** Every namespace's phrases, and the Hindi messages' own lines. */
export function englishMessages(english: Record<string, Tree>, hindi: Record<string, Tree>): EnglishMessages {
  return {
    phrases: Object.keys(english).flatMap((namespace) => englishPhrases(namespace, english[namespace]!, hindi[namespace] ?? {})),
    hindiLines: new Set(
      Object.values(hindi)
        .flatMap((tree) => leaves(tree))
        .map(([, message]) => words(message.replace(new RegExp(PLACEHOLDER, 'g'), ' ')).toLowerCase()),
    ),
  };
}

/**
 * The English messages `text` shows, once the `content` (what people wrote: titles, names) is taken
 * out of it, each with the first line it is in.
 */
export function findEnglish(text: string, messages: EnglishMessages, content: readonly string[] = []): EnglishFound[] {
  let remaining = text;
  // the longest first, so that a title is not cut by a shorter title inside it
  for (const written of [...content].sort((a, b) => b.length - a.length)) {
    if (written.trim()) remaining = remaining.split(written).join(' ');
  }
  const lines = remaining
    .split(SEPARATOR)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => latin(line) && !messages.hindiLines.has(words(line).toLowerCase()));
  return messages.phrases.flatMap(({ key, words: phrase, pattern }) => {
    const line = lines.find((candidate) => pattern.test(candidate));
    return line === undefined ? [] : [{ key, words: phrase, line }];
  });
}

const LOCALES = path.resolve('src/web/i18n/locales');

let loaded: EnglishMessages | undefined;

/** The interface's messages, read once from src/web/i18n/locales/{en,hi}/*.json. */
export function interfaceMessages(): EnglishMessages {
  if (!loaded) {
    const read = (language: string) =>
      Object.fromEntries(
        readdirSync(path.join(LOCALES, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree]),
      );
    loaded = englishMessages(read('en'), read('hi'));
  }
  return loaded;
}

/**
 * What the page says: its visible text (innerText: screen-reader-only words too) and the names it
 * gives what has no text (aria-label, alt, title, placeholder), less what the page itself marks as
 * written in another language than its own: a question read in English, a title with no Hindi
 * version, a language's name in its own language. Those elements are taken out of the layout for the
 * one synchronous read and put back before the page draws again.
 */
export async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const own = document.documentElement.lang;
    const other = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter((element) => element.lang.split('-')[0] !== own);
    const styles = other.map((element) => element.getAttribute('style'));
    for (const element of other) element.style.setProperty('display', 'none', 'important');
    try {
      const names = [...document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
        .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'))
        .flatMap((element) => ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''));
      return [document.body.innerText, ...names].join('\n');
    } finally {
      other.forEach((element, index) => {
        const style = styles[index];
        if (style === null || style === undefined) element.removeAttribute('style');
        else element.setAttribute('style', style);
      });
    }
  });
}

/** Fails, naming each message and the line it was found in, when the page shows English interface text. */
export async function expectNoEnglish(page: Page, state: string, content: readonly string[] = []) {
  const found = findEnglish(await interfaceText(page), interfaceMessages(), content);
  expect(
    found.map((item) => `${item.key}: "${item.words}" in "${item.line}"`),
    `English interface text on ${state} (${page.url()})`,
  ).toEqual([]);
}
