// The interface's translator (decision 046): a language, the namespaces loaded in each language, and
// a message by its key with its {{placeholders}} filled and, given a count, its plural form chosen by
// the language's own rules (Intl.PluralRules: in Hindi 0 and 1 take the 'one' form). The browser's
// translator loads a namespace when a page first needs it; the server's and the tests' hold them all.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import type { Bundle, MessageValues, Namespace, TFunction } from './messages.ts';

/** Loads one namespace in one language (the browser's: load-messages.ts). */
export type BundleLoader = (language: Language, namespace: Namespace) => Promise<Bundle>;

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A message's {{placeholders}} filled from `values`; one without a value is left as written. */
export function interpolate(message: string, values: MessageValues | undefined): string {
  if (!values || !message.includes('{{')) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value as string | number);
  });
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralOf = (language: Language, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

export class Translator {
  #language: Language;
  readonly #bundles = new Map<string, Bundle>();
  readonly #loading = new Map<string, Promise<void>>();
  readonly #fixed = new Map<string, TFunction<Namespace>>();
  readonly #listeners = new Set<() => void>();
  /** every namespace a translator was asked for: what a server render carries to the browser */
  readonly used = new Set<Namespace>();
  #loader: BundleLoader | null;

  constructor(language: Language = DEFAULT_LANGUAGE, loader: BundleLoader | null = null) {
    this.#language = language;
    this.#loader = loader;
  }

  get language(): Language {
    return this.#language;
  }

  /** the same as `language`: the name components written for i18next read */
  get resolvedLanguage(): Language {
    return this.#language;
  }

  setLoader(loader: BundleLoader): void {
    this.#loader = loader;
  }

  addBundle(language: Language, namespace: Namespace, bundle: Bundle): void {
    this.#bundles.set(`${language}/${namespace}`, bundle);
  }

  hasBundle(language: Language, namespace: Namespace): boolean {
    return this.#bundles.has(`${language}/${namespace}`);
  }

  bundle(language: Language, namespace: Namespace): Bundle | undefined {
    return this.#bundles.get(`${language}/${namespace}`);
  }

  /** Loads a namespace once; the same promise to everyone who asks while it loads. */
  load(language: Language, namespace: Namespace): Promise<void> {
    if (this.hasBundle(language, namespace)) return Promise.resolve();
    const id = `${language}/${namespace}`;
    let loading = this.#loading.get(id);
    if (!loading) {
      if (!this.#loader) return Promise.reject(new Error(`The messages of ${id} are not loaded, and nothing can load them`));
      loading = this.#loader(language, namespace).then(
        (bundle) => this.addBundle(language, namespace, bundle),
        (error: unknown) => {
          // a failed load (offline) is tried again by the next render that needs it
          this.#loading.delete(id);
          throw error;
        },
      );
      this.#loading.set(id, loading);
    }
    return loading;
  }

  /** The namespaces held in a language. */
  loaded(language: Language): Namespace[] {
    const prefix = `${language}/`;
    return [...this.#bundles.keys()].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length) as Namespace);
  }

  /**
   * Switches language once every namespace held in the current one is held in the next too, so no
   * page shows a key or mixes the two while the rest arrives.
   */
  async changeLanguage(next: string): Promise<void> {
    const language = isLanguage(next) ? next : DEFAULT_LANGUAGE;
    if (language === this.#language) return;
    await Promise.all(this.loaded(this.#language).map((namespace) => this.load(language, namespace)));
    this.#language = language;
    for (const listener of this.#listeners) listener();
  }

  /**
   * Sets the language the app starts in, before its first render: a namespace not held yet is loaded
   * by the first component that needs it.
   */
  startIn(language: Language): void {
    this.#language = language;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** A message: its plural form for `values.count`, its placeholders filled; the key itself when none. */
  translate(language: Language, namespace: Namespace, key: string, values?: MessageValues): string {
    const bundle = this.bundle(language, namespace) ?? this.bundle(DEFAULT_LANGUAGE, namespace);
    let message: string | undefined;
    if (typeof values?.count === 'number') {
      message = lookup(bundle, `${key}_${pluralOf(language, values.count)}`) ?? lookup(bundle, `${key}_other`);
    }
    message ??= lookup(bundle, key);
    return message === undefined ? key : interpolate(message, values);
  }

  /** One namespace's `t` in one language; the same function each time, so it can sit in a hook's dependencies. */
  getFixedT<NS extends Namespace>(language: string, namespace: NS): TFunction<NS> {
    const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    this.used.add(namespace);
    const id = `${lang}/${namespace}`;
    let t = this.#fixed.get(id);
    if (!t) {
      t = (key, values) => this.translate(lang, namespace, key, values);
      this.#fixed.set(id, t);
    }
    return t as TFunction<NS>;
  }
}
