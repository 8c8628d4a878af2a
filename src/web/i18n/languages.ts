// Which language the learner's interface speaks (issue 30): English or Hindi. Chosen once, by the
// switch in the header, and remembered in the `lang` cookie, which the server reads too so a page it
// renders comes out in the same language the browser then takes over. Without the cookie (a first
// visit) the browser's own languages decide: `Accept-Language` on the server, `navigator.languages`
// in the browser; anything but Hindi reads English.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the switch writes and the server reads. */
export const LANG_COOKIE = 'lang';

/** How long the choice is remembered: a year, in seconds. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The locale numbers, dates and prices are written in: Indian English or Hindi. */
export type AppLocale = 'en-IN' | 'hi-IN';

export const localeOf = (language: Language): AppLocale => (language === 'hi' ? 'hi-IN' : 'en-IN');

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** What each language is called on the switch, in its own script. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The first of the visitor's preferred tags ('hi-IN', 'en-GB', 'hi') we speak; English when none is. */
export function languageFromTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most preferred first: 'en;q=0.5, hi-IN' -> ['hi-IN', 'en']. */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The `lang` cookie's value in a Cookie header (or document.cookie), if it names a language we speak. */
export function cookieLanguage(cookieHeader: string | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === LANG_COOKIE) {
      const language = value.join('=').trim();
      return isLanguage(language) ? language : null;
    }
  }
  return null;
}

/** The language the server renders a page in: the remembered choice, else the browser's Accept-Language. */
export function requestLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  return cookieLanguage(cookieHeader) ?? languageFromTags(acceptedTags(acceptLanguage));
}

/** The Set-Cookie / document.cookie text that remembers a choice for a year, for every path. */
export const languageCookie = (language: Language) => `${LANG_COOKIE}=${language}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;
