// The message files (issue 30): every key in every language, nothing empty, nothing unused. Keys are
// always written out literally where they are used (t('nav.home'), i18nKey="hero.title"), so reading
// the sources finds every one; a namespace is the file's useTranslation('…'), or a 'ns:' prefix.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { NAMESPACES, resources } from './resources.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.set(key, value);
    else for (const [inner, text] of flatten(value, key)) keys.set(inner, text);
  }
  return keys;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const WEB = path.resolve('src/web');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every `namespace:key` the web app's sources use. */
function usedKeys(): Set<string> {
  const used = new Set<string>();
  for (const file of sources(WEB)) {
    // comments may show a key as an example: only code counts
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const declared = [...text.matchAll(/useTranslation\(\s*(?:\[\s*)?'(\w+)'/g)].map((m) => m[1]!);
    // a file that only passes t along (nav-items.ts) names its namespace in TFunction<'ns'>
    const typed = [...text.matchAll(/TFunction<'(\w+)'>/g)].map((m) => m[1]!);
    const fileNamespace = declared[0] ?? typed[0];
    const keys = [...text.matchAll(/\bt\(\s*'([^']+)'/g), ...text.matchAll(/i18nKey="([^"]+)"/g)].map((m) => m[1]!);
    for (const key of keys) {
      if (key.includes(':')) used.add(key);
      else {
        expect(fileNamespace, `${path.relative(WEB, file)} uses '${key}' without naming a namespace`).toBeDefined();
        used.add(`${fileNamespace}:${key}`);
      }
    }
  }
  return used;
}

const english = (ns: (typeof NAMESPACES)[number]) => flatten(resources.en[ns] as Tree);

describe('the message files', () => {
  it.each(NAMESPACES)('%s: every language has every key, and no more', (ns) => {
    const keys = [...english(ns).keys()].sort();
    for (const language of LANGUAGES) expect([...flatten(resources[language][ns] as Tree).keys()].sort(), language).toEqual(keys);
  });

  it.each(NAMESPACES)('%s: no message is empty', (ns) => {
    for (const language of LANGUAGES) {
      for (const [key, text] of flatten(resources[language][ns] as Tree)) expect(text.trim(), `${language} ${ns}:${key}`).not.toBe('');
    }
  });

  it.each(NAMESPACES)('%s: the Hindi keeps every {{placeholder}} and tag of the English', (ns) => {
    const hindi = flatten(resources.hi[ns] as Tree);
    const marks = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\/?\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
    for (const [key, text] of english(ns)) expect(marks(hindi.get(key) ?? ''), `${ns}:${key}`).toEqual(marks(text));
  });

  it('holds exactly the keys the sources use: none missing, none unused', () => {
    const used = usedKeys();
    const defined = new Set(NAMESPACES.flatMap((ns) => [...english(ns).keys()].map((key) => `${ns}:${key.replace(PLURAL, '')}`)));
    expect([...used].filter((key) => !defined.has(key)).sort(), 'used but missing from the English files').toEqual([]);
    expect([...defined].filter((key) => !used.has(key)).sort(), 'in the files but used nowhere').toEqual([]);
  });

  it('writes Hindi in Devanagari', () => {
    for (const ns of NAMESPACES) {
      const texts = [...flatten(resources.hi[ns] as Tree).values()];
      if (texts.length === 0) continue;
      const devanagari = texts.filter((text) => /[\u0900-\u097F]/.test(text)).length;
      // a few messages are a brand or a number alone ('Prepverse', 'GATE'): most are Hindi
      expect(devanagari / texts.length, ns).toBeGreaterThan(0.8);
    }
  });
});
