// Issue 30: a server-rendered public page draws what admins wrote in the request's language: the
// Hindi of a series or a notification inside lang="hi" for a Hindi reader, the English otherwise.
// The API answers the same for both (the page picks), so no cache holds a page's data per language.
import { mkdtemp, copyFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app.ts';
import { adminApi } from '../../test/admin-api.ts';
import { localizedPath } from '../../shared/locale-paths.ts';

let t: TestApp;
let webDir: string;
let seriesId = '';
const previousWebDir = process.env.PREPVERSE_WEB_DIR;

const SERIES = { title: 'UGC NET Paper 1 Crash Course', hindi: { title: 'यूजीसी नेट पेपर 1 क्रैश कोर्स', description: 'शिक्षण अभिरुचि के दस छोटे टेस्ट।' } };
const NOTIFICATION = { title: 'Paper 1 crash course is live', hindi: { title: 'पेपर 1 क्रैश कोर्स शुरू', body: 'आज से **दस टेस्ट** उपलब्ध हैं।' } };

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-content-language-'));
  await copyFile('src/web/index.html', path.join(webDir, 'index.html'));
  process.env.PREPVERSE_WEB_DIR = webDir;
  t = await createTestApp({}, { web: 'static' });
  const api = adminApi(t.app);
  const master = await signIn(t.app, { role: 'master' });
  const series = (
    await api.createSeries(master, { title: SERIES.title, exam: 'UGC NET', description: 'Ten short tests on teaching aptitude.', hindi: SERIES.hindi })
  ).json().series;
  seriesId = series.id;
  await api.publish(master, 'series', seriesId);
  const body = { title: NOTIFICATION.title, slug: 'paper-1-crash-course', body: 'Ten tests from **today**.', hindi: NOTIFICATION.hindi };
  const notification = (await api.call(master, 'POST', '/api/admin/notifications', body)).json().notification;
  await api.call(master, 'POST', `/api/admin/notifications/${notification.id}/publish`);
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
  if (previousWebDir === undefined) delete process.env.PREPVERSE_WEB_DIR;
  else process.env.PREPVERSE_WEB_DIR = previousWebDir;
});

/** A public page at its address in the reader's language ('/hi/…' for Hindi, decision 036), the cookie saying the same. */
const page = async (url: string, language: 'en' | 'hi') => {
  const response = await t.app.inject({ method: 'GET', url: localizedPath(url, language), headers: { cookie: `lang=${language}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe("admins' content on a rendered page", () => {
  it("draws a series' Hindi title and description in the catalogue for a Hindi reader, the English for an English one", async () => {
    const hindi = await page('/testseries', 'hi');
    expect(hindi).toMatch(new RegExp(`<h3[^>]*lang="hi"[^>]*><a[^>]*>${SERIES.hindi.title}</a></h3>`));
    expect(hindi).toContain('<span lang="hi">शिक्षण अभिरुचि के दस छोटे टेस्ट।</span>');
    const english = await page('/testseries', 'en');
    expect(english).toMatch(new RegExp(`<h3[^>]*><a[^>]*>${SERIES.title}</a></h3>`));
    expect(english).not.toContain(SERIES.hindi.title.slice(0, 8) + '</a>');
  });

  it("heads the series' page and titles it in Hindi", async () => {
    const hindi = await page(`/testseriesdetail/${seriesId}`, 'hi');
    expect(hindi).toMatch(new RegExp(`<h1[^>]*lang="hi"[^>]*>${SERIES.hindi.title}</h1>`));
    expect(hindi).toContain(`<title>${SERIES.hindi.title}`);
  });

  it('lists and shows a notification in Hindi', async () => {
    const list = await page('/notification', 'hi');
    expect(list).toContain(`<span lang="hi">${NOTIFICATION.hindi.title}</span>`);
    const one = await page('/notification/paper-1-crash-course', 'hi');
    expect(one).toMatch(new RegExp(`<h1[^>]*lang="hi"[^>]*>${NOTIFICATION.hindi.title}</h1>`));
    expect(one).toContain('<strong>दस टेस्ट</strong>');
    const english = await page('/notification/paper-1-crash-course', 'en');
    expect(english).toMatch(new RegExp(`<h1[^>]*>${NOTIFICATION.title}</h1>`));
  });
});
