import { languageAlternates, OG_LOCALES, type PathLanguage } from '../../../shared/locale-paths.ts';
import { absoluteUrl, documentTitle, pageAddress, SITE_DESCRIPTION, type PageMeta } from '../../../shared/seo.ts';
import { scriptJson } from '../../lib/script-json.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
const metaProperty = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;

/** The head a page's meta asks for, as the browser's usePageMeta would leave it. */
export function headTags(meta: PageMeta | null, origin: string, pathname: string, language: PathLanguage = 'en'): string {
  const page: PageMeta = meta ?? { title: null, description: SITE_DESCRIPTION };
  const title = documentTitle(page.title);
  const address = pageAddress(page, pathname);
  const url = absoluteUrl(origin, address);
  const image = page.image ? absoluteUrl(origin, page.image) : null;
  const tags = [`<title>${escapeHtml(title)}</title>`, metaName('description', page.description)];
  if (page.index === false) tags.push(metaName('robots', 'noindex, nofollow'));
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    // the page in each language, for search engines to show the reader's own (decision 036)
    for (const alternate of languageAlternates(address)) {
      tags.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(absoluteUrl(origin, alternate.path))}" />`);
    }
  }
  tags.push(
    metaProperty('og:site_name', 'Prepverse'),
    metaProperty('og:locale', OG_LOCALES[language]),
    metaProperty('og:locale:alternate', OG_LOCALES[language === 'hi' ? 'en' : 'hi']),
    metaProperty('og:title', title),
    metaProperty('og:description', page.description),
    metaProperty('og:type', page.type ?? 'website'),
    metaProperty('og:url', url),
  );
  if (image) tags.push(metaProperty('og:image', image));
  tags.push(
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', title),
    metaName('twitter:description', page.description),
  );
  if (image) tags.push(metaName('twitter:image', image));
  for (const data of page.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
