// Learners' reports of last week's quiz questions, so the review queue's Reports tab has something to
// show at once: three questions with open reports (one reported three times), and Priya's report
// already answered by the master, with the notice she finds on /notification.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attempts, quizQuestions, quizzes } from '../../db/schema.ts';
import { auditLog } from '../../db/site-schema.ts';
import { questionReports, userNotices } from '../../db/review-schema.ts';
import type { ReportReason } from '../../../shared/api/question-reports.ts';
import { reportNotice } from '../../features/admin/reports/notice-text.ts';

export const DEMO_REPORTED_QUIZ_SLUG = 'gate-weekly-dsa';

interface DemoReport {
  email: string;
  questionKey: string;
  reason: ReportReason;
  note: string;
  /** minutes after the learner submitted the quiz */
  minutesAfter: number;
}

const openReports: DemoReport[] = [
  {
    email: 'kavya.menon@example.com',
    questionKey: 'tech-ds-linear-probing-1',
    reason: 'wrong-key',
    note: 'I think 25 ends up in slot 8: slots 5, 6 and 7 are taken by 5, 15 and 32.',
    minutesAfter: 25,
  },
  { email: 'arjun.patel@example.com', questionKey: 'tech-ds-linear-probing-1', reason: 'wrong-key', note: '', minutesAfter: 12 },
  {
    email: 'rohan.verma@example.com',
    questionKey: 'tech-ds-linear-probing-1',
    reason: 'unclear',
    note: 'Are the slots numbered from 0 or from 1? The question does not say.',
    minutesAfter: 40,
  },
  {
    email: 'aarav.sharma@example.com',
    questionKey: 'tech-algo-dijkstra-1',
    reason: 'unclear',
    note: 'The table of edges runs off the screen on my phone: I could not see the last two weights.',
    minutesAfter: 8,
  },
  {
    email: 'vikram.singh@example.com',
    questionKey: 'tech-algo-dijkstra-1',
    reason: 'typo',
    note: 'Is B→D meant to be D→B? With a weight of 8 it is never on a shortest path.',
    minutesAfter: 30,
  },
  {
    email: 'isha.banerjee@example.com',
    questionKey: 'apt-verbal-idiom-1',
    reason: 'out-of-syllabus',
    note: 'Are idioms still part of the GATE General Aptitude syllabus?',
    minutesAfter: 15,
  },
];

const answered = {
  report: {
    email: 'priya.iyer@example.com',
    questionKey: 'apt-series-1',
    reason: 'unclear' as const,
    note: 'Other rules also fit 2, 6, 12, 20, 30. How do I know which one the exam wants?',
    minutesAfter: 20,
  },
  response:
    'Five terms fit many rules, but the exam expects the simplest: the differences grow by 2 each time (4, 6, 8, 10, 12), which is the same as $n(n+1)$. So the next term is $6 \\times 7 = 42$, as the explanation works out.',
};

export async function insertDemoReports(
  db: Database,
  { idOf, userIdOf, masterId, now }: { idOf: (key: string) => string; userIdOf: (email: string) => string; masterId: string; now: Date },
) {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.slug, DEMO_REPORTED_QUIZ_SLUG)).limit(1);
  if (!quiz) return;
  const all = [...openReports, answered.report];
  const userIds = [...new Set(all.map((report) => userIdOf(report.email)))];
  const taken = await db
    .select({ id: attempts.id, userId: attempts.userId, submittedAt: attempts.submittedAt })
    .from(attempts)
    .where(and(eq(attempts.quizId, quiz.id), inArray(attempts.userId, userIds)));
  const placed = await db
    .select({ questionId: quizQuestions.questionId, position: quizQuestions.position, version: quizQuestions.questionVersion })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id));
  const attemptOf = (email: string) => {
    const attempt = taken.find((row) => row.userId === userIdOf(email));
    if (!attempt?.submittedAt) throw new Error(`Demo reports: ${email} has no submitted attempt of ${quiz.slug}`);
    return { ...attempt, submittedAt: attempt.submittedAt };
  };
  const rowOf = (report: DemoReport) => {
    const attempt = attemptOf(report.email);
    const questionId = idOf(report.questionKey);
    return {
      questionId,
      userId: attempt.userId,
      attemptId: attempt.id,
      questionVersion: placed.find((row) => row.questionId === questionId)?.version ?? 1,
      reason: report.reason,
      note: report.note,
      createdAt: new Date(Math.min(attempt.submittedAt.getTime() + report.minutesAfter * 60_000, now.getTime())),
    };
  };

  await db.insert(questionReports).values(openReports.map(rowOf));

  // Priya's, answered a day later by the master: resolved, told, audited, as the review queue would
  const reported = rowOf(answered.report);
  const resolvedAt = new Date(Math.min(reported.createdAt.getTime() + 86_400_000, now.getTime()));
  const [row] = await db
    .insert(questionReports)
    .values({ ...reported, status: 'resolved', resolution: 'answered', response: answered.response, resolvedBy: masterId, resolvedAt })
    .returning();
  const position = placed.find((place) => place.questionId === reported.questionId)?.position ?? 0;
  const notice = reportNotice({ resolution: 'answered', response: answered.response, version: null }, answered.report.reason, {
    paperTitle: quiz.title,
    questionNumber: position + 1,
  });
  const link = `/weeklyquiz/${encodeURIComponent(quiz.exam)}/${reported.userId}/${quiz.id}#question-${position + 1}`;
  await db.insert(userNotices).values({ userId: reported.userId, kind: 'report', ...notice, link, createdAt: resolvedAt });
  await db.insert(auditLog).values({
    actorId: masterId,
    action: 'question.reports.resolve',
    entity: 'question',
    entityId: reported.questionId,
    detail: JSON.parse(
      JSON.stringify({
        before: { reports: [{ ...row, status: 'open', resolution: null, response: null, resolvedBy: null, resolvedAt: null }] },
        after: { resolution: 'answered', response: answered.response, version: null, reports: [row] },
      }),
    ) as unknown,
    createdAt: resolvedAt,
  });
}
