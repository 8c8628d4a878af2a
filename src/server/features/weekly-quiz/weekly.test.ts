import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { loadTestFixtures, type E2eFixtureIds } from '../../../test/e2e-fixtures.ts';
import type { Learner } from '../../../test/exam-api.ts';
import { answersFor, insertQuiz, moveWindow, quizApi } from '../../../test/quiz-api.ts';
import type { QuizCard, WeeklyQuizzesResponse } from '../../../shared/api/quiz.ts';

let t: TestApp;
let api: ReturnType<typeof quizApi>;
let fixtures: E2eFixtureIds;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = await loadTestFixtures(t.app.db);
  api = quizApi(t.app);
});
afterAll(() => t.close());

async function learner(): Promise<Learner> {
  const { user, cookie } = await signIn(t.app);
  return { userId: user.id, cookie };
}

const WEEK = 7 * 24 * 3600;
const cardOf = (body: WeeklyQuizzesResponse, quizId: string): QuizCard | undefined =>
  [...body.thisWeek.quizzes, ...body.pastWeeks.flatMap((week) => week.quizzes)].find((card) => card._id === quizId);

describe('the weekly quiz list', () => {
  it("shows this week's quizzes with their window, size, takers and the learner's own state, and past weeks newest first", async () => {
    const open = await insertQuiz(t.app, { title: 'Open Quiz' });
    const submitted = await insertQuiz(t.app, { title: 'Submitted Quiz' });
    const lastWeek = await insertQuiz(t.app, { title: 'Last Week Quiz' });
    await moveWindow(t.app, lastWeek.quizId, WEEK + 3600, -(WEEK - 60));
    const twoWeeksAgo = await insertQuiz(t.app, { title: 'Two Weeks Ago Quiz' });
    await moveWindow(t.app, twoWeeksAgo.quizId, 2 * WEEK + 3600, -(2 * WEEK - 60));
    const draft = await insertQuiz(t.app, { title: 'Draft Quiz', status: 'draft' });

    const me = await learner();
    const { attempt } = (await api.start(me, open.quizId)).json();
    await api.start(me, submitted.quizId);
    await api.submit(me, submitted.quizId, { answers: answersFor(submitted, { right: ['e2e-apt-1'], wrong: ['e2e-tech-1'] }) });

    const response = await api.weekly(me);
    expect(response.statusCode).toBe(200);
    const body = response.json() as WeeklyQuizzesResponse;
    expect(body.success).toBe(true);
    expect(body.exams).toContain('GATE');
    expect(new Date(body.thisWeek.endsAt).getTime() - new Date(body.thisWeek.startsAt).getTime()).toBe(WEEK * 1000);
    expect(Math.abs(body.serverTime - Date.now())).toBeLessThan(5000);

    expect(cardOf(body, open.quizId)).toMatchObject({
      title: 'Open Quiz',
      exam: 'GATE',
      questionCount: 4,
      timeLimit: 600,
      state: 'open',
      takers: 0,
      mine: { status: 'in-progress', attemptId: attempt.attemptId, deadline: attempt.deadline },
      winner: null,
    });
    expect(cardOf(body, submitted.quizId)).toMatchObject({
      takers: 1,
      mine: { status: 'attempted', score: 0.67, maxScore: 4, standing: { rank: 1, takers: 1, percentile: null } },
    });
    expect(cardOf(body, draft.quizId)).toBeUndefined();

    const pastTitles = body.pastWeeks.map((week) => week.quizzes.map((quiz) => quiz.title));
    const lastIndex = pastTitles.findIndex((titles) => titles.includes('Last Week Quiz'));
    const olderIndex = pastTitles.findIndex((titles) => titles.includes('Two Weeks Ago Quiz'));
    expect(lastIndex).toBeGreaterThanOrEqual(0);
    expect(olderIndex).toBeGreaterThan(lastIndex);
    expect(cardOf(body, lastWeek.quizId)).toMatchObject({ state: 'closed', mine: { status: 'not-started' } });
  });

  it('shows an upcoming quiz as upcoming, and no own state to a visitor who is signed out', async () => {
    const upcoming = await insertQuiz(t.app, { title: 'Upcoming Quiz' });
    await moveWindow(t.app, upcoming.quizId, -60, 3600);
    const body = (await api.weekly(null)).json() as WeeklyQuizzesResponse;
    const card = cardOf(body, upcoming.quizId);
    // it opens in a minute: this week, unless the week turns within that minute
    if (card) expect(card).toMatchObject({ state: 'upcoming', mine: null });
    for (const quiz of body.thisWeek.quizzes) expect(quiz.mine).toBeNull();
  });

  it('filters by exam, case-insensitively', async () => {
    const net = await insertQuiz(t.app, { title: 'NET Quiz', exam: 'UGC NET' });
    const gate = await insertQuiz(t.app, { title: 'Another GATE Quiz' });
    const body = (await api.weekly(null, 'ugc net')).json() as WeeklyQuizzesResponse;
    expect(cardOf(body, net.quizId)).toBeDefined();
    expect(cardOf(body, gate.quizId)).toBeUndefined();
    expect(body.exams).toEqual(expect.arrayContaining(['GATE', 'UGC NET']));
  });
});

describe('the dashboard with a weekly quiz', () => {
  it('counts a submitted quiz in the performance report beside the tests', async () => {
    const quiz = await insertQuiz(t.app, { title: 'Dashboard Quiz' });
    const me = await learner();
    await api.start(me, quiz.quizId);
    await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-apt-1', 'e2e-apt-2', 'e2e-tech-1'], wrong: ['e2e-tech-2'] }) });
    const body = (await t.app.inject({ method: 'GET', url: `/api/testseries/mylearning/${me.userId}`, headers: { cookie: me.cookie } })).json();
    expect(body.performanceReport.overallSummary.totalQuizzes).toBe(1);
    expect(body.performanceReport.quizDetails).toEqual([
      expect.objectContaining({ quizTitle: 'Dashboard Quiz', totalMarks: 2.67, maxPossibleMarks: 4, correctAnswers: 3, incorrectAnswers: 1 }),
    ]);
  });
});

describe('the e2e quizzes', () => {
  it('are open GATE quizzes the browser specs find by title, loaded once', async () => {
    expect(Object.keys(fixtures.quizzes).sort()).toEqual(['E2E Quick Quiz', 'E2E Weekly Quiz']);
    expect(await loadTestFixtures(t.app.db)).toEqual(fixtures);
    const body = (await api.weekly(null, 'GATE')).json() as WeeklyQuizzesResponse;
    expect(cardOf(body, fixtures.quizzes['E2E Weekly Quiz']!)).toMatchObject({ title: 'E2E Weekly Quiz', state: 'open', timeLimit: 600, questionCount: 5 });
    expect(cardOf(body, fixtures.quizzes['E2E Quick Quiz']!)).toMatchObject({ title: 'E2E Quick Quiz', state: 'open', timeLimit: 20, questionCount: 2 });
  });
});
