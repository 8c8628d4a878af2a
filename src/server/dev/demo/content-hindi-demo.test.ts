// The demo in Hindi beside English (issue 30): the published series and the first page of
// notifications reach learners with their Hindi; drafts stay English only, so /admin shows both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { loadDemoContent } from './load.ts';
import { demoNotificationsHindi, demoSeriesHindi } from './content-hindi.ts';
import { demoSeries } from './series.ts';
import { demoNotifications } from './pages.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoContent(t.app.db)).toBe(true);
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const devanagari = /[\u0900-\u097F]/;

describe('the demo in Hindi', () => {
  it('gives every demo series a Hindi title and description, in Devanagari', () => {
    expect(Object.keys(demoSeriesHindi).sort()).toEqual(demoSeries.map((series) => series.slug).sort());
    for (const hindi of Object.values(demoSeriesHindi)) {
      expect(hindi.title).toMatch(devanagari);
      expect(hindi.description).toMatch(devanagari);
    }
  });

  it('serves each published series with its Hindi beside its English in the catalogue', async () => {
    const { testSeries } = await get('/api/testseries/getAllTestSeries');
    expect(testSeries.length).toBeGreaterThanOrEqual(demoSeries.length);
    for (const series of demoSeries) {
      const card = testSeries.find((item: { title: string }) => item.title === series.title);
      expect(card, series.slug).toBeDefined();
      expect(card.hindi).toEqual(demoSeriesHindi[series.slug]);
    }
  });

  it("serves the demo's notifications with their Hindi, and names only notifications the demo has", async () => {
    const slugs = new Set(demoNotifications.map((n) => n.slug));
    for (const slug of Object.keys(demoNotificationsHindi)) expect(slugs.has(slug), slug).toBe(true);
    const { notifications } = await get('/api/notifications?pageSize=50');
    // the master's, and the weekly winner's announcement the server writes in both languages
    const translated = notifications.filter((n: { hindi: unknown }) => n.hindi);
    expect(translated.length).toBe(Object.keys(demoNotificationsHindi).length + 1);
    const winner = notifications.find((n: { slug: string }) => n.slug.startsWith('winner-'));
    expect(winner.hindi.title).toMatch(/के विजेता: /);
    const welcome = await get('/api/notifications/welcome-to-prepverse');
    expect(welcome.hindi).toEqual(demoNotificationsHindi['welcome-to-prepverse']);
    expect(welcome.title).toBe('Welcome to Prepverse');
  });
});
