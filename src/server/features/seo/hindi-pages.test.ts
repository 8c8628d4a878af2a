// Decision 036: each public page has a Hindi address under /hi, rendered in Hindi whoever asks; the
// unprefixed address is English; both name each other (hreflang) and the sitemap lists both.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';

let t: TestApp;
let webDir: string;
let seriesId: string;
const previousWebDir = process.env.PREPVERSE_WEB_DIR;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-hindi-pages-'));
  await copyFile('src/web/index.html', path.join(webDir, 'index.html'));
  process.env.PREPVERSE_WEB_DIR = webDir;
  t = await createTestApp({}, { web: 'static' });
  ({ seriesId } = await insertSeries(t.app.db, {
    title: 'GATE CS 2027 Bilingual Series',
    pricePaise: 0,
    discountPercent: 0,
    createdAt: '2026-01-02T00:00:00Z',
    withTests: true,
  }));
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
  if (previousWebDir === undefined) delete process.env.PREPVERSE_WEB_DIR;
  else process.env.PREPVERSE_WEB_DIR = previousWebDir;
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const rootElement = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const origin = 'http://localhost:3000';

function alternatesOf(html: string): Record<string, string> {
  const links = [...headOf(html).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)];
  return Object.fromEntries(links.map((m) => [m[1], m[2]]));
}

describe('a public page at its Hindi address', () => {
  it('is Hindi whatever the cookie or the browser asks for, and says so on <html>', async () => {
    for (const headers of [{}, { cookie: 'lang=en' }, { 'accept-language': 'en-GB' }] as Record<string, string>[]) {
      const page = await get('/hi/testseries', headers);
      expect(page.statusCode).toBe(200);
      expect(rootElement(page.body)).toBe('<html lang="hi">');
      expect(page.body).toMatch(/<h1[^>]*>GATE और UGC NET के लिए मॉक टेस्ट सीरीज़<\/h1>/);
      // the cookie still matters (it may send the English address on); the browser's languages do not
      expect(page.headers.vary).toMatch(/\bcookie\b/);
      expect(page.headers.vary).not.toMatch(/accept-language/);
    }
  });

  it('and at its English address is English, even to a browser that prefers Hindi', async () => {
    const page = await get('/testseries', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(page.statusCode).toBe(200);
    expect(rootElement(page.body)).toBe('<html lang="en">');
    expect(page.body).toMatch(/<h1[^>]*>Mock test series for GATE and UGC NET<\/h1>/);
    expect(page.body).not.toContain('मॉक टेस्ट सीरीज़');
  });

  it.each([
    ['/', '/hi'],
    ['/testseries', '/hi/testseries'],
    ['/testseriesdetail/:id', '/hi/testseriesdetail/:id'],
  ])('%s and its Hindi address name each other, each its own canonical', async (en, hi) => {
    // the series' id is known only once the fixture is in
    const [enPath, hiPath] = [en.replace(':id', seriesId), hi.replace(':id', seriesId)];
    const expected = { en: `${origin}${enPath}`, hi: `${origin}${hiPath}`, 'x-default': `${origin}${enPath}` };
    const english = await get(enPath);
    const hindi = await get(hiPath);
    expect(english.statusCode).toBe(200);
    expect(hindi.statusCode).toBe(200);
    expect(alternatesOf(english.body)).toEqual(expected);
    expect(alternatesOf(hindi.body)).toEqual(expected);
    expect(headOf(english.body)).toContain(`<link rel="canonical" href="${origin}${enPath}" />`);
    expect(headOf(hindi.body)).toContain(`<link rel="canonical" href="${origin}${hiPath}" />`);
    expect(headOf(english.body)).toContain('<meta property="og:locale" content="en_IN" />');
    expect(headOf(hindi.body)).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(headOf(hindi.body)).toContain('<meta property="og:locale:alternate" content="en_IN" />');
  });

  it('shows the series in Hindi, its links keeping the Hindi address and the others their own', async () => {
    const page = await get(`/hi/testseriesdetail/${seriesId}`);
    expect(rootElement(page.body)).toBe('<html lang="hi">');
    expect(page.body).toContain('GATE CS 2027 Bilingual Series');
    // the header's links: public pages under /hi, sign-in at its one address
    expect(page.body).toContain('href="/hi/testseries"');
    expect(page.body).toContain('href="/hi/weeklyquiz"');
    expect(page.body).not.toContain('href="/testseries"');
    expect(page.body).not.toContain('href="/hi/login');
  });

  it('matches its address in any case and with a trailing slash, naming the one canonical', async () => {
    for (const url of ['/HI/TestSeries', '/hi/testseries/']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(rootElement(page.body)).toBe('<html lang="hi">');
      expect(headOf(page.body)).toContain(`<link rel="canonical" href="${origin}/hi/testseries" />`);
    }
    expect(rootElement((await get('/hi/')).body)).toBe('<html lang="hi">');
  });

  it('links an English page to English pages', async () => {
    const page = await get('/');
    expect(page.body).toContain('href="/testseries"');
    expect(page.body).not.toContain('href="/hi/');
  });

  it('is a Hindi 404 for an unknown path', async () => {
    const page = await get('/hi/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(rootElement(page.body)).toBe('<html lang="hi">');
    expect(page.body).toContain('पेज नहीं मिला');
  });

  it('opens a page with one address (the dashboard, admin) at that address, with Hindi chosen (decision 045)', async () => {
    for (const [url, to] of [
      ['/hi/mylearning?tab=performance', '/mylearning?tab=performance'],
      ['/hi/admin', '/admin'],
    ] as const) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(302);
      expect(page.headers.location).toBe(to);
      expect(String(page.headers['set-cookie'])).toMatch(/^lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    }
  });

  it('is never mixed up with the English render of the same page made at the same time', async () => {
    const pages = await Promise.all(['/testseries', '/hi/testseries', '/testseries', '/hi/testseries'].map((url) => get(url)));
    expect(pages.map((p) => rootElement(p.body))).toEqual(['<html lang="en">', '<html lang="hi">', '<html lang="en">', '<html lang="hi">']);
    expect(pages[0]!.body).not.toContain('मॉक टेस्ट सीरीज़');
    expect(pages[1]!.body).toContain('मॉक टेस्ट सीरीज़');
  });
});

describe('who is sent to the other address', () => {
  it('a visitor whose cookie chose Hindi, from an English public page to its Hindi one, for them alone', async () => {
    for (const [from, to] of [
      ['/', '/hi'],
      ['/testseries?exam=GATE', '/hi/testseries?exam=GATE'],
      ['/about', '/hi/about'],
      ['/notification', '/hi/notification'],
    ]) {
      const answer = await get(from!, { cookie: 'session=x; lang=hi' });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(to);
      expect(answer.headers.vary).toBe('cookie');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('nobody else: no cookie (a crawler), an English cookie, or a Hindi browser without a choice', async () => {
    for (const headers of [{}, { cookie: 'lang=en' }, { 'accept-language': 'hi' }] as Record<string, string>[]) {
      expect((await get('/testseries', headers)).statusCode).toBe(200);
    }
  });

  it('never from a Hindi address, so no two addresses send to each other', async () => {
    const answer = await get('/hi/testseries', { cookie: 'lang=en' });
    expect(answer.statusCode).toBe(200);
    expect(rootElement(answer.body)).toBe('<html lang="hi">');
  });

  it('never from a page that is not public: it has one address, in the cookie’s language', async () => {
    const answer = await get('/login', { cookie: 'lang=hi' });
    expect(answer.statusCode).toBe(200);
    expect(rootElement(answer.body)).toBe('<html lang="hi">');
  });
});

describe('the sitemap', () => {
  it('lists each public page at both addresses, each naming both', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...response.body.matchAll(/<url><loc>(.*?)<\/loc>(.*?)<\/url>/g)].map((m) => ({ loc: m[1]!, rest: m[2]! }));
    const locations = urls.map((u) => u.loc);
    for (const path of ['/', '/testseries', '/weeklyquiz', '/about', `/testseriesdetail/${seriesId}`]) {
      const hindi = path === '/' ? '/hi' : `/hi${path}`;
      expect(locations).toContain(`${origin}${path}`);
      expect(locations).toContain(`${origin}${hindi}`);
      for (const url of urls.filter((u) => u.loc === `${origin}${path}` || u.loc === `${origin}${hindi}`)) {
        expect(url.rest).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}${path}"/>`);
        expect(url.rest).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${origin}${hindi}"/>`);
        expect(url.rest).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${path}"/>`);
      }
    }
    // as many Hindi addresses as English ones
    expect(locations.filter((loc) => loc.startsWith(`${origin}/hi`)).length * 2).toBe(locations.length);
    expect(locations.some((loc) => loc.includes('/mylearning') || loc.includes('/admin') || loc.includes('/login'))).toBe(false);
  });
});
