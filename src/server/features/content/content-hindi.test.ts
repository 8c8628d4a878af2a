// Issue 30: the Hindi version of what admins write for learners: a series' title and description, a
// notification's title and body. Stored beside the English (migration 0014), carried to learners
// beside it, so a page in either language picks without a second request or a second cache entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { adminApi, type AdminApi, type AdminCaller } from '../../../test/admin-api.ts';
import { notificationHindi, seriesHindi } from '../../../shared/api/content-hindi.ts';
import { notificationInput } from '../../../shared/api/admin-notifications.ts';
import { seriesInput } from '../../../shared/api/admin-content.ts';
import { auditLog } from '../../db/site-schema.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller;
let learner: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
  learner = await signIn(t.app);
});
afterAll(() => t.close());

const SERIES_HINDI = { title: 'यूजीसी नेट पेपर 1 मॉक सीरीज़', description: 'शिक्षण और **शोध अभिरुचि** के पूरे मॉक टेस्ट।' };
const NOTIFICATION_HINDI = { title: 'यूजीसी नेट दिसंबर 2026: परीक्षा तिथियाँ घोषित', body: 'परीक्षा **15 दिसंबर** से शुरू होगी।' };

describe('the contracts', () => {
  it('keep the English required and the Hindi optional, and refuse a Hindi version without its title or body', () => {
    expect(seriesInput.parse({ title: 'UGC NET', exam: 'UGC NET', year: 2026, priceRupees: 0 }).hindi).toBeNull();
    expect(seriesHindi.safeParse({ title: '  ', description: 'x' }).error?.issues[0]?.message).toBe('Enter the Hindi title, or remove the Hindi version.');
    expect(seriesHindi.parse({ title: 'शीर्षक' })).toEqual({ title: 'शीर्षक', description: '' });
    expect(notificationHindi.safeParse({ title: 'शीर्षक', body: ' ' }).error?.issues[0]?.message).toBe('Write the Hindi text, or remove the Hindi version.');
    expect(notificationInput.safeParse({ title: '', body: 'x', hindi: NOTIFICATION_HINDI }).success).toBe(false);
    expect(notificationInput.parse({ title: 'T', body: 'B' }).hindi).toBeNull();
  });
});

describe('a test series in Hindi', () => {
  let seriesId = '';

  it('is saved with the English, answered to the admin, audited, and changed or removed by an edit', async () => {
    const created = await api.createSeries(master, { title: 'UGC NET Hindi Test Series', description: 'English words', hindi: SERIES_HINDI });
    expect(created.statusCode).toBe(200);
    const { series } = created.json();
    seriesId = series.id;
    expect(series).toMatchObject({ title: 'UGC NET Hindi Test Series', hindi: SERIES_HINDI });
    expect((await api.call(master, 'GET', `/api/admin/series/${seriesId}`)).json().series.hindi).toEqual(SERIES_HINDI);

    const edited = await api.call(master, 'PATCH', `/api/admin/series/${seriesId}`, { hindi: { ...SERIES_HINDI, title: 'यूजीसी नेट हिंदी सीरीज़' } });
    expect(edited.json().series).toMatchObject({ title: 'UGC NET Hindi Test Series', hindi: { title: 'यूजीसी नेट हिंदी सीरीज़' } });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'series.edit'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.detail).toMatchObject({ before: { hindi: { title: SERIES_HINDI.title } }, after: { hindi: { title: 'यूजीसी नेट हिंदी सीरीज़' } } });

    // an edit that leaves the Hindi out keeps it
    const english = await api.call(master, 'PATCH', `/api/admin/series/${seriesId}`, { description: 'New English words' });
    expect(english.json().series.hindi.title).toBe('यूजीसी नेट हिंदी सीरीज़');
    await api.call(master, 'PATCH', `/api/admin/series/${seriesId}`, { hindi: SERIES_HINDI });
  });

  it('refuses a Hindi version with an empty title, in the API and in the database', async () => {
    const refused = await api.call(master, 'PATCH', `/api/admin/series/${seriesId}`, { hindi: { title: '', description: 'x' } });
    expect(refused.statusCode).toBe(400);
    await expect(t.app.db.execute(sql`update test_series set hindi = '{"title": " ", "description": ""}'::jsonb where id = ${seriesId}`)).rejects.toThrow();
  });

  it('reaches learners beside the English in the listing, the summary and a search by its Hindi title', async () => {
    expect((await api.publish(master, 'series', seriesId)).statusCode).toBe(200);
    const list = (await api.call(learner, 'GET', '/api/testseries/getAllTestSeries')).json().testSeries as {
      testSeriesId: string;
      title: string;
      hindi: unknown;
    }[];
    expect(list.find((card) => card.testSeriesId === seriesId)).toMatchObject({
      title: 'UGC NET Hindi Test Series',
      description: 'New English words',
      hindi: SERIES_HINDI,
    });
    const summary = (await api.call(learner, 'GET', `/api/testseries/summary/${seriesId}`)).json().testSeries;
    expect(summary.hindi).toEqual(SERIES_HINDI);
    const found = (await api.call(learner, 'GET', `/api/testseries/getAllTestSeries?search=${encodeURIComponent('मॉक सीरीज़')}`)).json().testSeries;
    expect(found.map((card: { testSeriesId: string }) => card.testSeriesId)).toEqual([seriesId]);
  });

  it('is null for a series in English only, and removed by sending null', async () => {
    const plain = (await api.createSeries(master, { title: 'GATE English Only' })).json().series;
    expect(plain.hindi).toBeNull();
    const removed = await api.call(master, 'PATCH', `/api/admin/series/${seriesId}`, { hindi: null });
    expect(removed.json().series.hindi).toBeNull();
    const summary = (await api.call(learner, 'GET', `/api/testseries/summary/${seriesId}`)).json().testSeries;
    expect(summary.hindi).toBeNull();
  });
});

describe('a notification in Hindi', () => {
  let id = '';
  let slug = '';

  it('is saved with the English and reaches learners in the list (title and excerpt) and on its page', async () => {
    const created = await api.call(master, 'POST', '/api/admin/notifications', {
      title: 'UGC NET December 2026: dates out',
      body: 'The exam starts on **15 December**.',
      hindi: NOTIFICATION_HINDI,
    });
    expect(created.statusCode).toBe(200);
    ({ id, slug } = created.json().notification);
    expect(created.json().notification.hindi).toEqual(NOTIFICATION_HINDI);
    await api.call(master, 'POST', `/api/admin/notifications/${id}/publish`);

    const list = (await api.call(learner, 'GET', '/api/notifications')).json().notifications;
    expect(list.find((n: { slug: string }) => n.slug === slug)).toMatchObject({
      title: 'UGC NET December 2026: dates out',
      excerpt: 'The exam starts on 15 December.',
      hindi: { title: NOTIFICATION_HINDI.title, excerpt: 'परीक्षा 15 दिसंबर से शुरू होगी।' },
    });
    const page = (await api.call(learner, 'GET', `/api/notifications/${slug}`)).json();
    expect(page).toMatchObject({ body: 'The exam starts on **15 December**.', hindi: NOTIFICATION_HINDI });
  });

  it('refuses a Hindi version without its body, keeps it through an English edit, and drops it for null', async () => {
    const refused = await api.call(master, 'PATCH', `/api/admin/notifications/${id}`, { hindi: { title: 'शीर्षक', body: '' } });
    expect(refused.statusCode).toBe(400);
    const english = await api.call(master, 'PATCH', `/api/admin/notifications/${id}`, { title: 'UGC NET December 2026: the dates' });
    expect(english.json().notification.hindi).toEqual(NOTIFICATION_HINDI);
    await expect(t.app.db.execute(sql`update notifications set hindi = '{"title": "शीर्षक", "body": ""}'::jsonb where id = ${id}`)).rejects.toThrow();
    const removed = await api.call(master, 'PATCH', `/api/admin/notifications/${id}`, { hindi: null });
    expect(removed.json().notification.hindi).toBeNull();
    const list = (await api.call(learner, 'GET', '/api/notifications')).json().notifications;
    expect(list.find((n: { slug: string }) => n.slug === slug).hindi).toBeNull();
  });
});
