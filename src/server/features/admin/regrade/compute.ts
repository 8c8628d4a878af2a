// What a regrade does to a paper's attempts, computed in memory from each attempt's stored answers:
// the one function behind both the dry run and the regrade, so the one shows exactly what the other
// does. Pure: the caller reads the attempts and the paper, and writes (or only shows) the results.
import type { AnalyzedData } from '../../../../shared/api/exam.ts';
import { gradeAttempt, type GradableQuestion } from '../../../../shared/exam/grading.ts';
import type { Marking } from '../../../../shared/exam/marking.ts';
import { standingFromCounts } from '../../../../shared/exam/standing.ts';

export interface GradedPaper {
  questions: readonly GradableQuestion[];
  marking: Marking;
}

export interface GradedAttempt {
  /** the paper as this attempt was served it, when that is not the paper's current one (question versions) */
  paper?: GradedPaper;
  id: string;
  userId: string;
  answers: Readonly<Record<string, { answer: unknown } | undefined>>;
  score: number;
  analysis: AnalyzedData;
  submittedAt: Date;
}

export interface Place {
  score: number;
  rank: number;
  percentile: number | null; // null for a sole taker
}

export interface RegradedAttempt {
  attemptId: string;
  userId: string;
  analysis: AnalyzedData;
  before: Place;
  after: Place;
}

export interface RegradePlan {
  results: RegradedAttempt[];
  /** the attempts whose score changes, largest change first (then by their new rank) */
  changed: RegradedAttempt[];
  ranksMoved: number;
  maxScore: { before: number; after: number };
  /** a weekly quiz's leaderboard first, before and after; null for a test */
  rankOne: { before: { userId: string; score: number } | null; after: { userId: string; score: number } | null } | null;
}

/** The attempt graded again by the paper as it is now, from its answers; its time, title and end as stored. */
export function regradeAnalysis(paper: GradedPaper, attempt: Pick<GradedAttempt, 'answers' | 'analysis'>): AnalyzedData {
  const stored = attempt.analysis;
  const fresh = gradeAttempt({
    title: stored.quizTitle,
    questions: paper.questions,
    answers: attempt.answers,
    marking: paper.marking,
    timeTakenSeconds: stored.basicMetrics.timeTaken,
    submittedAt: stored.submittedAt,
    endedBy: stored.endedBy,
  });
  // the seconds a client reported per question are the learner's, not the key's: they stay
  const spent = new Map(stored.questionAnalysis.flatMap((question) => (question.timeSpent === undefined ? [] : [[question.questionId, question.timeSpent]])));
  if (spent.size === 0) return fresh;
  return {
    ...fresh,
    questionAnalysis: fresh.questionAnalysis.map((question) => {
      const timeSpent = spent.get(question.questionId);
      return timeSpent === undefined ? question : { ...question, timeSpent };
    }),
  };
}

interface Entry {
  id: string;
  userId: string;
  score: number;
  timeTaken: number;
  submittedAt: Date;
}

/**
 * Each attempt's rank and percentile as its result shows them (attempts.standingOf): a test ranks on
 * the score alone; a weekly quiz breaks equal scores by time taken, as its leaderboard does.
 */
function standings(entries: readonly Entry[], byTime: boolean): Map<string, Omit<Place, 'score'>> {
  const sorted = [...entries].sort((a, b) => b.score - a.score || (byTime ? a.timeTaken - b.timeTaken : 0));
  const same = (a: Entry, b: Entry) => a.score === b.score && (!byTime || a.timeTaken === b.timeTaken);
  const places = new Map<string, Omit<Place, 'score'>>();
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && same(sorted[start]!, sorted[end]!)) end += 1;
    const { rank, percentile } = standingFromCounts({ takers: sorted.length, higher: start, lower: sorted.length - end });
    for (let index = start; index < end; index += 1) places.set(sorted[index]!.id, { rank, percentile });
    start = end;
  }
  return places;
}

/** The leaderboard's first (attempts.leaderboardPage's order, as the winner job reads it): score, time, submission, id. */
function leaderboardFirst(entries: readonly Entry[]): Entry | null {
  let first: Entry | null = null;
  for (const entry of entries) {
    if (
      !first ||
      entry.score > first.score ||
      (entry.score === first.score &&
        (entry.timeTaken < first.timeTaken ||
          (entry.timeTaken === first.timeTaken &&
            (entry.submittedAt.getTime() < first.submittedAt.getTime() ||
              (entry.submittedAt.getTime() === first.submittedAt.getTime() && entry.id < first.id)))))
    )
      first = entry;
  }
  return first;
}

const maxMarks = (paper: GradedPaper) =>
  gradeAttempt({ title: '', questions: paper.questions, answers: {}, marking: paper.marking, timeTakenSeconds: 0, submittedAt: '', endedBy: 'learner' })
    .basicMetrics.maxPossibleMarks;

/**
 * Every attempt regraded by `after` (or by its own paper, at the versions it was served), with the
 * scores and places before (as stored) and after. `analyses`: the attempts already regraded, by id
 * (planRegradeInSlices); any missing are regraded here.
 */
export function planRegrade(
  before: GradedPaper,
  after: GradedPaper,
  attempts: readonly GradedAttempt[],
  kind: 'test' | 'quiz',
  analyses: Map<string, AnalyzedData> = new Map(),
): RegradePlan {
  const byTime = kind === 'quiz';
  for (const attempt of attempts) if (!analyses.has(attempt.id)) analyses.set(attempt.id, regradeAnalysis(attempt.paper ?? after, attempt));
  const entriesBefore = attempts.map((attempt) => ({ ...attempt, timeTaken: attempt.analysis.basicMetrics.timeTaken }));
  const entriesAfter = entriesBefore.map((entry) => ({ ...entry, score: analyses.get(entry.id)!.basicMetrics.score }));
  const placesBefore = standings(entriesBefore, byTime);
  const placesAfter = standings(entriesAfter, byTime);
  const results = attempts.map((attempt): RegradedAttempt => {
    const analysis = analyses.get(attempt.id)!;
    return {
      attemptId: attempt.id,
      userId: attempt.userId,
      analysis,
      before: { score: attempt.score, ...placesBefore.get(attempt.id)! },
      after: { score: analysis.basicMetrics.score, ...placesAfter.get(attempt.id)! },
    };
  });
  const moved = (result: RegradedAttempt) => Math.abs(result.after.score - result.before.score);
  const top = (entries: Entry[]) => {
    const first = leaderboardFirst(entries);
    return first ? { userId: first.userId, score: first.score } : null;
  };
  return {
    results,
    changed: results
      .filter((result) => result.after.score !== result.before.score)
      .sort((a, b) => moved(b) - moved(a) || a.attemptId.localeCompare(b.attemptId)),
    ranksMoved: results.filter((result) => result.after.rank !== result.before.rank).length,
    maxScore: { before: maxMarks(before), after: maxMarks(after) },
    rankOne: kind === 'quiz' ? { before: top(entriesBefore), after: top(entriesAfter) } : null,
  };
}

/** Attempts graded again between two turns of the event loop: about 10 ms of work on a 2-core machine. */
const REGRADE_SLICE = 200;

/**
 * planRegrade for a paper of thousands of attempts: they are graded again a slice at a time, and the
 * server's event loop answers other requests between slices (a dry run over 10,000 attempts held it
 * for seconds in one piece; decision 042).
 */
export async function planRegradeInSlices(
  before: GradedPaper,
  after: GradedPaper,
  attempts: readonly GradedAttempt[],
  kind: 'test' | 'quiz',
): Promise<RegradePlan> {
  const analyses = new Map<string, AnalyzedData>();
  for (let start = 0; start < attempts.length; start += REGRADE_SLICE) {
    for (const attempt of attempts.slice(start, start + REGRADE_SLICE)) analyses.set(attempt.id, regradeAnalysis(attempt.paper ?? after, attempt));
    if (start + REGRADE_SLICE < attempts.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return planRegrade(before, after, attempts, kind, analyses);
}
