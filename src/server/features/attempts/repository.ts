// SQL of the attempts table. Every time comparison uses the database clock (now()), so several
// app instances with drifting clocks agree on whether an attempt is still open.
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { attempts, type SavedAnswers } from '../../db/schema.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS, type AnalyzedData } from '../../../shared/api/exam.ts';
import type { StandingCounts } from '../../../shared/exam/standing.ts';
import type { TargetRef } from './targets.ts';
import { mergedAnswers } from './answers-merge.ts';
import { examCounters } from '../metrics/counters.service.ts';

export type AttemptRow = typeof attempts.$inferSelect;

const inFlight = sql`make_interval(secs => ${IN_FLIGHT_ALLOWANCE_SECONDS})`;

const targetColumn = (ref: TargetRef) => (ref.kind === 'test' ? attempts.testId : attempts.quizId);

export async function findAttempt(db: Database, attemptId: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, attemptId)).limit(1);
  return row ?? null;
}

/** The test or quiz of each attempt named (the papers learners' reports came from), by attempt id. */
export async function findAttemptPapers(db: Database, attemptIds: string[]): Promise<Map<string, { testId: string | null; quizId: string | null }>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db.select({ id: attempts.id, testId: attempts.testId, quizId: attempts.quizId }).from(attempts).where(inArray(attempts.id, attemptIds));
  return new Map(rows.map(({ id, ...paper }) => [id, paper]));
}

export async function findAttemptOf(db: Database, userId: string, ref: TargetRef): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(targetColumn(ref), ref.id)))
    .limit(1);
  return row ?? null;
}

/**
 * Creates the learner's one attempt of a target, or leaves the existing one alone: two tabs pressing
 * Start together both end up with the same row, and its startedAt and deadline never move.
 */
export async function startAttemptOnce(db: Database, userId: string, ref: TargetRef, timeLimitSeconds: number) {
  const [created] = await db
    .insert(attempts)
    .values({
      userId,
      testId: ref.kind === 'test' ? ref.id : null,
      quizId: ref.kind === 'quiz' ? ref.id : null,
      startedAt: sql`now()`,
      deadline: sql`now() + make_interval(secs => ${timeLimitSeconds})`,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    examCounters(db).attemptStarted(ref.kind);
    return created;
  }
  const row = await findAttemptOf(db, userId, ref);
  if (!row) throw new Error('The attempt vanished right after it was created');
  return row;
}

/**
 * Merges answers into the saved map in one statement (no read-modify-write, so two tabs' saves
 * cannot undo each other). Returns the new version, or null when the attempt has ended.
 */
export async function mergeAnswers(db: Database, attemptId: string, answers: SavedAnswers, seconds: QuestionSeconds = {}): Promise<number | null> {
  const [row] = await db
    .update(attempts)
    .set({
      answers: mergedAnswers(
        sql`${attempts.answers}`,
        sql`null::jsonb`,
        sql`${JSON.stringify(answers)}::jsonb`,
        sql`${JSON.stringify(seconds)}::jsonb`,
        sql`${attempts.startedAt}`,
      ),
      answersVersion: sql`${attempts.answersVersion} + 1`,
    })
    .where(and(eq(attempts.id, attemptId), isNull(attempts.submittedAt), sql`now() <= ${attempts.deadline} + ${inFlight}`))
    .returning({ version: attempts.answersVersion });
  return row?.version ?? null;
}

/** What never changes about an attempt once it exists: whose it is and what it is an attempt of. */
export interface AttemptFacts {
  userId: string;
  testId: string | null;
  quizId: string | null;
}

export async function findAttemptFacts(db: Database, attemptId: string): Promise<AttemptFacts | null> {
  const [row] = await db
    .select({ userId: attempts.userId, testId: attempts.testId, quizId: attempts.quizId })
    .from(attempts)
    .where(eq(attempts.id, attemptId))
    .limit(1);
  return row ?? null;
}

/** Seconds spent on each question so far, by question id. */
export type QuestionSeconds = Record<string, number>;

export interface AnswerPatch {
  attemptId: string;
  userId: string;
  answers: SavedAnswers;
  /** first visits: stored only for questions the attempt holds nothing for */
  visits?: SavedAnswers;
  /** time on questions: stored beside their answers, never lowered (answers-merge.ts) */
  seconds?: QuestionSeconds;
}

/**
 * Many learners' autosaves in one statement: each patch is merged into its own attempt (the owner's,
 * still open) exactly as mergeAnswers does one. Returns the new version of each attempt it changed;
 * an attempt missing from the map had ended. Each attempt may appear once.
 */
export async function mergeAnswersOfMany(db: Database, patches: AnswerPatch[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; version: number }>(
    db,
    sql`update ${attempts} as a
        set answers = ${mergedAnswers(sql`a.answers`, sql`v.visits`, sql`v.patch`, sql`v.seconds`, sql`a.started_at`)}, answers_version = a.answers_version + 1
        from jsonb_to_recordset(${JSON.stringify(
          patches.map((patch) => ({
            id: patch.attemptId,
            user_id: patch.userId,
            patch: patch.answers,
            visits: patch.visits ?? null,
            seconds: patch.seconds ?? null,
          })),
        )}::jsonb)
          as v(id uuid, user_id uuid, patch jsonb, visits jsonb, seconds jsonb)
        where a.id = v.id and a.user_id = v.user_id and a.submitted_at is null and now() <= a.deadline + ${inFlight}
        returning a.id as id, a.answers_version as version`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.version)]));
}

/** 'any': a learner's submit; 'deadline': time is up; 'grace': time is up and no save sent in time can still arrive. */
export type ClaimCondition = 'any' | 'deadline' | 'grace';

const claimConditions: Record<ClaimCondition, SQL | undefined> = {
  any: undefined,
  deadline: sql`now() > ${attempts.deadline}`,
  grace: sql`now() > ${attempts.deadline} + ${inFlight}`,
};

/**
 * Ends an open attempt, once: of two concurrent claims one gets the row, the other gets nothing
 * (PostgreSQL re-checks `submitted_at is null` after waiting for the winner's row lock). An attempt
 * ended after its deadline ended *at* the deadline, by the deadline.
 */
export async function claimAttempt(db: Database, attemptId: string, condition: ClaimCondition): Promise<AttemptRow | null> {
  const [row] = await db
    .update(attempts)
    .set({
      submittedAt: sql`least(now(), ${attempts.deadline})`,
      endedBy: sql`case when now() > ${attempts.deadline} then 'deadline'::attempt_end else 'learner'::attempt_end end`,
    })
    .where(and(eq(attempts.id, attemptId), isNull(attempts.submittedAt), claimConditions[condition]))
    .returning();
  return row ?? null;
}

export async function storeResult(db: Database, attemptId: string, analysis: AnalyzedData): Promise<void> {
  await db.update(attempts).set({ analysis, score: analysis.basicMetrics.score }).where(eq(attempts.id, attemptId));
}

/** Open attempts whose deadline and in-flight allowance have passed, oldest first (served by attempts_open_deadline_idx). */
export async function findExpiredAttempts(db: Database, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(and(isNull(attempts.submittedAt), sql`${attempts.deadline} < now() - ${inFlight}`))
    .orderBy(asc(attempts.deadline))
    .limit(limit);
}

/** The learner's attempts of the given tests, by test id. */
export async function findAttemptsOfTests(db: Database, userId: string, testIds: string[]): Promise<Map<string, AttemptRow>> {
  if (testIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.testId, testIds)));
  return new Map(rows.map((row) => [row.testId!, row]));
}

/** The learner's submitted attempts (tests and weekly quizzes) that carry an analysis, oldest first. */
export async function listSubmittedAttempts(db: Database, userId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), isNotNull(attempts.submittedAt), isNotNull(attempts.analysis)))
    .orderBy(asc(attempts.submittedAt));
}

/** The condition of a test's or quiz's graded attempts (the regrade's SQL reads it too). */
export const submittedOf = (ref: TargetRef) => and(eq(targetColumn(ref), ref.id), isNotNull(attempts.submittedAt), isNotNull(attempts.score));

// the seconds the grader recorded: the leaderboard ranks on what the learner's result shows
const timeTaken = sql`(${attempts.analysis}->'basicMetrics'->>'timeTaken')::float8`;

/**
 * How many takers of the target are ahead of and behind a result: one aggregate over the submitted
 * attempts. Tests rank on the score alone; a weekly quiz (`timeTakenSeconds` given) breaks equal
 * scores by time taken, as its leaderboard does, so the rank agrees with the leaderboard's.
 */
export async function standingCounts(db: Database, ref: TargetRef, score: number, timeTakenSeconds?: number): Promise<StandingCounts> {
  const byTime = timeTakenSeconds !== undefined;
  const [row] = await db
    .select({
      takers: sql<number>`count(*)`.mapWith(Number),
      higher: (byTime
        ? sql<number>`count(*) filter (where ${attempts.score} > ${score} or (${attempts.score} = ${score} and ${timeTaken} < ${timeTakenSeconds}))`
        : sql<number>`count(*) filter (where ${attempts.score} > ${score})`
      ).mapWith(Number),
      lower: (byTime
        ? sql<number>`count(*) filter (where ${attempts.score} < ${score} or (${attempts.score} = ${score} and ${timeTaken} > ${timeTakenSeconds}))`
        : sql<number>`count(*) filter (where ${attempts.score} < ${score})`
      ).mapWith(Number),
    })
    .from(attempts)
    .where(submittedOf(ref));
  return row ?? { takers: 0, higher: 0, lower: 0 };
}

/** Per question id: how many takers answered it and how many of them got it right. */
export async function questionTallies(db: Database, ref: TargetRef) {
  return queryRows<{ questionId: string; correct: number; takers: number }>(
    db,
    sql`select qa->>'questionId' as "questionId",
          (count(*) filter (where qa->>'status' = 'correct'))::int as correct,
          count(*)::int as takers
        from ${attempts}, jsonb_array_elements(${attempts.analysis}->'questionAnalysis') as qa
        where ${submittedOf(ref)}
        group by 1`,
  );
}

/**
 * Starts the learner's attempt of a quiz only while the quiz's window is open by the database's
 * clock (opensAt <= now() < closesAt): the moment of the close is decided where the deadline is.
 * Returns the learner's attempt (new or earlier), or null when there was none and the window is shut.
 */
export async function startQuizAttemptInWindow(
  db: Database,
  userId: string,
  quizId: string,
  timeLimitSeconds: number,
  window: { opensAt: Date; closesAt: Date },
): Promise<AttemptRow | null> {
  const [created] = await queryRows<{ id: string }>(
    db,
    sql`insert into ${attempts} (user_id, quiz_id, started_at, deadline)
        select ${userId}::uuid, ${quizId}::uuid, now(), now() + make_interval(secs => ${timeLimitSeconds})
        where now() >= ${window.opensAt.toISOString()}::timestamptz and now() < ${window.closesAt.toISOString()}::timestamptz
        on conflict do nothing
        returning id`,
  );
  if (created) examCounters(db).attemptStarted('quiz');
  // the row in Drizzle's shape (a raw statement's columns are snake_case): one more read, by key
  return created ? findAttempt(db, created.id) : findAttemptOf(db, userId, { kind: 'quiz', id: quizId });
}

/** The learner's attempts of the given quizzes, by quiz id. */
export async function findAttemptsOfQuizzes(db: Database, userId: string, quizIds: string[]): Promise<Map<string, AttemptRow>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.quizId, quizIds)));
  return new Map(rows.map((row) => [row.quizId!, row]));
}

/** Quiz id -> number of submitted attempts. */
export async function countTakers(db: Database, quizIds: string[]): Promise<Map<string, number>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .select({ quizId: attempts.quizId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(attempts)
    .where(and(inArray(attempts.quizId, quizIds), isNotNull(attempts.submittedAt), isNotNull(attempts.score)))
    .groupBy(attempts.quizId);
  return new Map(rows.map((row) => [row.quizId!, row.n]));
}

/** A quiz's attempts that are still open (none should remain once the quiz and its time limit are over). */
export async function findOpenAttemptsOfQuiz(db: Database, quizId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.quizId, quizId), isNull(attempts.submittedAt)));
}

export interface LeaderboardPlace {
  userId: string;
  rank: number;
  score: number;
  timeTaken: number;
  maxScore: number;
  submittedAt: Date;
}

/**
 * A page of a quiz's leaderboard: score descending, time taken ascending, submission ascending;
 * equal score and time share a rank (rank() over the first two), as src/shared/exam/leaderboard.ts says.
 */
export async function leaderboardPage(db: Database, quizId: string, offset: number, limit: number): Promise<LeaderboardPlace[]> {
  return queryRows<LeaderboardPlace>(
    db,
    sql`select user_id as "userId",
          (rank() over (order by score desc, ${timeTaken} asc))::int as rank,
          score,
          ${timeTaken} as "timeTaken",
          (analysis->'basicMetrics'->>'maxPossibleMarks')::float8 as "maxScore",
          submitted_at as "submittedAt"
        from ${attempts}
        where ${submittedOf({ kind: 'quiz', id: quizId })}
        order by score desc, ${timeTaken} asc, submitted_at asc, id asc
        offset ${offset} limit ${limit}`,
  ).then((rows) => rows.map((row) => ({ ...row, submittedAt: new Date(row.submittedAt) })));
}

/** Whether anyone has started any of these tests or quizzes (the admin area's integrity rule). */
export async function anyAttemptsOf(db: Database, testIds: string[], quizIds: string[]): Promise<boolean> {
  const targets: SQL[] = [];
  if (testIds.length) targets.push(inArray(attempts.testId, testIds));
  if (quizIds.length) targets.push(inArray(attempts.quizId, quizIds));
  if (targets.length === 0) return false;
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(targets.length === 1 ? targets[0] : sql`(${targets[0]}) or (${targets[1]})`)
    .limit(1);
  return Boolean(row);
}

/**
 * Before a paper serves another version of a question: each of its attempts that still reads the
 * paper's versions (served_versions null) keeps, from now on, the versions it was served. One
 * statement, however many attempts; answers how many it wrote.
 */
export async function keepServedVersions(db: Database, ref: TargetRef, versions: Record<string, number>): Promise<number> {
  const rows = await db
    .update(attempts)
    .set({ servedVersions: versions })
    .where(and(eq(targetColumn(ref), ref.id), isNull(attempts.servedVersions)))
    .returning({ id: attempts.id });
  return rows.length;
}

/** Which of these tests and quizzes anyone has started. */
export async function papersWithAttempts(db: Database, testIds: string[], quizIds: string[]) {
  // one index probe per paper (exists), not every attempt of each: a taken paper has thousands
  const probe = (column: typeof attempts.testId | typeof attempts.quizId, ids: string[]) =>
    ids.length
      ? queryRows<{ id: string }>(
          db,
          sql`select p.id from unnest(array[${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]) as p(id) where exists (select 1 from ${attempts} a where ${sql.raw(`a.${column.name}`)} = p.id)`,
        )
      : Promise.resolve([]);
  const [testRows, quizRows] = await Promise.all([probe(attempts.testId, testIds), probe(attempts.quizId, quizIds)]);
  return {
    tests: new Set(testRows.map((row) => row.id).filter((id): id is string => id !== null)),
    quizzes: new Set(quizRows.map((row) => row.id).filter((id): id is string => id !== null)),
  };
}

/** Attempts started at or after `since`, for the admin home. */
export async function countAttemptsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attempts)
    .where(sql`${attempts.startedAt} >= ${since.toISOString()}::timestamptz`);
  return row?.n ?? 0;
}

/** Every attempt of a learner, tests and quizzes, started or finished, newest first (the admin's person page). */
export async function listAttemptsOfUser(db: Database, userId: string, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(eq(attempts.userId, userId))
    .orderBy(sql`${attempts.startedAt} desc`)
    .limit(limit);
}
