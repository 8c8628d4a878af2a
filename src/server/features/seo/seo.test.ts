// The pages as a search engine reads them: rendered on the server, with no JavaScript run, and the
// status, head, sitemap and robots.txt that go with them.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import { eq } from 'drizzle-orm';
import { testSeries } from '../../db/schema.ts';
import { publishNotification } from '../content/service.ts';

let t: TestApp;
let webDir: string;
let seriesId: string;
const previousWebDir = process.env.PREPVERSE_WEB_DIR;

beforeAll(async () => {
  // the page template as the build writes it, without building the browser's code
  webDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-seo-'));
  await copyFile('src/web/index.html', path.join(webDir, 'index.html'));
  process.env.PREPVERSE_WEB_DIR = webDir;
  t = await createTestApp({}, { web: 'static' });
  ({ seriesId } = await insertSeries(t.app.db, {
    title: 'GATE CS 2027 Crawlable Series',
    pricePaise: 49900,
    discountPercent: 20,
    createdAt: '2026-01-02T00:00:00Z',
    withTests: true,
  }));
  // written in Markdown, as the admins' editor takes it
  await t.app.db
    .update(testSeries)
    .set({ description: 'Mocks for **GATE CS 2027**, with worked solutions: a wrong answer costs $-\\tfrac{1}{3}$ of its marks.' })
    .where(eq(testSeries.id, seriesId));
  await insertSeries(t.app.db, { title: 'Hidden Draft Series', pricePaise: 0, discountPercent: 0, status: 'draft', createdAt: '2026-01-03T00:00:00Z' });
  await publishNotification(t.app.db, {
    slug: 'results-out',
    title: 'Weekly quiz results are out',
    body: 'Congratulations to **every learner** who took part: the full leaderboard is live.',
  });
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
  if (previousWebDir === undefined) delete process.env.PREPVERSE_WEB_DIR;
  else process.env.PREPVERSE_WEB_DIR = previousWebDir;
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The text a reader without JavaScript sees in #root, tags removed. */
function bodyText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('public pages rendered on the server', () => {
  it('lists the published series with links to each, and no draft', async () => {
    const response = await page('/testseries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(bodyText(response.body)).toContain('GATE CS 2027 Crawlable Series');
    expect(bodyText(response.body)).not.toContain('Hidden Draft Series');
    expect(response.body).toContain(`href="/testseriesdetail/${seriesId}"`);
    expect(headOf(response.body)).toContain('<title>Test Series – Prepverse</title>');
    expect(headOf(response.body)).toMatch(/<meta name="description" content="[^"]{50,}"/);
  });

  it('gives /TestSeries the canonical address /testseries', async () => {
    const response = await page('/TestSeries');
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body)).toContain('<link rel="canonical" href="http://localhost:3000/testseries" />');
  });

  it("shows a series' tests to a visitor, with Course data and a link preview", async () => {
    const response = await page(`/testseriesdetail/${seriesId}`);
    expect(response.statusCode).toBe(200);
    const text = bodyText(response.body);
    for (const title of ['GATE CS 2027 Crawlable Series', 'Easy Subject Test', 'Full Subject Test', 'GATE Level Test', 'Sign In to Enroll']) {
      expect(text).toContain(title);
    }
    expect(text).not.toContain('Unfinished Draft Test');
    // the description drawn as Markdown with its formula, for a reader without JavaScript too
    expect(response.body).toContain('<strong>GATE CS 2027</strong>');
    expect(response.body).toMatch(/class="katex"/);
    expect(text).not.toContain('**');
    const head = headOf(response.body);
    expect(head).toContain('<meta property="og:title" content="GATE CS 2027 Crawlable Series – Prepverse" />');
    // and as its words in the head: no Markdown or LaTeX in a link preview
    expect(head).toMatch(/<meta name="description" content="[^"]*Mocks for GATE CS 2027, with worked solutions: a wrong answer costs −1\/3 of its marks\."/);
    expect(head).toContain('<meta property="og:image" content="http://localhost:3000/banners/fixture.svg" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      '@type': 'Course',
      name: 'GATE CS 2027 Crawlable Series',
      offers: { '@type': 'Offer', price: '399.20', priceCurrency: 'INR', category: 'Paid' },
    });
  });

  it("shows a notification's text, as an article", async () => {
    const response = await page('/notification/results-out');
    expect(response.statusCode).toBe(200);
    expect(bodyText(response.body)).toContain('the full leaderboard is live');
    expect(headOf(response.body)).toContain('<meta property="og:type" content="article" />');
    expect(bodyText((await page('/notification')).body)).toContain('Weekly quiz results are out');
  });

  it('sends the state it rendered from, so the browser takes the page over without asking again', async () => {
    const response = await page('/testseries');
    const state = /<script type="application\/json" id="pv-ssr-state">(.*?)<\/script>/.exec(response.body);
    const queries = (JSON.parse(state![1]!) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey.join('/'));
    expect(queries).toEqual(expect.arrayContaining(['auth/session', 'site', 'test-series/list']));
    // React's own swapping scripts would be refused by the Content-Security-Policy
    expect(response.body).not.toMatch(/<script>/);
  });

  it('renders the navbar of the signed-in learner who asked', async () => {
    const { cookie } = await signIn(t.app, { name: 'Ishaan Verma' });
    const response = await page('/testseries', cookie);
    expect(bodyText(response.body)).toContain('Ishaan Verma');
  });
});

describe('not found', () => {
  it.each(['/no-such-page', '/testseries/extra', `/testseriesdetail/00000000-0000-4000-8000-000000000000`, '/notification/no-such-news', '/notfound'])(
    '%s answers 404 with the not-found page',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it('an unknown path shows the not-found page', async () => {
    expect(bodyText((await page('/no-such-page')).body)).toContain('Page not found');
  });

  it('an unknown API path is still JSON', async () => {
    const response = await page('/api/no-such-endpoint');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('pages search engines leave alone', () => {
  it.each(['/mylearning', '/userdetail', '/admin', `/checkout/u/${'0'.repeat(8)}`, '/givetest/a/b/c', '/weeklyquiz/GATE/u/q', '/login'])(
    '%s is the app shell, marked noindex',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(response.body).not.toContain('pv-ssr-state');
    },
  );
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages, each published series and each notification', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        'http://localhost:3000/',
        'http://localhost:3000/testseries',
        'http://localhost:3000/weeklyquiz',
        'http://localhost:3000/terms',
        `http://localhost:3000/testseriesdetail/${seriesId}`,
        'http://localhost:3000/notification/results-out',
      ]),
    );
    expect(locations.some((loc) => loc?.includes('/mylearning') || loc?.includes('/admin'))).toBe(false);
  });

  it('keeps crawlers out of attempts, checkout, the dashboard and admin, and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.headers['content-type']).toContain('text/plain');
    for (const rule of [
      'Disallow: /givetest/',
      'Disallow: /checkout/',
      'Disallow: /mylearning',
      'Disallow: /admin',
      'Sitemap: http://localhost:3000/sitemap.xml',
    ]) {
      expect(response.body).toContain(rule);
    }
  });
});
