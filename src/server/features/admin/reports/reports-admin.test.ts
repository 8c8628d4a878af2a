// Issue 26 point 5, the review queue's side: open reports grouped by question with their count, a
// question's reports resolved together, each reporter told the outcome; masters resolve, creators read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { questions } from '../../../db/schema.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { questionReports, userNotices } from '../../../db/review-schema.ts';
import { loadTestFixtures, type E2eFixtureIds } from '../../../../test/e2e-fixtures.ts';
import { enrol } from '../../enrolments/service.ts';
import { insertQuiz, quizApi } from '../../../../test/quiz-api.ts';
import { noticesOf, reportAdminApi, reportOf, submittedTest } from '../../../../test/reports-api.ts';
import type { ReportGroup, ReportQueue } from '../../../../shared/api/admin-reports.ts';
import { NO_OPEN_REPORTS } from './service.ts';

let t: TestApp;
let ids: E2eFixtureIds;
let admin: ReturnType<typeof reportAdminApi>;
const easy = () => ids.tests['Easy Subject Test']!;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadTestFixtures(t.app.db);
  admin = reportAdminApi(t.app);
});
afterAll(() => t.close());

/** Learners (one per entry, by name) who each submitted the easy test and reported its question at `index`. */
async function reporters(index: number, reports: { name: string; reason: 'wrong-key' | 'typo' | 'unclear' | 'out-of-syllabus'; note?: string }[]) {
  const made = [];
  for (const { name, reason, note } of reports) {
    const { user, cookie } = await signIn(t.app, { name });
    await enrol(t.app.db, { userId: user.id, seriesId: ids.seriesId, source: 'free' });
    const learner = { userId: user.id, cookie };
    const submitted = await submittedTest(t.app, ids.seriesId, easy(), learner);
    const questionId = submitted.questionIds[index]!;
    const response = await reportOf(t.app, learner, submitted.attemptId, { questionId, reason, note: note ?? '' });
    expect(response.statusCode, response.body).toBe(200);
    made.push({ ...submitted, questionId });
  }
  return made;
}

const groupOf = (queue: ReportQueue, questionId: string) => queue.groups.find((group) => group.question.id === questionId);

describe('the open reports in the review queue', () => {
  let topQuestion: string;
  let lesserQuestion: string;

  it('groups them by question, most reported first, with the reasons counted and each note with its reporter and paper, newest first', async () => {
    const master = await signIn(t.app, { role: 'master' });
    const before = (await admin.queue(master)).json() as ReportQueue;
    const three = await reporters(3, [
      { name: 'Asha Rao', reason: 'wrong-key', note: 'B is right.' },
      { name: 'Bilal Khan', reason: 'unclear' },
      { name: 'Chitra Das', reason: 'wrong-key', note: 'The key says C.' },
    ]);
    const one = await reporters(5, [{ name: 'Dev Iyer', reason: 'typo', note: 'A missing bracket.' }]);
    topQuestion = three[0]!.questionId;
    lesserQuestion = one[0]!.questionId;

    const response = await admin.queue(master);
    expect(response.statusCode).toBe(200);
    const queue = response.json() as ReportQueue;
    expect(queue.total).toBe(before.total + 2);
    expect(queue.openReports).toBe(before.openReports + 4);
    const ordered = queue.groups.map((group) => group.question.id);
    expect(ordered.indexOf(topQuestion)).toBeLessThan(ordered.indexOf(lesserQuestion));

    const top = groupOf(queue, topQuestion)!;
    expect(top).toMatchObject({ count: 3, reasons: { 'wrong-key': 2, typo: 0, unclear: 1, 'out-of-syllabus': 0 } });
    expect(top.question).toMatchObject({ id: topQuestion, type: 'MCQ', status: 'published', version: 1 });
    expect(top.papers).toEqual([{ kind: 'test', id: easy(), title: 'Easy Subject Test', reports: 3 }]);
    expect(top.reports.map((report) => [report.reporter.name, report.reason, report.note])).toEqual([
      ['Chitra Das', 'wrong-key', 'The key says C.'],
      ['Bilal Khan', 'unclear', ''],
      ['Asha Rao', 'wrong-key', 'B is right.'],
    ]);
    expect(top.reports[0]).toMatchObject({ paper: { kind: 'test', id: easy(), title: 'Easy Subject Test' }, questionVersion: 1 });
    expect(groupOf(queue, lesserQuestion)).toMatchObject({ count: 1, reasons: { typo: 1 } });

    // the overview's one number
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: master.cookie } });
    expect(overview.json().openReports).toBe(queue.openReports);
  });

  it('lets a creator read them but not resolve them, and keeps learners out; a refusal changes nothing', async () => {
    const creator = await signIn(t.app, { role: 'creator' });
    expect((await admin.queue(creator)).statusCode).toBe(200);
    const refused = await admin.resolve(creator, topQuestion, { resolution: 'answered', response: 'The key is right.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');

    const learner = await signIn(t.app);
    const list = await admin.queue(learner);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('admin-only');
    expect((await admin.resolve(learner, topQuestion, { resolution: 'answered', response: 'Mine now.' })).statusCode).toBe(403);

    const open = await t.app.db
      .select()
      .from(questionReports)
      .where(and(eq(questionReports.questionId, topQuestion), eq(questionReports.status, 'open')));
    expect(open).toHaveLength(3);
  });

  it('needs a written answer to resolve as answered, and refuses an unknown outcome', async () => {
    const master = await signIn(t.app, { role: 'master' });
    for (const body of [
      { resolution: 'answered', response: '  ' },
      { resolution: 'ignored', response: 'Fine.' },
    ]) {
      const bad = await admin.resolve(master, topQuestion, body as never);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('invalid-input');
    }
  });

  it("resolves every open report of the question at once: each reporter gets a notice with the outcome and the master's words, audited", async () => {
    const master = await signIn(t.app, { role: 'master', name: 'Kabir Das' });
    const response = await admin.resolve(master, topQuestion, { resolution: 'answered', response: 'The key is right: 56 is 7 × 8.\nSee the explanation.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, resolved: 3, version: null });

    const rows = await t.app.db.select().from(questionReports).where(eq(questionReports.questionId, topQuestion));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'resolved',
        resolution: 'answered',
        response: 'The key is right: 56 is 7 × 8.\nSee the explanation.',
        resolvedBy: master.user.id,
      });
      expect(row.resolvedAt).toBeInstanceOf(Date);
    }

    const notices = await t.app.db.select().from(userNotices).where(eq(userNotices.kind, 'report'));
    const reporters = rows.map((row) => row.userId).sort();
    expect(notices.map((notice) => notice.userId).sort()).toEqual(reporters);
    const [notice] = notices;
    expect(notice!.title).toBe('Your report on a question was answered');
    expect(notice!.body).toContain('You reported question 4 of **Easy Subject Test**');
    expect(notice!.body).toContain('> The key is right: 56 is 7 × 8.\n> See the explanation.');
    expect(notice!.link).toBe(`/givetest/${notice!.userId}/${ids.seriesId}/${easy()}#question-4`);
    expect(notice!.readAt).toBeNull();

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, topQuestion), eq(auditLog.action, 'question.reports.resolve')));
    expect(entry).toMatchObject({ actorId: master.user.id, entity: 'question' });
    expect(entry!.detail).toMatchObject({ after: { resolution: 'answered', reports: expect.any(Array) } });

    // the other question's report stays open; this question leaves the queue
    const queue = (await admin.queue(master)).json() as ReportQueue;
    expect(groupOf(queue, topQuestion)).toBeUndefined();
    expect(groupOf(queue, lesserQuestion)?.count).toBe(1);

    // a second master, a moment late, is told so and nothing changes
    const late = await admin.resolve(master, topQuestion, { resolution: 'edited', response: '' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, code: 'no-open-reports', message: NO_OPEN_REPORTS });
    expect(await t.app.db.select().from(userNotices).where(eq(userNotices.kind, 'report'))).toHaveLength(3);
  });

  it("records the question's new version when it was edited after the reports, and tells the reporter so, with the link to their result", async () => {
    const master = await signIn(t.app, { role: 'master' });
    const [reported] = await reporters(5, [{ name: 'Esha Pal', reason: 'typo' }]);
    // an edit since (the versions work moves the version on each edit of the content)
    await t.app.db.update(questions).set({ version: 2 }).where(eq(questions.id, lesserQuestion));
    const response = await admin.resolve(master, lesserQuestion, { resolution: 'edited', response: '' });
    expect(response.json()).toEqual({ success: true, resolved: 2, version: 2 });

    const list = (await noticesOf(t.app, reported!.learner)).json();
    expect(list.unread).toBe(1);
    expect(list.notices[0]).toMatchObject({ kind: 'report', title: 'A question you reported has been corrected', read: false });
    expect(list.notices[0].body).toContain('it is now version 2');
    expect(list.notices[0].body).not.toContain('The reviewer adds');
    const rows = await t.app.db.select().from(questionReports).where(eq(questionReports.questionId, lesserQuestion));
    expect(rows.map((row) => [row.resolution, row.response])).toEqual([
      ['edited', null],
      ['edited', null],
    ]);
  });

  it("resolves a quiz's report as regraded, the notice linking to the quiz's result", async () => {
    const master = await signIn(t.app, { role: 'master' });
    const quiz = await insertQuiz(t.app, { title: 'Reported Quiz' });
    const { user, cookie } = await signIn(t.app);
    const learner = { userId: user.id, cookie };
    const quizzes = quizApi(t.app);
    const attemptId = (await quizzes.start(learner, quiz.quizId)).json().attempt.attemptId as string;
    await quizzes.submit(learner, quiz.quizId);
    const questionId = quiz.questionIds['e2e-tech-2']!;
    expect((await reportOf(t.app, learner, attemptId, { questionId, reason: 'wrong-key' })).statusCode).toBe(200);

    const group = groupOf((await admin.queue(master)).json(), questionId) as ReportGroup;
    expect(group.papers).toEqual([{ kind: 'quiz', id: quiz.quizId, title: 'Reported Quiz', reports: 1 }]);
    const response = await admin.resolve(master, questionId, { resolution: 'regraded', response: 'Both B and C now score.' });
    expect(response.json()).toMatchObject({ resolved: 1 });
    const [notice] = (await noticesOf(t.app, learner)).json().notices;
    expect(notice).toMatchObject({ title: 'A question you reported has been regraded', link: `/weeklyquiz/GATE/${user.id}/${quiz.quizId}#question-4` });
    expect(notice.body).toContain('The reviewer adds:\n\n> Both B and C now score.');
  });
});
