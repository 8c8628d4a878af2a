import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { examProfiles } from '../../../db/exam-profile-schema.ts';
import { SHIPPED_RULES_MESSAGE, type AdminExamProfile } from '../../../../shared/api/admin-exams.ts';
import type { ExamProfile } from '../../../../shared/exam/profiles.ts';
import { writeShippedProfiles } from '../../exam-profiles/repository.ts';
import { SHIPPED_EXAM_PROFILES } from '../../exam-profiles/seed.ts';

let t: TestApp;
let api: AdminApi;
let god: AdminCaller & { id: string };
let master: AdminCaller;
let creator: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  const g = await signIn(t.app, { role: 'god', name: 'Gita God' });
  god = { cookie: g.cookie, id: g.user.id };
  master = await signIn(t.app, { role: 'master' });
  creator = await signIn(t.app, { role: 'creator' });
});
afterAll(() => t.close());

const profileOf = async (code: string): Promise<AdminExamProfile> => (await api.call(creator, 'GET', `/api/admin/exams/${code}`)).json().profile;
const stored = async (code: string) => (await t.app.db.select().from(examProfiles).where(eq(examProfiles.code, code)))[0]!;

describe('exam profiles in the admin area', () => {
  it('are written at start from the seed and shown to every admin, with their totals and sitting', async () => {
    const response = await api.call(creator, 'GET', '/api/admin/exams');
    expect(response.statusCode).toBe(200);
    const profiles: AdminExamProfile[] = response.json().profiles;
    expect(profiles.map((entry) => entry.profile.code)).toEqual(['gate-cs', 'gate-da', 'ugc-net-paper-1', 'ugc-net-cs']);
    expect(profiles.map((entry) => [entry.totals, entry.sittingSeconds / 60, entry.shipped])).toEqual([
      [{ questions: 65, marks: 100 }, 180, true],
      [{ questions: 65, marks: 100 }, 180, true],
      [{ questions: 50, marks: 100 }, 180, true],
      [{ questions: 100, marks: 200 }, 180, true],
    ]);
    expect(profiles[0]!.profile).toEqual(SHIPPED_EXAM_PROFILES[0]);
    expect((await api.call(creator, 'GET', '/api/admin/exams/gate-ee')).statusCode).toBe(404);
    // a learner never reaches them
    const learner = await signIn(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/exams', headers: { cookie: learner.cookie } })).statusCode).toBe(403);
  });

  it('lets a god change a shipped profile’s names and instructions, audited, and keeps them through a later seed', async () => {
    const before = (await profileOf('ugc-net-cs')).profile;
    const edited: ExamProfile = {
      ...before,
      name: { en: 'UGC NET Computer Science (Paper 2)', hi: before.name.hi },
      sections: [{ ...before.sections[0]!, name: { en: 'Computer Science', hi: 'कंप्यूटर साइंस' } }],
      instructions: { en: [...before.instructions.en, 'Bring your admit card.'], hi: [...before.instructions.hi, 'अपना प्रवेश पत्र साथ लाएँ।'] },
    };
    expect((await api.call(master, 'PUT', '/api/admin/exams/ugc-net-cs', edited)).statusCode).toBe(403);
    const saved = await api.call(god, 'PUT', '/api/admin/exams/ugc-net-cs', edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ shipped: true, editedBy: 'Gita God', profile: { name: { en: 'UGC NET Computer Science (Paper 2)' } } });
    expect((await profileOf('ugc-net-cs')).profile.instructions.en.at(-1)).toBe('Bring your admit card.');

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exam_profiles'), eq(auditLog.entityId, 'ugc-net-cs')));
    expect(entry).toMatchObject({ action: 'exam-profile.edit', actorId: god.id });
    expect(entry!.detail).toMatchObject({ before: { name: { en: before.name.en } }, after: { name: { en: 'UGC NET Computer Science (Paper 2)' } } });

    // a newer seed brings the others up to it and leaves the edited one alone
    await t.app.db
      .update(examProfiles)
      .set({ seedVersion: 0, profile: { ...SHIPPED_EXAM_PROFILES[0]!, instructions: { en: ['Old.'], hi: ['पुराना।'] } } })
      .where(eq(examProfiles.code, 'gate-cs'));
    await t.app.db.update(examProfiles).set({ seedVersion: 0 }).where(eq(examProfiles.code, 'ugc-net-cs'));
    await writeShippedProfiles(t.app.db);
    expect((await stored('gate-cs')).profile).toEqual(SHIPPED_EXAM_PROFILES[0]);
    expect((await stored('ugc-net-cs')).profile.name.en).toBe('UGC NET Computer Science (Paper 2)');
  });

  it('refuses to change a shipped profile’s rules, its code, or a profile into one that does not hold together, changing nothing', async () => {
    const before = (await profileOf('gate-da')).profile;
    for (const change of [
      { ...before, calculator: false },
      { ...before, wrongShare: { ...before.wrongShare, MCQ: 0.25 } },
      { ...before, sections: [before.sections[0]!] },
      { ...before, sections: [before.sections[0]!, { ...before.sections[1]!, byMarks: { '1': 30, '2': 25 } }] },
    ]) {
      const response = await api.call(god, 'PUT', '/api/admin/exams/gate-da', change);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(SHIPPED_RULES_MESSAGE);
    }
    const renamed = await api.call(god, 'PUT', '/api/admin/exams/gate-da', { ...before, code: 'gate-ds' });
    expect(renamed.statusCode).toBe(400);
    const unsound = await api.call(god, 'PUT', '/api/admin/exams/gate-da', { ...before, questionTypes: ['MCQ', 'MSQ'] });
    expect(unsound.statusCode).toBe(400);
    expect(JSON.stringify(unsound.json())).toContain('A wrong NAT has a cost, but the paper asks no NAT.');
    expect((await stored('gate-da')).profile).toEqual(SHIPPED_EXAM_PROFILES[1]);
    expect((await stored('gate-da')).editedAt).toBeNull();
  });

  it('adds a profile from a copy, whose rules a god then sets; a taken code is refused', async () => {
    const copy = await api.call(god, 'POST', '/api/admin/exams/gate-cs/copy', {
      code: 'gate-ec',
      name: { en: 'GATE Electronics and Communication (EC)', hi: 'GATE इलेक्ट्रॉनिक्स एवं संचार (EC)' },
    });
    expect(copy.statusCode).toBe(200);
    const created: AdminExamProfile = copy.json().profile;
    expect(created).toMatchObject({ shipped: false, seedVersion: null, editedBy: 'Gita God', totals: { questions: 65, marks: 100 } });
    expect(created.profile).toMatchObject({ code: 'gate-ec', family: 'GATE', sections: SHIPPED_EXAM_PROFILES[0]!.sections, sitsWith: null });

    const rules: ExamProfile = {
      ...created.profile,
      paperCode: 'EC',
      sections: [
        created.profile.sections[0]!,
        { ...created.profile.sections[1]!, key: 'EC', name: { en: 'Electronics and Communication', hi: 'इलेक्ट्रॉनिक्स एवं संचार' } },
      ],
    };
    const saved = await api.call(god, 'PUT', '/api/admin/exams/gate-ec', rules);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.profile.sections[1].key).toBe('EC');
    const list: AdminExamProfile[] = (await api.call(creator, 'GET', '/api/admin/exams')).json().profiles;
    expect(list.at(-1)!.profile.code).toBe('gate-ec');

    const taken = await api.call(god, 'POST', '/api/admin/exams/gate-da/copy', { code: 'gate-ec', name: { en: 'Another', hi: 'दूसरा' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'exam-code-taken', message: 'There is already a profile with the code gate-ec.' });
    expect((await stored('gate-ec')).profile.paperCode).toBe('EC');
    expect((await api.call(god, 'POST', '/api/admin/exams/gate-da/copy', { code: 'GATE EE', name: { en: 'x', hi: 'y' } })).statusCode).toBe(400);
    expect((await api.call(creator, 'POST', '/api/admin/exams/gate-da/copy', { code: 'gate-ee', name: { en: 'x', hi: 'y' } })).statusCode).toBe(403);
    expect((await api.call(god, 'POST', '/api/admin/exams/gate-zz/copy', { code: 'gate-ee', name: { en: 'x', hi: 'y' } })).statusCode).toBe(404);
  });
});
