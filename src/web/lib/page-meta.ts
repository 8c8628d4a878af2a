import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { isHindiPath, languageAlternates, OG_LOCALES } from '../../shared/locale-paths.ts';
import { absoluteUrl, documentTitle, pageAddress, SITE_DESCRIPTION, type PageMeta } from '../../shared/seo.ts';

export type { PageMeta };

/** On the server, the render hands each page's meta to the HTML it writes; in the browser there is none. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

function setHeadElement(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

function metaTag(key: 'name' | 'property', name: string, content: string | null) {
  const create = () => {
    const element = document.createElement('meta');
    element.setAttribute(key, name);
    return element;
  };
  setHeadElement(`meta[${key}="${name}"]`, create, 'content', content);
}

function applyToDocument(meta: PageMeta, pathname: string) {
  const origin = window.location.origin;
  const title = documentTitle(meta.title);
  const address = pageAddress(meta, pathname);
  const url = absoluteUrl(origin, address);
  const image = meta.image ? absoluteUrl(origin, meta.image) : null;
  document.title = title;
  metaTag('name', 'description', meta.description);
  metaTag('name', 'robots', meta.index === false ? 'noindex, nofollow' : null);
  const canonical = () => Object.assign(document.createElement('link'), { rel: 'canonical' });
  setHeadElement('link[rel="canonical"]', canonical, 'href', meta.index === false ? null : url);
  for (const { hreflang, path } of languageAlternates(address)) {
    const alternate = () => Object.assign(document.createElement('link'), { rel: 'alternate', hreflang });
    setHeadElement(`link[rel="alternate"][hreflang="${hreflang}"]`, alternate, 'href', meta.index === false ? null : absoluteUrl(origin, path));
  }
  const language = isHindiPath(pathname) ? 'hi' : 'en';
  metaTag('property', 'og:locale', OG_LOCALES[language]);
  metaTag('property', 'og:locale:alternate', OG_LOCALES[language === 'hi' ? 'en' : 'hi']);
  metaTag('property', 'og:title', title);
  metaTag('property', 'og:description', meta.description);
  metaTag('property', 'og:type', meta.type ?? 'website');
  metaTag('property', 'og:url', url);
  metaTag('property', 'og:image', image);
  metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  metaTag('name', 'twitter:title', title);
  metaTag('name', 'twitter:description', meta.description);
  metaTag('name', 'twitter:image', image);
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const data of meta.jsonLd ?? []) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}

/**
 * Every page names itself: the tab title '<page> – Prepverse', a description for search results and
 * link previews, and whether it may be indexed. The server writes the same into the HTML it sends.
 */
export function usePageMeta(meta: PageMeta) {
  const collect = useContext(PageMetaCollector);
  collect?.(meta);
  const { pathname } = useLocation();
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyToDocument(JSON.parse(key) as PageMeta, pathname);
  }, [key, pathname]);
}

/** A page that only needs a title and is not for search engines (the admin area, attempts, sign-in steps). */
export function usePrivatePageTitle(title: string | null) {
  usePageMeta({ title, description: SITE_DESCRIPTION, index: false });
}
