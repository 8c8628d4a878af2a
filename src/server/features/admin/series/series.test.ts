import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { enrolments, payments } from '../../../db/schema.ts';
import { auditLog } from '../../../db/site-schema.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller & { id: string };
let master: AdminCaller & { id: string };

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  const c = await signIn(t.app, { role: 'creator' });
  const m = await signIn(t.app, { role: 'master' });
  creator = { cookie: c.cookie, id: c.user.id };
  master = { cookie: m.cookie, id: m.user.id };
});
afterAll(() => t.close());

describe('test series authoring', () => {
  it('stores the price in paise and answers with the learner card and its final price', async () => {
    const response = await api.createSeries(creator, { priceRupees: 299.4, discountPercent: 10, description: '**Bold** plan', image: '/images/gate.png' });
    expect(response.statusCode).toBe(200);
    const { series } = response.json();
    expect(series).toMatchObject({ status: 'draft', pricePaise: 29940, discountPercent: 10, description: '**Bold** plan' });
    expect(series.card).toMatchObject({ pricePaise: 29940, discountPaise: 2994, finalPricePaise: 26946, finalPrice: 269.46, finalPriceLabel: '₹269.46' });
  });

  it("shows 'FREE' at a 100 % discount", async () => {
    const { series } = (await api.createSeries(creator, { priceRupees: 499, discountPercent: 100 })).json();
    expect(series.card).toMatchObject({ finalPricePaise: 0, finalPriceLabel: 'FREE' });
  });

  it('refuses a price with fractions of a paisa, a negative price, a bad discount and an image that is no path or address', async () => {
    for (const body of [{ priceRupees: 10.005 }, { priceRupees: -1 }, { discountPercent: 101 }, { discountPercent: 12.5 }, { image: 'javascript:alert(1)' }]) {
      const response = await api.createSeries(creator, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'invalid-input' });
    }
  });

  it('takes a banner only from this site (an upload or one of its files), never another host', async () => {
    for (const image of [
      'https://images.example/banner.png',
      'http://images.example/banner.png',
      '//images.example/banner.png',
      '/\\images.example/banner.png',
    ]) {
      const response = await api.createSeries(creator, { image });
      expect(response.statusCode, image).toBe(400);
      expect(response.json(), image).toEqual({
        success: false,
        code: 'invalid-input',
        message: 'Invalid image: Upload the image: a banner is a file on this site (a path starting with /).',
        // the refusal's kind and field, for a page that words it in its own language
        reason: 'invalid-field',
        field: 'image',
      });
    }
    const uploaded = await api.createSeries(creator, { image: '/uploads/2026/11/banner-3f2a.png' });
    expect(uploaded.statusCode).toBe(200);
  });

  it('changes only the fields an edit sends', async () => {
    const id = idOf(await api.createSeries(creator, { description: 'Kept', image: '/banners/default.svg', discountPercent: 100 }), 'series');
    const edited = (await api.call(creator, 'PATCH', `/api/admin/series/${id}`, { year: 2028 })).json().series;
    expect(edited).toMatchObject({ year: 2028, description: 'Kept', image: '/banners/default.svg', discountPercent: 100 });
  });

  it('writes each change to the audit log with who, what and the row before and after', async () => {
    const id = idOf(await api.createSeries(creator, { title: 'Before' }), 'series');
    expect((await api.call(creator, 'PATCH', `/api/admin/series/${id}`, { title: 'After', priceRupees: 99 })).statusCode).toBe(200);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'test_series'), eq(auditLog.entityId, id), eq(auditLog.action, 'series.edit')))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorId: creator.id, action: 'series.edit', entity: 'test_series', entityId: id });
    expect(entry!.detail).toMatchObject({ before: { title: 'Before', pricePaise: 0 }, after: { title: 'After', pricePaise: 9900 } });
  });

  it('lets a creator edit a draft but not a published series; a master may', async () => {
    const id = idOf(await api.createSeries(creator), 'series');
    expect((await api.publish(creator, 'series', id)).statusCode).toBe(403);
    expect((await api.publish(master, 'series', id)).json().series.status).toBe('published');
    expect((await api.call(creator, 'PATCH', `/api/admin/series/${id}`, { title: 'Sneaky' })).statusCode).toBe(403);
    expect((await api.call(master, 'PATCH', `/api/admin/series/${id}`, { title: 'Fixed' })).json().series.title).toBe('Fixed');
    expect((await api.unpublish(master, 'series', id)).json().series.status).toBe('archived');
    // unpublished once live: still a master's to edit
    expect((await api.call(creator, 'PATCH', `/api/admin/series/${id}`, { title: 'Sneaky' })).statusCode).toBe(403);
    const actions = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual(['series.create', 'series.publish', 'series.edit', 'series.unpublish']);
  });
});

describe('deleting a series', () => {
  it('is refused with 409 while it has paying learners; unpublishing still works', async () => {
    const id = idOf(await api.createSeries(master, { priceRupees: 100 }), 'series');
    await api.publish(master, 'series', id);
    const learner = await signIn(t.app);
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        userId: learner.user.id,
        seriesId: id,
        receiptNumber: `R-${id}`,
        originalPricePaise: 10000,
        discountPercent: 0,
        amountPaise: 10000,
        status: 'paid',
      })
      .returning();
    await t.app.db.insert(enrolments).values({ userId: learner.user.id, seriesId: id, source: 'paid', paymentId: payment!.id });

    const response = await api.call(master, 'DELETE', `/api/admin/series/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'has-paying-learners',
      message: 'This test series has paying learners, so it cannot be deleted: unpublish it instead.',
    });
    expect((await api.unpublish(master, 'series', id)).statusCode).toBe(200);
    expect((await api.call(master, 'GET', `/api/admin/series/${id}`)).statusCode).toBe(200);
  });

  it('deletes a series without paying learners (free enrolments go with it), audited', async () => {
    const id = idOf(await api.createSeries(master), 'series');
    idOf(await api.createTest(master, id), 'test');
    const learner = await signIn(t.app);
    await t.app.db.insert(enrolments).values({ userId: learner.user.id, seriesId: id, source: 'free' });
    expect((await api.call(creator, 'DELETE', `/api/admin/series/${id}`)).statusCode).toBe(403);
    expect((await api.call(master, 'DELETE', `/api/admin/series/${id}`)).json()).toEqual({ success: true });
    expect((await api.call(master, 'GET', `/api/admin/series/${id}`)).statusCode).toBe(404);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'series.delete')));
    expect(entry).toMatchObject({ actorId: master.id, detail: { before: { id, removedEnrolments: 1 }, after: null } });
  });
});
