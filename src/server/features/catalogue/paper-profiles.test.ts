// Each paper is set for an exam profile (issue 42): papers written before profiles are given theirs
// at start, and a learner's test carries what its profile says of the exam.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import { enrolledLearner, examApi } from '../../../test/exam-api.ts';
import { tests } from '../../db/schema.ts';
import { givePapersTheirProfiles } from './service.ts';
import { SHIPPED_EXAM_PROFILES } from '../exam-profiles/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profilesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await t.app.db.select({ id: tests.id, profileCode: tests.profileCode, scope: tests.scope }).from(tests).where(inArray(tests.id, ids))).map((row) => [
      row.id,
      [row.profileCode, row.scope],
    ]),
  );

describe('papers written before exam profiles', () => {
  it('are given at start the profile their series’ exam points to, as subject tests unless they have the whole paper’s shape', async () => {
    const net = await insertSeries(t.app.db, {
      title: 'NET practice',
      exam: 'UGC NET',
      pricePaise: 0,
      discountPercent: 0,
      createdAt: '2026-01-01',
      withTests: true,
    });
    const da = await insertSeries(t.app.db, {
      title: 'DA practice',
      exam: 'GATE DA',
      pricePaise: 0,
      discountPercent: 0,
      createdAt: '2026-01-02',
      withTests: true,
    });
    // one already set for a profile keeps it
    await t.app.db.update(tests).set({ profileCode: 'gate-cs', scope: 'sectional' }).where(eq(tests.id, da.testIds.medium!));
    await givePapersTheirProfiles(t.app.db);

    expect(await profilesOf(Object.values(net.testIds))).toEqual({
      // none has Paper 2's 100 questions in its two hours
      [net.testIds.hard!]: ['ugc-net-cs', 'subject'],
      [net.testIds.medium!]: ['ugc-net-cs', 'subject'],
      [net.testIds.easy!]: ['ugc-net-cs', 'subject'],
      [net.testIds.draft!]: ['ugc-net-cs', 'subject'],
    });
    expect(await profilesOf(Object.values(da.testIds))).toMatchObject({
      [da.testIds.hard!]: ['gate-da', 'subject'],
      [da.testIds.medium!]: ['gate-cs', 'sectional'],
      [da.testIds.easy!]: ['gate-da', 'subject'],
    });
  });
});

describe('a learner’s test', () => {
  it('names the exam it is set for: a UGC NET paper asks MCQs only, offers no calculator, and has one section', async () => {
    const net = await insertSeries(t.app.db, {
      title: 'NET mocks',
      exam: 'UGC NET',
      pricePaise: 0,
      discountPercent: 0,
      createdAt: '2026-02-01',
      withTests: true,
    });
    await t.app.db.update(tests).set({ marking: 'ugc-net', profileCode: 'ugc-net-cs', scope: 'full' }).where(eq(tests.id, net.testIds.hard!));
    const learner = await enrolledLearner(t.app, net.seriesId);
    const api = examApi(t.app, net.seriesId);

    const whole = (await api.getTest(learner, net.testIds.hard!)).json();
    const netCs = SHIPPED_EXAM_PROFILES.find((profile) => profile.code === 'ugc-net-cs')!;
    expect(whole.test.profile).toEqual({
      code: 'ugc-net-cs',
      family: 'UGC NET',
      name: netCs.name,
      scope: 'full',
      questionTypes: ['MCQ'],
      calculator: false,
      sections: [{ code: 'CS', name: netCs.sections[0]!.name }],
      // a whole paper marked as its profile says reads the profile's own instructions
      instructions: netCs.instructions,
    });

    // the easy test, marked as GATE marks (as papers were before profiles), is a subject test of the same exam
    const easy = (await api.getTest(learner, net.testIds.easy!)).json();
    expect(easy.test.profile).toMatchObject({ code: 'ugc-net-cs', family: 'UGC NET', scope: 'subject', calculator: false, instructions: { en: [], hi: [] } });
    expect(JSON.stringify(easy.test.profile)).not.toContain('GATE');
  });

  it('of GATE offers the calculator and names GATE’s two sections', async () => {
    const gate = await insertSeries(t.app.db, { title: 'GATE practice', pricePaise: 0, discountPercent: 0, createdAt: '2026-03-01', withTests: true });
    await givePapersTheirProfiles(t.app.db);
    const learner = await enrolledLearner(t.app, gate.seriesId);
    const body = (await examApi(t.app, gate.seriesId).getTest(learner, gate.testIds.easy!)).json();
    expect(body.test.profile).toMatchObject({ code: 'gate-cs', family: 'GATE', scope: 'subject', calculator: true, questionTypes: ['MCQ', 'MSQ', 'NAT'] });
    expect(body.test.profile.sections.map((section: { code: string }) => section.code)).toEqual(['GA', 'CS']);
  });
});

describe('a series', () => {
  it('says what its tests are, by exam and part of the exam, and the rules of that exam as its tests are marked', async () => {
    const net = await insertSeries(t.app.db, {
      title: 'NET series',
      exam: 'UGC NET',
      pricePaise: 0,
      discountPercent: 0,
      createdAt: '2026-04-01',
      withTests: true,
    });
    await t.app.db
      .update(tests)
      .set({ marking: 'ugc-net' })
      .where(inArray(tests.id, Object.values(net.testIds)));
    await t.app.db.update(tests).set({ profileCode: 'ugc-net-paper-1', scope: 'full' }).where(eq(tests.id, net.testIds.hard!));
    const response = await t.app.inject({ method: 'GET', url: `/api/testseries/summary/${net.seriesId}` });
    expect(response.statusCode).toBe(200);
    const series = response.json().testSeries;
    const paperOne = { code: 'ugc-net-paper-1', family: 'UGC NET', paperCode: 'Paper 1', name: SHIPPED_EXAM_PROFILES[2]!.name };
    const paperTwo = { code: 'ugc-net-cs', family: 'UGC NET', paperCode: 'Paper 2 (87)', name: SHIPPED_EXAM_PROFILES[3]!.name };
    // the published tests, easy to hard (the fixture's have no questions); the draft is not counted
    expect(series.holds).toEqual([
      { scope: 'subject', exam: paperTwo, questionCounts: [0, 0] },
      { scope: 'full', exam: paperOne, questionCounts: [0] },
    ]);
    expect(series.exams).toEqual([
      { ...paperTwo, questionTypes: ['MCQ'], calculator: false, marksEach: 2, mcqWrongShare: 0 },
      { ...paperOne, questionTypes: ['MCQ'], calculator: false, marksEach: 2, mcqWrongShare: 0 },
    ]);
    // the listing's card says the same
    const card = (await t.app.inject({ method: 'GET', url: '/api/testseries/getAllTestSeries' }))
      .json()
      .testSeries.find((one: { testSeriesId: string }) => one.testSeriesId === net.seriesId);
    expect(card.holds).toEqual(series.holds);
  });

  it('of GATE tests marked by GATE’s rules tells GATE’s: a third off a wrong MCQ, 1 or 2 marks, a calculator', async () => {
    const gate = await insertSeries(t.app.db, { title: 'GATE series', pricePaise: 0, discountPercent: 0, createdAt: '2026-04-02', withTests: true });
    const series = (await t.app.inject({ method: 'GET', url: `/api/testseries/summary/${gate.seriesId}` })).json().testSeries;
    expect(series.exams).toEqual([expect.objectContaining({ code: 'gate-cs', family: 'GATE', calculator: true, marksEach: null, mcqWrongShare: 1 / 3 })]);
    expect(series.holds).toEqual([expect.objectContaining({ scope: 'subject', questionCounts: [0, 0, 0] })]);
  });
});
