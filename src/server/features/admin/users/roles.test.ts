import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, type AdminApi } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { grantRole } from '../../accounts/roles.service.ts';

let t: TestApp;
let api: AdminApi;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
});
afterAll(() => t.close());

describe('assigning roles', () => {
  it("is a god's, audited with the role before and after, and never one's own", async () => {
    const god = await signIn(t.app, { role: 'god', name: 'Asha Rao' });
    const { user } = await signIn(t.app, { name: 'Vikram Seth' });
    const response = await api.call(god, 'PUT', `/api/admin/users/${user.id}/role`, { role: 'master' });
    expect(response.json()).toMatchObject({ success: true, user: { id: user.id, role: 'master' } });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'role.assign')));
    expect(entry).toMatchObject({ actorId: god.user.id, entity: 'user', detail: { before: { role: 'learner' }, after: { role: 'master' } } });
    // who gave it and to whom, as they were then: the entry outlives both accounts (issue 39)
    expect(entry).toMatchObject({ actorName: 'Asha Rao', actorEmail: god.user.email, subjectName: 'Vikram Seth', subjectEmail: user.email });
    expect((await api.call(god, 'PUT', `/api/admin/users/${god.user.id}/role`, { role: 'learner' })).statusCode).toBe(403);
    expect((await api.call(god, 'PUT', `/api/admin/users/${user.id}/role`, { role: 'emperor' })).statusCode).toBe(400);
  });

  it('from the command line (no actor) is audited with whom it gave the role to, as they were then', async () => {
    const { user } = await signIn(t.app, { name: 'Nandini Rao' });
    await grantRole(t.app.db, user.email, 'creator', 'cli');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'role.grant')));
    expect(entry).toMatchObject({
      actorId: null,
      actorName: null,
      subjectName: 'Nandini Rao',
      subjectEmail: user.email,
      detail: { from: 'learner', to: 'creator' },
    });
  });
});
