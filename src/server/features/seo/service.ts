// What search engines are told: the pages to read (sitemap.xml) and the ones to leave alone (robots.txt).
import { hindiPath, languageAlternates } from '../../../shared/locale-paths.ts';
import type { Database } from '../../db/client.ts';
import { publishedNotifications } from '../content/service.ts';
import { listSeries } from '../test-series/service.ts';

/** Paths no search engine should index: an attempt, checkout, the dashboard, the profile, sign-in steps, admin. */
export const privatePathPrefixes = ['/givetest/', '/checkout/', '/mylearning', '/userdetail', '/login', '/admin', '/weeklyquiz/', '/api/', '/dev/'];

/** The public pages that are always there, in the order a reader would meet them. */
const fixedPaths = ['/', '/testseries', '/weeklyquiz', '/notification', '/about', '/contact', '/terms', '/policy'];

export interface SitemapEntry {
  path: string;
  lastModified: string | null;
}

const NOTIFICATIONS_PER_READ = 100;

async function notificationEntries(db: Database): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; ; page++) {
    const list = await publishedNotifications(db, { page, pageSize: NOTIFICATIONS_PER_READ }, null);
    entries.push(...list.notifications.map((n) => ({ path: `/notification/${n.slug}`, lastModified: n.publishedAt })));
    if (page >= list.totalPages) return entries;
  }
}

export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [series, notifications] = await Promise.all([listSeries(db, {}, null), notificationEntries(db)]);
  return [
    ...fixedPaths.map((path) => ({ path, lastModified: null })),
    ...series.map((s) => ({ path: `/testseriesdetail/${s.testSeriesId}`, lastModified: null })),
    ...notifications,
  ];
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);

/**
 * Each page twice, at its English and its Hindi address (decision 036), each naming both and English
 * as the default (`xhtml:link` alternates), as search engines read a site's languages from a sitemap.
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const url = (path: string) => escapeXml(new URL(path, origin).toString());
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    const alternates = languageAlternates(path)
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${url(alternate.path)}"/>`)
      .join('');
    return [path, hindiPath(path)].map((address) => `  <url><loc>${url(address)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
