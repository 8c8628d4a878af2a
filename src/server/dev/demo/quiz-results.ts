// Submitted demo attempts of the weekly quizzes, graded by the engine's own rules, and last week's
// confirmed winner, so `npm start` shows a leaderboard, a learner's result and a winner at once; and
// a quiz whose rank 1 waits for a master's confirmation (issue 39).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationsHindi } from '../../db/content-hindi-schema.ts';
import { attempts, enrolments } from '../../db/schema.ts';
import { notifications, weeklyWinners, winnerReviews } from '../../db/site-schema.ts';
import { gradeAttempt, type GradableQuestion } from '../../../shared/exam/grading.ts';
import { rankEntries } from '../../../shared/exam/leaderboard.ts';
import { rightAnswer, wrongAnswer as wrongKeyAnswer, type Answer } from '../../../shared/exam/answer-key.ts';
import { markingOf } from '../../../shared/exam/marking.ts';
import { winnerNotification } from '../../features/weekly-quiz/winners.ts';
import { markPaperDirty } from '../../features/admin/item-stats/service.ts';
import type { DemoQuizTaker } from './types.ts';

const HOUR_MS = 3_600_000;
const QUIZ_WRONG_MARKS = 0.33; // the quizzes' stored default marking: +1 / -0.33

export interface DemoQuizRow {
  id: string;
  slug: string;
  title: string;
  timeLimitSeconds: number;
  opensAt: Date;
  closesAt: Date;
  questions: GradableQuestion[];
}

const wrongAnswer = (question: GradableQuestion) => wrongKeyAnswer(question.key, question.optionCount);

/**
 * Right answers on `right` questions, wrong on the next `wrong`, starting at a different question for
 * each taker; the attempt's time is shared out among them as the exam view records it, unevenly (a
 * wrong answer tends to take longer), so results and reports show time per question.
 */
function answersOf(questions: DemoQuizRow['questions'], taker: Pick<DemoQuizTaker, 'right' | 'wrong' | 'seconds'>, offset: number) {
  const answered = Math.min(taker.right + taker.wrong, questions.length);
  const weights = Array.from({ length: answered }, (_, j) => (1 + ((j * 7 + offset) % 5) / 4) * (j < taker.right ? 1 : 1.6));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const answers: Record<string, { answer: Answer; status: string; seconds: number }> = {};
  for (let j = 0; j < answered; j += 1) {
    const question = questions[(j + offset) % questions.length]!;
    answers[question.id] = {
      answer: j < taker.right ? rightAnswer(question.key) : wrongAnswer(question),
      status: 'answered',
      seconds: Math.floor((taker.seconds * 0.9 * weights[j]!) / total),
    };
  }
  return answers;
}

export async function insertSubmittedAttempt(
  db: Database,
  quiz: DemoQuizRow,
  userId: string,
  taker: Pick<DemoQuizTaker, 'right' | 'wrong' | 'seconds'> & { startedAt: Date },
  offset: number,
) {
  const answers = answersOf(quiz.questions, taker, offset);
  const submittedAt = new Date(taker.startedAt.getTime() + taker.seconds * 1000);
  const analysis = gradeAttempt({
    title: quiz.title,
    questions: quiz.questions,
    answers,
    marking: markingOf('weekly', { quiz: { correct: 1, wrong: QUIZ_WRONG_MARKS } }),
    timeTakenSeconds: taker.seconds,
    submittedAt: submittedAt.toISOString(),
    endedBy: 'learner',
  });
  await db.insert(attempts).values({
    userId,
    quizId: quiz.id,
    startedAt: taker.startedAt,
    deadline: new Date(taker.startedAt.getTime() + quiz.timeLimitSeconds * 1000),
    answers,
    answersVersion: Object.keys(answers).length,
    submittedAt,
    endedBy: 'learner',
    score: analysis.basicMetrics.score,
    analysis,
  });
  // as a submit does: the statistics job (run at start) counts the quiz's attempts
  await markPaperDirty(db, { kind: 'quiz', id: quiz.id });
  return { userId, score: analysis.basicMetrics.score, maxScore: analysis.basicMetrics.maxPossibleMarks, timeTaken: taker.seconds, submittedAt };
}

/**
 * A closed quiz's takers and its winner review, as the winner job and a master would have left them:
 * the review opened just after the last attempt could end; unless `pending`, rank 1 by the
 * leaderboard order confirmed by the master an hour later, with the prize enrolment and the announcement.
 */
export async function insertClosedQuizResults(
  db: Database,
  quiz: DemoQuizRow,
  takers: readonly DemoQuizTaker[],
  users: { idOf: (email: string) => string; nameOf: (email: string) => string },
  prize: { id: string; title: string } | null,
  review: { pending: boolean; masterId: string; now: Date },
) {
  const { now } = review;
  const results = [];
  for (const [index, taker] of takers.entries()) {
    const startedAt = new Date(quiz.opensAt.getTime() + taker.startedHoursAfterOpen * HOUR_MS);
    results.push({ ...(await insertSubmittedAttempt(db, quiz, users.idOf(taker.email), { ...taker, startedAt }, index)), email: taker.email });
  }
  const [winner] = rankEntries(results);
  if (!winner) return;
  const finished = quiz.closesAt.getTime() + (quiz.timeLimitSeconds + 60) * 1000;
  const openedAt = new Date(Math.min(finished, now.getTime()));
  if (review.pending) {
    await db.insert(winnerReviews).values({ quizId: quiz.id, openedAt });
    return;
  }
  const announcedAt = new Date(Math.min(finished + HOUR_MS, now.getTime()));
  await db.insert(winnerReviews).values({ quizId: quiz.id, status: 'confirmed', openedAt, decidedAt: announcedAt, decidedBy: review.masterId });
  await db.insert(weeklyWinners).values({ quizId: quiz.id, userId: winner.userId, seriesId: prize?.id ?? null, announcedAt });
  if (prize) {
    await db.insert(enrolments).values({ userId: winner.userId, seriesId: prize.id, source: 'prize', createdAt: announcedAt }).onConflictDoNothing();
  }
  const notification = winnerNotification(quiz, { name: users.nameOf(winner.email), score: winner.score, maxScore: winner.maxScore }, prize);
  const { hindi, ...english } = notification;
  const [announced] = await db
    .insert(notifications)
    .values({ ...english, publishedAt: announcedAt })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (announced) await db.update(notificationsHindi).set({ hindi }).where(eq(notificationsHindi.id, announced.id));
}
