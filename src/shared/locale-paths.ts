// Public pages have an address per language (decision 036): '/testseries' in English, '/hi/testseries'
// in Hindi. One source for the server (redirects, sitemap, head) and the browser (links, the switch).

/** The prefix of a Hindi address: '/hi', '/hi/testseries'. */
export const HINDI_PREFIX = '/hi';

export type PathLanguage = 'en' | 'hi';

/** Whether a path (no origin; a query or hash may follow) is under '/hi': '/hi', '/hi/', '/HI/x?y'. */
export function isHindiPath(path: string): boolean {
  return /^\/hi(?=$|[/?#])/i.test(path);
}

/** The English address of a path: '/hi/testseries' -> '/testseries', '/hi' -> '/', others as they are. */
export function englishPath(path: string): string {
  if (!isHindiPath(path)) return path;
  const rest = path.slice(HINDI_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The Hindi address of a path: '/testseries' -> '/hi/testseries', '/' -> '/hi', '/?x' -> '/hi?x'. */
export function hindiPath(path: string): string {
  if (isHindiPath(path)) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `${HINDI_PREFIX}${path.slice(1)}`;
  return `${HINDI_PREFIX}${path}`;
}

/** A path in the given language's address: `localizedPath('/about', 'hi')` is '/hi/about'. */
export const localizedPath = (path: string, language: PathLanguage): string => (language === 'hi' ? hindiPath(path) : englishPath(path));

/** Open Graph's name of each language's locale. */
export const OG_LOCALES: Record<PathLanguage, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * The alternates a public page names in its head and in the sitemap: its English and Hindi
 * addresses, and the English one again for any other language (x-default).
 */
export function languageAlternates(path: string): { hreflang: 'en' | 'hi' | 'x-default'; path: string }[] {
  const en = englishPath(path);
  const hi = hindiPath(en);
  return [
    { hreflang: 'en', path: en },
    { hreflang: 'hi', path: hi },
    { hreflang: 'x-default', path: en },
  ];
}
