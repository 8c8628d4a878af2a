// The exam engine: start, save, finalise (grade once) and read an attempt, whatever its target.
import type { Database } from '../../db/client.ts';
import type { SavedAnswers } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { AnalyzedData, AttemptState, QuestionTime, SavedAnswer, Standing } from '../../../shared/api/exam.ts';
import { NOT_YOURS_MESSAGE, type ErrorReason } from '../../../shared/api/errors.ts';
import { gradeAttempt } from '../../../shared/exam/grading.ts';
import { answerFits, type QuestionType } from '../../../shared/exam/answer-key.ts';
import { shareCorrect, standingFromCounts } from '../../../shared/exam/standing.ts';
import {
  claimAttempt,
  countTakers,
  findAttempt,
  findAttemptOf,
  findAttemptsOfQuizzes,
  findAttemptsOfTests,
  findOpenAttemptsOfQuiz,
  leaderboardPage,
  listSubmittedAttempts,
  mergeAnswers,
  questionTallies,
  standingCounts,
  startAttemptOnce,
  startQuizAttemptInWindow,
  storeResult,
  type AttemptRow,
  type ClaimCondition,
  type QuestionSeconds,
} from './repository.ts';
import { loadAnswerShape, loadTarget, readTarget, servesAttempt, targetOfAttempt, targetOfRow, type Target, type TargetRef } from './targets.ts';
import { attemptFacts } from './attempt-facts.ts';
import { answerWriter } from './answer-writer.ts';
import { paperResultsChanged } from './results-changed.ts';
import { questionTimesOf } from './question-times.repository.ts';
import { examCounters } from '../metrics/counters.service.ts';
import { ATTEMPT_ENDED } from './attempt-language.ts';

export type { AttemptRow, LeaderboardPlace } from './repository.ts';
export type { PaperPlacement, Target, TargetRef } from './targets.ts';
export { forgetTarget, loadTarget, readTarget, servesAttempt, targetOfAttempt, TARGET_TTL_MS, toExamQuestion, toReviewedQuestion } from './targets.ts';
export { servedPaper, type ServedPaper } from './served-paper.ts';
export { ownAttemptTarget, paperOfAttempt, paperRefOf } from './attempt-paper.ts';
export { languageOfAttempt, languagesOfResult, requireLanguageOffered, setAttemptLanguage, startLanguage, type AttemptLanguage } from './attempt-language.ts';
export { sendPaper } from './paper-reply.ts';
export {
  analysisAsDisclosed,
  analysesAsDisclosed,
  disclosureOf,
  requirePaperDisclosed,
  solutionsDisclosed,
  type Disclosure,
  type WithheldAnalysis,
} from './disclosure.ts';
export { hasStartedAttempt, noteStartedAttempt } from './paper-access.ts';
export { onPaperResultsChanged, type ResultsListener } from './results-changed.ts';
export { anyAttemptsOf, countAttemptsSince, findAttemptPapers, keepServedVersions, listAttemptsOfUser, papersWithAttempts } from './repository.ts';
// for a blueprint's assembly (admin/blueprints): the papers learners met lately
export { papersStartedSince } from './recent-papers.repository.ts';
// for a regrade (admin/regrade): every graded attempt of a paper, the open ones, and the new results in one go
export { countAttemptsOf, listGradedAttempts, statsAttemptsOf, storeResults, type GradedAttemptRow } from './graded.repository.ts';
export { countTakers, findAttemptOf, findAttemptsOfQuizzes, findAttemptsOfTests, leaderboardPage, listSubmittedAttempts };

/** Why a save's answer does not fit its question, by the question's type. */
const WRONG_FORM: Record<QuestionType, { message: string; reason: ErrorReason }> = {
  MCQ: { message: 'An answer names an option that its question does not have.', reason: 'mcq-answer' },
  MSQ: { message: 'A multiple-select answer lists options its question has, each once.', reason: 'msq-answer' },
  NAT: { message: 'A numerical answer is a number such as 42, -3 or 2.75.', reason: 'nat-answer' },
};

export { ATTEMPT_ENDED };
const CLOCK_MARGIN_MS = 5_000;

/** The attempt as the exam view resumes it; `language`: what it is read in (attempt-language.ts), English unless given. */
export function attemptState(row: AttemptRow, language: Pick<AttemptState, 'language' | 'questionLanguages'> = {}): AttemptState {
  return {
    attemptId: row.id,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    // saves are validated against the contract's statuses before they are stored
    answers: row.answers as Record<string, SavedAnswer>,
    version: row.answersVersion,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    language: language.language ?? 'en',
    questionLanguages: language.questionLanguages ?? {},
  };
}

export async function requireOwnAttempt(db: Database, userId: string, attemptId: string): Promise<AttemptRow> {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt) throw notFound('Attempt not found.', { reason: 'attempt-not-found' });
  if (attempt.userId !== userId) throw forbidden(NOT_YOURS_MESSAGE, 'not-yours');
  return attempt;
}

/** The learner's attempt of a target, started now or earlier; an expired one comes back finalised. */
export async function startAttempt(db: Database, now: number, userId: string, ref: TargetRef): Promise<AttemptRow> {
  const target = await loadTarget(db, ref);
  if (!target) throw notFound('Test not found.', { reason: 'test-not-found' });
  if (target.questions.length === 0) throw notFound('No question details available.', { reason: 'no-questions' });
  const attempt = await startAttemptOnce(db, userId, ref, target.timeLimitSeconds);
  return settleIfExpired(db, now, attempt);
}

/**
 * An open attempt past its deadline is finalised before anyone reads it: the learner who left still
 * gets a result. `now` is the server's clock (the database's, read locally).
 */
export async function settleIfExpired(db: Database, now: number, attempt: AttemptRow): Promise<AttemptRow> {
  // most reads are of attempts well inside their time: skip the claim's transaction for them (the
  // margin covers the error of the measured clock offset; the database decides in the claim)
  if (attempt.submittedAt || attempt.deadline.getTime() > now + CLOCK_MARGIN_MS) return attempt;
  const analysis = await finaliseAttempt(db, attempt, 'deadline');
  return analysis ? ((await findAttempt(db, attempt.id)) ?? attempt) : attempt;
}

async function checkAnswers(db: Database, attempt: Pick<AttemptRow, 'testId' | 'quizId'>, answers: SavedAnswers, seconds: QuestionSeconds = {}): Promise<void> {
  const shapes = await loadAnswerShape(db, targetOfRow(attempt));
  for (const [questionId, saved] of Object.entries(answers)) {
    const shape = shapes.get(questionId);
    if (shape === undefined) throw badRequest('An answer names a question that is not in this test.', 'invalid-input', { reason: 'answer-not-in-paper' });
    if (!answerFits(shape.type, shape.optionCount, saved.answer)) {
      const { message, reason } = WRONG_FORM[shape.type];
      throw badRequest(message, 'invalid-input', { reason });
    }
  }
  for (const questionId of Object.keys(seconds)) {
    if (!shapes.has(questionId)) throw badRequest('A time names a question that is not in this test.', 'invalid-input', { reason: 'time-not-in-paper' });
  }
}

/**
 * Autosave: merged into the learner's saved answers while the attempt is open (until the deadline
 * plus the in-flight allowance). The busiest request of the weekly quiz: whose the attempt is comes
 * from memory, and the write goes with other learners' in one statement (answer-writer.ts).
 * `visited` questions (opened, not answered) are stored only where the attempt holds nothing yet;
 * `seconds` (time on questions so far) beside the answers, never changing them (answers-merge.ts).
 */
export async function saveAnswers(
  db: Database,
  userId: string,
  attemptId: string,
  answers: SavedAnswers,
  visited: string[] = [],
  seconds: QuestionSeconds = {},
): Promise<number> {
  const facts = await attemptFacts(db, attemptId);
  if (!facts) throw notFound('Attempt not found.', { reason: 'attempt-not-found' });
  if (facts.userId !== userId) throw forbidden(NOT_YOURS_MESSAGE, 'not-yours');
  const visits: SavedAnswers = Object.fromEntries(visited.map((questionId) => [questionId, { answer: null, status: 'not-answered' as const }]));
  await checkAnswers(db, facts, { ...visits, ...answers }, seconds);
  const timed = Object.keys(seconds).length > 0 ? { seconds } : {};
  const version = await answerWriter(db).save(attemptId, userId, answers, visited.length > 0 ? visits : undefined, timed);
  if (version === null) throw conflict(ATTEMPT_ENDED, 'attempt-ended');
  examCounters(db).answersSaved();
  return version;
}

/**
 * The learner's submit: a last save (when still in time), then grading exactly once. Whoever loses
 * a race (a second tab, a retry, the sweeper) gets the result stored by the winner.
 */
export async function submitAttempt(db: Database, attempt: AttemptRow, answers?: SavedAnswers, seconds?: QuestionSeconds): Promise<AnalyzedData> {
  if ((answers || seconds) && !attempt.submittedAt) {
    await checkAnswers(db, attempt, answers ?? {}, seconds);
    // refused when late: the result is then graded from what was saved in time
    await mergeAnswers(db, attempt.id, answers ?? {}, seconds);
  }
  const analysis = await finaliseAttempt(db, attempt, 'any');
  if (analysis) return analysis;
  const stored = await findAttempt(db, attempt.id);
  if (!stored?.analysis) throw new Error(`Attempt ${attempt.id} is submitted but has no analysis`);
  return stored.analysis as AnalyzedData;
}

/**
 * Claims, grades and stores in one transaction: a crash half-way leaves the attempt open (and the
 * sweeper finishes it), never submitted without a result. Null when the claim's condition did not hold.
 * The questions are read before the transaction opens: inside it, only its own handle may be used
 * (PGlite has one connection, so a query on the outer handle would wait for this transaction for ever).
 * It is graded at the versions of its questions it was served (targetOfAttempt).
 */
export async function finaliseAttempt(
  db: Database,
  attempt: Pick<AttemptRow, 'id' | 'testId' | 'quizId' | 'servedVersions'>,
  condition: ClaimCondition,
): Promise<AnalyzedData | null> {
  const read = await targetOfAttempt(db, attempt);
  if (!read) throw new Error(`Attempt ${attempt.id} cannot be graded: its test or quiz is gone`);
  const graded = await db.transaction(async (tx) => {
    const claimed = await claimAttempt(tx, attempt.id, condition);
    if (!claimed) return null;
    if (!claimed.submittedAt) throw new Error(`Attempt ${attempt.id} was claimed without an end time`);
    // the paper moved on to another version after the attempt was read: graded as it was served
    const target = servesAttempt(read, claimed.servedVersions) ? read : await readTarget(tx, read.ref, claimed.servedVersions);
    if (!target) throw new Error(`Attempt ${attempt.id} cannot be graded: its test or quiz is gone`);
    const ended = Math.min(claimed.submittedAt.getTime(), claimed.deadline.getTime());
    const analysis = gradeAttempt({
      title: target.title,
      questions: target.questions,
      answers: claimed.answers,
      marking: target.marking,
      timeTakenSeconds: Math.max(0, Math.round((ended - claimed.startedAt.getTime()) / 1000)),
      submittedAt: claimed.submittedAt.toISOString(),
      endedBy: claimed.endedBy ?? 'learner',
    });
    await storeResult(tx, attempt.id, analysis);
    // whatever is worked out from the paper's results counts this attempt (the item statistics, at their job's next run)
    await paperResultsChanged(tx, target.ref);
    return analysis;
  });
  // counted once committed (inside the sweeper's transaction `db` has no counters: the sweeper counts)
  if (graded) examCounters(db).attemptFinalised(attempt.quizId ? 'quiz' : 'test', graded.endedBy);
  return graded;
}

export interface AttemptResult {
  analyzedData: AnalyzedData;
  standing: Standing;
  questionStats: Record<string, number>; // question id -> % of takers who got it right; none for a sole taker
  questionTimes: Record<string, QuestionTime>; // question id -> the average taker's and the topper's seconds; none for a sole taker
}

/** A submitted attempt's result with where it stands among all takers of the same target. */
export async function resultOf(db: Database, attempt: AttemptRow, target: Target): Promise<AttemptResult> {
  const analyzedData = attempt.analysis as AnalyzedData | null;
  if (!analyzedData) throw new Error(`Attempt ${attempt.id} has no analysis`);
  const [standing, tallies, questionTimes] = await Promise.all([
    standingOf(db, target.ref, analyzedData),
    questionTallies(db, target.ref),
    questionTimesOf(
      db,
      target.ref,
      target.questions.map((question) => question.id),
    ),
  ]);
  // a sole taker's "takers" are the learner alone: no share of takers, no average or topper beside their own
  if (standing.takers <= 1) return { analyzedData, standing, questionStats: {}, questionTimes: {} };
  const byQuestion = new Map(tallies.map((tally) => [tally.questionId, tally]));
  const questionStats = Object.fromEntries(
    target.questions.map((question) => {
      const tally = byQuestion.get(question.id);
      return [question.id, tally ? shareCorrect(tally.correct, tally.takers) : 0];
    }),
  );
  return { analyzedData, standing, questionStats, questionTimes };
}

/**
 * Where a result stands among the target's takers. A weekly quiz breaks equal scores by time taken
 * (its leaderboard's order), so the rank a learner sees with their result is the leaderboard's.
 */
export async function standingOf(db: Database, ref: TargetRef, analyzedData: AnalyzedData): Promise<Standing> {
  const { score, timeTaken } = analyzedData.basicMetrics;
  return standingFromCounts(await standingCounts(db, ref, score, ref.kind === 'quiz' ? timeTaken : undefined));
}

/**
 * The learner's attempt of a quiz: the one they have, or a new one if the window is open by the
 * database's clock; null when they have none and the window is shut.
 */
export async function startQuizAttempt(
  db: Database,
  now: number,
  userId: string,
  quiz: { id: string; timeLimitSeconds: number; opensAt: Date; closesAt: Date },
): Promise<AttemptRow | null> {
  const target = await loadTarget(db, { kind: 'quiz', id: quiz.id });
  if (!target) throw notFound('Quiz not found.', { reason: 'quiz-not-found' });
  if (target.questions.length === 0) throw notFound('No question details available.', { reason: 'no-questions' });
  const attempt = await startQuizAttemptInWindow(db, userId, quiz.id, target.timeLimitSeconds, quiz);
  return attempt && settleIfExpired(db, now, attempt);
}

/**
 * Finalises a quiz's attempts still open once no save sent in time can arrive (each in a savepoint,
 * as the sweeper does). Returns how many remain open: the quiz's ranking is final only at zero.
 */
export async function finaliseOpenAttemptsOfQuiz(db: Database, quizId: string): Promise<number> {
  for (const attempt of await findOpenAttemptsOfQuiz(db, quizId)) {
    // one attempt that cannot be graded is counted below and holds the winner back, not the other quizzes
    await finaliseAttempt(db, attempt, 'grace').catch(() => null);
  }
  return (await findOpenAttemptsOfQuiz(db, quizId)).length;
}
