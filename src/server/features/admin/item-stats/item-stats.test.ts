// Item statistics on attempts with known answers, the figures worked out by hand below: a submit (or
// the sweeper) marks the paper, the job counts it, a regrade changes the figures, and the bank and the
// question read stored figures only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { loadTestFixtures } from '../../../../test/e2e-fixtures.ts';
import { attempts } from '../../../db/schema.ts';
import { paperQuestionStats, questionStats, statsDirtyMarks, statsDirtyPapers } from '../../../db/bank-schema.ts';
import { sweepOnce } from '../../attempts/sweeper.ts';
import { insertTest, regradeApi, takeTest } from '../regrade/test-support.ts';
import { itemFlags } from '../../../../shared/item-stats.ts';
import { runStatsJob } from './job.ts';

let t: TestApp;
let seriesId: string;
let master: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ seriesId } = await loadTestFixtures(t.app.db));
  master = await signIn(t.app, { role: 'master', name: 'Meenakshi Rao' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: master.cookie } });
// waiting to be counted: marked by a submit (not yet moved by the job) or in the job's queue
const dirtyPapers = async () => [
  ...new Set(
    [...(await t.app.db.select().from(statsDirtyMarks)), ...(await t.app.db.select().from(statsDirtyPapers))].map((row) => `${row.paperKind}:${row.paperId}`),
  ),
];
const close = (value: number) => expect.closeTo(value, 6);

// Keys: apt-1 B, apt-2 B, apt-3 C, tech-1 A, tech-2 C (2 marks), tech-3 B; a wrong 1-mark answer is −1/3.
// The question studied is tech-1; the other answers set each learner's total.
//          others right (marks)              tech-1     total
//   L1     apt-1 apt-2 apt-3 tech-2 tech-3 (6)  A right  7
//   L2     apt-1 apt-2 apt-3 tech-2        (5)  A right  6
//   L3     apt-1 apt-2 apt-3 tech-2 tech-3 (6)  B wrong  5.67
//   L4     apt-1 apt-2 tech-2              (4)  A right  5
//   L5     apt-1 apt-2 apt-3 tech-3        (4)  C wrong  3.67
//   L6     apt-1 tech-2                    (3)  blank    3
//   L7     apt-1 apt-2                     (2)  B wrong  1.67
//   L8     apt-1                           (1)  blank    1
//   L9     —                               (0)  B wrong  −0.33
// Thirds of 3: top L1 L2 L3, bottom L7 L8 L9.
// tech-1: right L1 L2 L4 → facility 3/9 = 0.333; answered 7 (L6, L8 blank); options A 3 (L1 L2 L4),
//   B 3 (L3 L7 L9), C 1 (L5), D 0; discrimination = top 2/3 − bottom 0/3 = 0.667.
// apt-1: right L1–L8, L9 blank → facility 8/9; answered 8; options [0, 8, 0, 0];
//   discrimination = 3/3 − 2/3 = 0.333.
const learners: Array<[string, Record<string, number | null>]> = [
  ['L1', { 'e2e-apt-1': 1, 'e2e-apt-2': 1, 'e2e-apt-3': 2, 'e2e-tech-2': 2, 'e2e-tech-3': 1, 'e2e-tech-1': 0 }],
  ['L2', { 'e2e-apt-1': 1, 'e2e-apt-2': 1, 'e2e-apt-3': 2, 'e2e-tech-2': 2, 'e2e-tech-1': 0 }],
  ['L3', { 'e2e-apt-1': 1, 'e2e-apt-2': 1, 'e2e-apt-3': 2, 'e2e-tech-2': 2, 'e2e-tech-3': 1, 'e2e-tech-1': 1 }],
  ['L4', { 'e2e-apt-1': 1, 'e2e-apt-2': 1, 'e2e-tech-2': 2, 'e2e-tech-1': 0 }],
  ['L5', { 'e2e-apt-1': 1, 'e2e-apt-2': 1, 'e2e-apt-3': 2, 'e2e-tech-3': 1, 'e2e-tech-1': 2 }],
  ['L6', { 'e2e-apt-1': 1, 'e2e-tech-2': 2 }],
  ['L7', { 'e2e-apt-1': 1, 'e2e-apt-2': 1, 'e2e-tech-1': 1 }],
  ['L8', { 'e2e-apt-1': 1 }],
  ['L9', { 'e2e-tech-1': 1 }],
];

describe('item statistics', () => {
  let paper: { seriesId: string; testId: string; ids: Record<string, string> };
  let second: { seriesId: string; testId: string; ids: Record<string, string> };

  it('marks the paper at each submit, and the job works out the figures from the attempts', async () => {
    paper = { seriesId, ...(await insertTest(t.app, seriesId)) };
    for (const [name, chosen] of learners) await takeTest(t.app, paper, name, chosen);
    expect(await dirtyPapers()).toContain(`test:${paper.testId}`);
    const scores = (await t.app.db.select({ score: attempts.score }).from(attempts).where(eq(attempts.testId, paper.testId))).map((row) => row.score);
    expect(scores.sort((a, b) => b! - a!)).toEqual([7, 6, 5.67, 5, 3.67, 3, 1.67, 1, -0.33]);

    // nothing is computed until the job runs: the question's statistics are empty
    const tech1 = paper.ids['e2e-tech-1']!;
    expect((await get(`/api/admin/statistics/questions/${tech1}`)).json()).toMatchObject({ overall: null, papers: [], flags: [] });

    expect(await runStatsJob(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await dirtyPapers()).toEqual([]);
    const stats = (await get(`/api/admin/statistics/questions/${tech1}`)).json();
    expect(stats.overall).toMatchObject({
      attempts: 9,
      answered: 7,
      correct: 3,
      facility: close(1 / 3),
      discrimination: close(2 / 3),
      optionCounts: [3, 3, 1, 0],
    });
    // attempts record no time per question yet: no average is made up
    expect(stats.overall.averageSeconds).toBeNull();
    expect(stats.correctOptions).toEqual([0]);
    expect(stats.flags).toEqual([]);

    const apt1 = (await get(`/api/admin/statistics/questions/${paper.ids['e2e-apt-1']}`)).json();
    expect(apt1.overall).toMatchObject({
      attempts: 9,
      answered: 8,
      correct: 8,
      facility: close(8 / 9),
      discrimination: close(1 / 3),
      optionCounts: [0, 8, 0, 0],
    });

    const ofPaper = (await get(`/api/admin/statistics/papers/test/${paper.testId}`)).json();
    expect(ofPaper.questions.map((row: { position: number }) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ofPaper.questions.find((row: { questionId: string }) => row.questionId === tech1).figures).toMatchObject({ facility: close(1 / 3) });
  });

  it('adds a second paper weighted by attempts; under six attempts a paper has no discrimination', async () => {
    second = { seriesId, ...(await insertTest(t.app, seriesId)) };
    // tech-1 here: right, right, blank → facility 2/3, discrimination null (3 attempts)
    await takeTest(t.app, second, 'M1', { 'e2e-tech-1': 0 });
    await takeTest(t.app, second, 'M2', { 'e2e-tech-1': 0, 'e2e-apt-1': 1 });
    await takeTest(t.app, second, 'M3', { 'e2e-apt-1': 1 });
    expect(await runStatsJob(t.app.db)).toBe(1);
    const tech1 = paper.ids['e2e-tech-1']!;
    const stats = (await get(`/api/admin/statistics/questions/${tech1}`)).json();
    const own = stats.papers.find((row: { paper: { id: string } }) => row.paper.id === second.testId);
    expect(own.figures).toMatchObject({ attempts: 3, correct: 2, facility: close(2 / 3), discrimination: null, optionCounts: [2, 0, 0, 0] });
    // over both: 12 attempts, 5 right → 5/12; discrimination the only paper that has one: 2/3
    expect(stats.overall).toMatchObject({
      attempts: 12,
      answered: 9,
      correct: 5,
      facility: close(5 / 12),
      discrimination: close(2 / 3),
      optionCounts: [5, 3, 1, 0],
    });
  });

  it('counts a regrade: the new key changes the figures and flags negative discrimination', async () => {
    const tech1 = paper.ids['e2e-tech-1']!;
    const response = await regradeApi(t.app).regrade(master, {
      kind: 'test',
      paperId: paper.testId,
      questionId: tech1,
      action: 'rekey',
      key: { type: 'MCQ', correctIndex: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(await dirtyPapers()).toEqual([`test:${paper.testId}`]);
    await runStatsJob(t.app.db);
    // With B the key, totals change: L3 7, L1 5.67, L2 4.67, L4 3.67, L5 3.67, L6 3, L7 3, L8 1, L9 1.
    // Top third: L3 L1 L2 → right L3 only: 1/3. Bottom third is places 7–9: L6 and L7 (tied at 3, places
    // 6–7) share the one place inside it, half each; L8 and L9 whole. Right: L7 (½) and L9 (1) → 1.5/3.
    // Discrimination = 1/3 − 1/2 = −1/6; facility = 3/9 (L3 L7 L9).
    const [row] = await t.app.db
      .select()
      .from(paperQuestionStats)
      .where(and(eq(paperQuestionStats.paperId, paper.testId), eq(paperQuestionStats.questionId, tech1)));
    expect(row).toMatchObject({ attempts: 9, correct: 3, facility: close(1 / 3), discrimination: close(-1 / 6), optionCounts: [3, 3, 1, 0] });
    const ofPaper = (await get(`/api/admin/statistics/papers/test/${paper.testId}`)).json();
    const flagged = ofPaper.questions.find((item: { questionId: string }) => item.questionId === tech1);
    expect(flagged.flags.map((flag: { kind: string }) => flag.kind)).toEqual(['negative-discrimination']);
    // a regrade is of one paper: the second keeps its key, and its 2 right answers. Over both: 5/12;
    // discrimination −1/6, the only paper with six attempts
    const [overall] = await t.app.db.select().from(questionStats).where(eq(questionStats.questionId, tech1));
    expect(overall).toMatchObject({ attempts: 12, correct: 5, facility: close(5 / 12), discrimination: close(-1 / 6) });
  });

  it('shows a voided question as voided, without the flags its regraded figures would raise (issue 44)', async () => {
    const apt1 = paper.ids['e2e-apt-1']!;
    const response = await regradeApi(t.app).regrade(master, { kind: 'test', paperId: paper.testId, questionId: apt1, action: 'void-full' });
    expect(response.statusCode).toBe(200);
    await runStatsJob(t.app.db);
    const ofPaper = (await get(`/api/admin/statistics/papers/test/${paper.testId}`)).json();
    const row = ofPaper.questions.find((item: { questionId: string }) => item.questionId === apt1);
    // everyone's marks are the regrade's: figures that would flag it, which the page must not show as the question's
    expect(itemFlags({ ...row.figures, type: 'MCQ', correctOptions: [1] }).length).toBeGreaterThan(0);
    expect(row).toMatchObject({ voided: true, flags: [] });
    const others = ofPaper.questions.filter((item: { questionId: string }) => item.questionId !== apt1);
    expect(others.every((item: { voided: boolean }) => !item.voided)).toBe(true);
    // by question: voided in this paper, not in the second, which keeps its flags and figures
    const ofQuestion = (await get(`/api/admin/statistics/questions/${apt1}`)).json();
    expect(ofQuestion.papers.map((entry: { paper: { id: string }; voided: boolean }) => [entry.paper.id, entry.voided]).sort()).toEqual(
      [
        [paper.testId, true],
        [second.testId, false],
      ].sort(),
    );
    expect(ofQuestion.voided).toBe(false);
  });

  it('marks the paper when the sweeper ends an attempt at its deadline', async () => {
    const learner = await takeTest(t.app, second, 'Late Learner', { 'e2e-apt-1': 1 }, { submit: false });
    await t.app.db
      .update(attempts)
      .set({ startedAt: sql`now() - interval '3 hours'`, deadline: sql`now() - interval '2 hours'` })
      .where(eq(attempts.id, learner.attemptId));
    expect(await dirtyPapers()).toEqual([]);
    expect(await sweepOnce(t.app.db)).toBe(1);
    expect(await dirtyPapers()).toEqual([`test:${second.testId}`]);
    await runStatsJob(t.app.db);
    const stats = (await get(`/api/admin/statistics/questions/${second.ids['e2e-apt-1']}`)).json();
    const own = stats.papers.find((item: { paper: { id: string } }) => item.paper.id === second.testId);
    expect(own.figures).toMatchObject({ attempts: 4, correct: 3 });
  });

  it('sorts the bank by a stored statistic, questions without figures last either way', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const response = await get(`/api/admin/questions?sort=facility&direction=${direction}&pageSize=100`);
      expect(response.statusCode).toBe(200);
      const rows = response.json().questions as Array<{ id: string; stats: { facility: number | null } | null }>;
      const withFigures = rows.filter((row) => row.stats !== null);
      expect(withFigures.length).toBe(6);
      // the six with figures come first, in order; the rest after them
      expect(rows.slice(0, 6)).toEqual(withFigures);
      expect(rows.slice(6).every((row) => row.stats === null)).toBe(true);
      const facilities = withFigures.map((row) => row.stats!.facility!);
      expect(facilities).toEqual([...facilities].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
    }
    const bad = await get('/api/admin/questions?sort=cleverness');
    expect(bad.statusCode).toBe(400);
  });

  it('puts a paper whose figures fail back for later, and counts the papers queued behind it', async () => {
    // the first paper's figures cannot be written (a fault the database raises); the second's can
    await t.app.db.execute(
      sql.raw(`create function stats_fault() returns trigger language plpgsql as $$
        begin
          if new.paper_id = '${paper.testId}' then raise exception 'figures refused'; end if;
          return new;
        end $$`),
    );
    await t.app.db.execute(sql`create trigger stats_fault before insert on paper_question_stats for each row execute function stats_fault()`);
    await t.app.db.insert(statsDirtyPapers).values([
      { paperKind: 'test', paperId: paper.testId, markedAt: sql`now() - interval '1 minute'` },
      { paperKind: 'test', paperId: second.testId },
    ]);
    const failed: string[] = [];
    expect(await runStatsJob(t.app.db, 200, (failedPaper) => failed.push(failedPaper.id))).toBe(1);
    expect(failed).toEqual([paper.testId]);
    // it waits: the next run leaves it, and it is still queued
    expect(await runStatsJob(t.app.db)).toBe(0);
    expect(await dirtyPapers()).toEqual([`test:${paper.testId}`]);

    // once the fault is gone and its time has come, it is counted
    await t.app.db.execute(sql`drop trigger stats_fault on paper_question_stats`);
    await t.app.db.execute(sql`drop function stats_fault()`);
    await t.app.db.update(statsDirtyPapers).set({ markedAt: sql`now() - interval '1 second'` });
    expect(await runStatsJob(t.app.db)).toBe(1);
    expect(await dirtyPapers()).toEqual([]);
  });

  it('answers a question or paper that does not exist with a clear 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const question = await get(`/api/admin/statistics/questions/${missing}`);
    expect(question.statusCode).toBe(404);
    expect(question.json().message).toBe('No such question.');
    expect((await get(`/api/admin/statistics/papers/quiz/${missing}`)).json().message).toBe('No such quiz.');
  });
});
