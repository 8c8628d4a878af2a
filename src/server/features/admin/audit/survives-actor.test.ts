// Issue 39 point 3: the audit trail survives its actor. Each entry keeps its actor's name and e-mail
// (and, for an entry about a user, that user's) as they were when it was written; a creator and a
// master make changes, a god takes their roles away, they delete their accounts, and the log still
// names them on every entry, while a renamed account shows its name then and now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import type { AuditEntryView } from '../../../../shared/api/audit.ts';
import { users } from '../../../db/schema.ts';

let t: TestApp;
let api: AdminApi;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
});
afterAll(() => t.close());

const list = async (who: AdminCaller, query: string): Promise<AuditEntryView[]> => {
  const response = await api.call(who, 'GET', `/api/admin/audit?${query}&pageSize=100`);
  expect(response.statusCode, query).toBe(200);
  return response.json<{ entries: AuditEntryView[] }>().entries;
};

describe('an audit entry', () => {
  it('still names a creator and a master by name and e-mail after a god took their roles away and they deleted their accounts', async () => {
    const god = await signIn(t.app, { role: 'god', name: 'Asha Rao' });
    const creator = await signIn(t.app, { role: 'creator', name: 'Meera Nair' });
    const master = await signIn(t.app, { role: 'master', name: 'Kabir Das' });
    const question = idOf(await api.createQuestion(creator, { text: 'Survives: what is $2 + 5$?' }), 'question');
    expect((await api.call(creator, 'POST', `/api/admin/review/${question}/submit`, { note: 'Ready' })).statusCode).toBe(200);
    const series = idOf(await api.createSeries(master, { title: 'Kabir’s series' }), 'series');

    for (const staff of [creator, master]) {
      expect((await api.call(god, 'PUT', `/api/admin/users/${staff.user.id}/role`, { role: 'learner' })).statusCode).toBe(200);
      const deleted = await api.call(staff, 'POST', '/api/account/delete', { email: staff.user.email });
      expect(deleted.statusCode).toBe(200);
    }
    // the accounts are erased: nothing live names them any more
    const rows = await t.app.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(rows[0]).toMatchObject({ name: 'Deleted learner', deletedAt: expect.any(Date) });

    const meera = { id: creator.user.id, name: 'Meera Nair', email: creator.user.email, deleted: true, now: null };
    const kabir = { id: master.user.id, name: 'Kabir Das', email: master.user.email, deleted: true, now: null };
    const asha = { id: god.user.id, name: 'Asha Rao', email: god.user.email, deleted: false, now: null };

    const byCreator = await list(god, `actor=${creator.user.id}`);
    expect(byCreator.map((entry) => entry.action)).toEqual(['account.delete', 'question.submit', 'question.create']);
    for (const entry of byCreator) expect(entry.actor).toEqual(meera);
    expect(byCreator[0]!.subject).toEqual(meera);
    expect(byCreator[1]).toMatchObject({ entityId: question, subject: null });

    const byMaster = await list(god, `actor=${master.user.id}`);
    expect(byMaster.map((entry) => entry.action)).toEqual(['account.delete', 'series.create']);
    for (const entry of byMaster) expect(entry.actor).toEqual(kabir);
    expect(byMaster[1]).toMatchObject({ entityId: series, entityName: 'Kabir’s series' });

    // the role changes name the god who made them and, as they were then, whom they were about
    const roleChanges = await list(god, 'action=role.assign');
    expect(roleChanges.map((entry) => [entry.actor, entry.subject, entry.changes.map((change) => change.after)])).toEqual([
      [asha, kabir, ['learner']],
      [asha, meera, ['learner']],
    ]);

    // and the filter still offers them, by the names they had
    const facets = (await api.call(god, 'GET', '/api/admin/audit/facets')).json<{ actors: { id: string; name: string; email: string }[] }>();
    expect(facets.actors).toEqual(
      expect.arrayContaining([
        { id: creator.user.id, name: 'Meera Nair', email: creator.user.email },
        { id: master.user.id, name: 'Kabir Das', email: master.user.email },
      ]),
    );
  });

  it('keeps the name it was written with when the account is renamed, and shows the name now beside it', async () => {
    const master = await signIn(t.app, { role: 'master', name: 'Farah Khan' });
    const series = idOf(await api.createSeries(master, { title: 'Renamed author’s series' }), 'series');
    await t.app.db.update(users).set({ name: 'Farah Siddiqui', email: 'farah.siddiqui@example.com' }).where(eq(users.id, master.user.id));
    const [entry] = await list(master, `entity=test_series&entityId=${series}`);
    expect(entry!.actor).toEqual({
      id: master.user.id,
      name: 'Farah Khan',
      email: master.user.email,
      deleted: false,
      now: { name: 'Farah Siddiqui', email: 'farah.siddiqui@example.com' },
    });
  });
});
