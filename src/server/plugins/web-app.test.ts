// The built files as the browser gets them: how long it may keep each, and the build's .br and .gz
// copies sent for its Accept-Encoding, and the chunks a page's HTML names. A tiny build in a temporary
// directory stands in for dist/web.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loadTestFixtures, type E2eFixtureIds } from '../../test/e2e-fixtures.ts';
import { enrolledLearner, examApi } from '../../test/exam-api.ts';
import { signIn } from '../../test/app.ts';
import { EXAM_DATA_ELEMENT_ID, examDataScript, type ExamPageData } from '../../web/features/exam/page-data.ts';
import { staticCacheControl } from './web-app.ts';

let t: TestApp;
let webDir: string;
const previousWebDir = process.env.PREPVERSE_WEB_DIR;
const script = `export const questions = [${Array.from({ length: 200 }, (_, i) => `'question ${i}'`).join(', ')}];\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// two lazy pages of the build: the listing (rendered on the server) and an attempt (the shell)
const manifest = {
  'index.html': { file: 'assets/main-Ab12Cd34.js' },
  'features/test-series/pages/test-series-page.tsx': { file: 'assets/series-Zz.js', imports: ['index.html'], css: ['assets/series-Zz.css'] },
  'features/exam/pages/take-test-page.tsx': { file: 'assets/exam-Yy.js', imports: ['index.html', '_markdown-Xx.js'] },
  '_markdown-Xx.js': { file: 'assets/markdown-Xx.js', css: ['assets/markdown-Xx.css'] },
};

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-web-app-'));
  await mkdir(path.join(webDir, 'assets'));
  await copyFile('src/web/index.html', path.join(webDir, 'index.html'));
  await writeFile(path.join(webDir, 'assets', 'main-Ab12Cd34.js'), script);
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // the build's own step writes the compressed copies
  await promisify(execFile)(process.execPath, ['scripts/precompress.mjs', webDir]);
  process.env.PREPVERSE_WEB_DIR = webDir;
  t = await createTestApp({}, { web: 'static' });
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
  if (previousWebDir === undefined) delete process.env.PREPVERSE_WEB_DIR;
  else process.env.PREPVERSE_WEB_DIR = previousWebDir;
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('built files', () => {
  it('lets the browser keep a hashed asset for a year, unchanged, whatever the encoding', async () => {
    for (const acceptEncoding of [undefined, 'gzip', 'br, gzip']) {
      const response = await get('/assets/main-Ab12Cd34.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toContain('accept-encoding');
    }
  });

  it("sends the build's .br copy to a browser that takes brotli, and its .gz copy to one that takes gzip", async () => {
    const onDisk = path.join(webDir, 'assets', 'main-Ab12Cd34.js');
    const br = await get('/assets/main-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(await readFile(`${onDisk}.br`))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);

    const gzip = await get('/assets/main-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(await readFile(`${onDisk}.gz`))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);

    const plain = await get('/assets/main-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never serves a compressed copy as a file of its own', async () => {
    const response = await get('/assets/main-Ab12Cd34.js.br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('keeps the favicon a short while: its name does not change between builds', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('has the browser check index.html and every page each time, and compresses the rendered page', async () => {
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    const page = await get('/testseries', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/cookie.*accept-encoding/);
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<div id="root">');
  });

  it("names a page's own chunks in its HTML: stylesheets for a rendered page, scripts too for the shell", async () => {
    const listing = (await get('/testseries')).body;
    expect(listing).toContain('<link rel="stylesheet" crossorigin href="/assets/series-Zz.css">');
    expect(listing).not.toContain('modulepreload');

    const attempt = (await get('/givetest/u1/s1/t1')).body;
    const head = attempt.slice(0, attempt.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/exam-Yy.js">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/markdown-Xx.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/markdown-Xx.css">');
    expect(head).not.toContain('series-Zz');
    expect((await get('/.vite/manifest.json')).headers['content-type']).toContain('text/html');
  });

  it("still answers an unknown API path with the API's 404, not a page", async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'no-such-endpoint' });
  });
});

describe('staticCacheControl', () => {
  it('names the policy of each kind of built file', () => {
    expect(staticCacheControl(path.join('assets', 'index-B-Oz0Vbl.js'))).toBe(IMMUTABLE);
    expect(staticCacheControl(path.join('assets', 'index-B-Oz0Vbl.js.br'))).toBe(IMMUTABLE);
    expect(staticCacheControl('index.html')).toBe('no-cache');
    expect(staticCacheControl('index.html.gz')).toBe('no-cache');
    expect(staticCacheControl(path.join('banners', 'gate.svg'))).toBe('public, max-age=3600');
  });
});

describe("an exam page's HTML", () => {
  let fixtures: E2eFixtureIds;
  beforeAll(async () => {
    fixtures = await loadTestFixtures(t.app.db);
  });

  const firstTest = () => Object.values(fixtures.tests)[0]!;
  const examPage = (userId: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/givetest/${userId}/${fixtures.seriesId}/${firstTest()}`, headers: cookie ? { cookie } : {} });
  const examDataOf = (html: string): ExamPageData | null => {
    const match = new RegExp(`<script type="application/json" id="${EXAM_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
    return match ? (JSON.parse(match[1]!) as ExamPageData) : null;
  };

  it('carries the session, the test and its paper, read as the learner, kept by no shared cache', async () => {
    const learner = await enrolledLearner(t.app, fixtures.seriesId);
    const paperFromApi = () =>
      t.app.inject({ method: 'GET', url: `/api/testseries/paper/${fixtures.seriesId}/${firstTest()}`, headers: { cookie: learner.cookie } });
    // before the start the instructions need no questions, and the learner may not read them yet (decision 039)
    const instructions = await examPage(learner.userId, learner.cookie);
    expect(instructions.statusCode).toBe(200);
    const unstarted = examDataOf(instructions.body);
    expect(unstarted?.exam).toMatchObject({ kind: 'test', data: { attempted: false, attempt: null, test: { _id: firstTest() } } });
    expect(unstarted?.paper).toBeNull();
    expect((await paperFromApi()).statusCode).toBe(403);

    const started = await examApi(t.app, fixtures.seriesId).start(learner, firstTest());
    expect(started.statusCode).toBe(200);
    const response = await examPage(learner.userId, learner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const data = examDataOf(response.body);
    expect(data?.session.id).toBe(learner.userId);
    expect(data?.exam).toMatchObject({ kind: 'test', data: { attempted: false, test: { _id: firstTest() } } });
    // the very answers the API gives the learner's own browser
    const fromApi = await paperFromApi();
    expect(fromApi.statusCode).toBe(200);
    expect(data?.paper).toEqual(fromApi.json());
    expect(JSON.stringify(data?.paper)).not.toMatch(/correct|explanation/i);
  });

  it("carries nothing for a learner not enrolled, for another learner's address, or for a visitor signed out", async () => {
    const stranger = await signIn(t.app);
    const enrolled = await enrolledLearner(t.app, fixtures.seriesId);
    for (const [userId, cookie] of [
      [stranger.user.id, stranger.cookie],
      [enrolled.userId, stranger.cookie],
      [enrolled.userId, undefined],
    ] as const) {
      const response = await examPage(userId, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain(EXAM_DATA_ELEMENT_ID);
    }
  });

  it('cannot be ended early by a question that holds </script>', () => {
    const script = examDataScript({ paper: { questions: [{ text: '</script><script>alert(1)</script>' }] } } as unknown as ExamPageData);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ paper: { questions: [{ text: '</script><script>alert(1)</script>' }] } });
  });
});
