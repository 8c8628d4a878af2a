// Issue 30: a page the server renders comes out in the learner's language. The `lang` cookie the
// header's switch writes decides; without it (a first visit) the browser's Accept-Language does; and
// the page's <html lang> says which it is, so the browser takes it over in the same language.
import { mkdtemp, copyFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let webDir: string;
const previousWebDir = process.env.PREPVERSE_WEB_DIR;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-page-language-'));
  await copyFile('src/web/index.html', path.join(webDir, 'index.html'));
  process.env.PREPVERSE_WEB_DIR = webDir;
  t = await createTestApp({}, { web: 'static' });
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
  if (previousWebDir === undefined) delete process.env.PREPVERSE_WEB_DIR;
  else process.env.PREPVERSE_WEB_DIR = previousWebDir;
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const rootElement = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe('the language a rendered page comes out in', () => {
  it('is English, as today, for a visitor who asked for nothing else', async () => {
    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(rootElement(page.body)).toBe('<html lang="en">');
    expect(page.body).toContain('Page not found');
    expect(page.body).toContain('Test Series');
  });

  it('is Hindi when the remembered choice (the lang cookie) says so', async () => {
    const page = await get('/no-such-page', { cookie: 'lang=hi' });
    expect(page.statusCode).toBe(404);
    expect(rootElement(page.body)).toBe('<html lang="hi">');
    expect(page.body).toMatch(/<h1[^>]*>पेज नहीं मिला<\/h1>/);
    expect(page.body).toContain('टेस्ट सीरीज़');
    expect(page.body).not.toContain('Page not found');
  });

  it("is the browser's language on a first visit, and the cookie wins over it after a choice", async () => {
    const first = await get('/no-such-page', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(rootElement(first.body)).toBe('<html lang="hi">');
    expect(first.body).toContain('पेज नहीं मिला');
    expect(first.headers.vary).toMatch(/accept-language/);

    const chosen = await get('/no-such-page', { 'accept-language': 'hi-IN,hi;q=0.9', cookie: 'lang=en' });
    expect(rootElement(chosen.body)).toBe('<html lang="en">');
    expect(chosen.body).toContain('Page not found');

    // a language we do not speak reads English; so does a cookie we did not write
    expect(rootElement((await get('/no-such-page', { 'accept-language': 'ta-IN, fr;q=0.5' })).body)).toBe('<html lang="en">');
    expect(rootElement((await get('/no-such-page', { cookie: 'lang=xx', 'accept-language': 'en-GB' })).body)).toBe('<html lang="en">');
  });

  it('renders the public pages in Hindi at their Hindi address: the landing page and the catalogue', async () => {
    // the cookie's choice takes the visitor there (decision 036)
    const redirected = await get('/', { cookie: 'lang=hi' });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/hi');
    const landing = await get('/hi', { cookie: 'lang=hi' });
    expect(landing.statusCode).toBe(200);
    expect(rootElement(landing.body)).toBe('<html lang="hi">');
    expect(landing.body).toContain('साप्ताहिक क्विज़');
    expect(landing.body).toMatch(/<h1[^>]*>GATE और UGC NET की तैयारी वैसे करें/);
    // the FAQ, and the FAQPage structured data search engines read, in the page's language
    expect(landing.body).toContain('अभ्यर्थियों के सवाल');
    expect(landing.body).toMatch(/application\/ld\+json">[^<]*क्या Prepverse मुफ़्त है\?/);

    const listing = await get('/hi/testseries', { cookie: 'lang=hi' });
    expect(listing.statusCode).toBe(200);
    expect(rootElement(listing.body)).toBe('<html lang="hi">');
    expect(listing.body).toMatch(/<h1[^>]*>GATE और UGC NET के लिए मॉक टेस्ट सीरीज़<\/h1>/);
    expect(listing.body).toContain('<title>टेस्ट सीरीज़');
  });

  it('marks the shell of a page drawn in the browser with the language too', async () => {
    const page = await get('/my-learning', { cookie: 'lang=hi' });
    expect(rootElement(page.body)).toBe('<html lang="hi">');
  });
});
