// One paper's item statistics, worked out from its submitted attempts as they were graded (the stored
// analysis: at the versions each attempt was served, with every regrade applied). Pure: the job reads
// the attempts and writes what this returns.
import { MIN_ATTEMPTS_FOR_DISCRIMINATION } from '../../../../shared/item-stats.ts';

export interface GradedQuestion {
  questionId: string;
  status: 'correct' | 'incorrect' | 'other';
  selectedAnswer: unknown;
  timeSpent?: number | undefined;
}

export interface StatsAttempt {
  /** the attempt's total score on the paper: what the thirds are cut by */
  score: number;
  questions: readonly GradedQuestion[];
}

export interface QuestionFigures {
  questionId: string;
  /** submitted attempts that were served the question */
  attempts: number;
  answered: number;
  correct: number;
  /** correct / attempts: an unanswered question counts as a wrong one (Moodle's facility scores it 0) */
  facility: number | null;
  discrimination: number | null;
  /** how many chose each option, by index (an MSQ's attempt counts once for each option it chose) */
  optionCounts: number[];
  /** seconds, averaged over the attempts that recorded them; null when none did */
  averageSeconds: number | null;
}

/**
 * Each attempt's share of the top third and of the bottom third. The attempts are ranked by score and
 * a third is exactly N/3 places; attempts of equal score share the places their group spans, so the
 * group at a cut (and an N not divisible by 3) splits evenly, never by an arbitrary order. Nine
 * attempts scoring 9,8,7,7,5,4,3,2,1: the top third is 9, 8 and half of each 7.
 */
export function thirdsWeights(scores: readonly number[]): { top: number[]; bottom: number[]; third: number } {
  const n = scores.length;
  const third = n / 3;
  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score);
  const top = new Array<number>(n).fill(0);
  const bottom = new Array<number>(n).fill(0);
  for (let start = 0; start < n;) {
    let end = start + 1;
    while (end < n && order[end]!.score === order[start]!.score) end += 1;
    const size = end - start;
    const inTop = Math.max(0, Math.min(end, third) - start) / size;
    const inBottom = Math.max(0, end - Math.max(start, n - third)) / size;
    for (let place = start; place < end; place += 1) {
      top[order[place]!.index] = inTop;
      bottom[order[place]!.index] = inBottom;
    }
    start = end;
  }
  return { top, bottom, third };
}

const chosenOptions = (answer: unknown): number[] =>
  typeof answer === 'number' ? [answer] : Array.isArray(answer) ? answer.filter((item): item is number => typeof item === 'number') : [];

/**
 * The figures of every question the attempts were served. `optionCount` gives each question's
 * options now (a NAT has none); an attempt of an older version with more options widens the counts.
 */
export function paperFigures(attempts: readonly StatsAttempt[], optionCount: (questionId: string) => number): QuestionFigures[] {
  const { top, bottom, third } = thirdsWeights(attempts.map((attempt) => attempt.score));
  const enough = attempts.length >= MIN_ATTEMPTS_FOR_DISCRIMINATION;
  const byQuestion = new Map<string, { served: number; answered: number; correct: number; top: number; bottom: number; counts: number[]; seconds: number[] }>();
  attempts.forEach((attempt, index) => {
    for (const question of attempt.questions) {
      let tally = byQuestion.get(question.questionId);
      if (!tally) {
        tally = { served: 0, answered: 0, correct: 0, top: 0, bottom: 0, counts: new Array<number>(optionCount(question.questionId)).fill(0), seconds: [] };
        byQuestion.set(question.questionId, tally);
      }
      tally.served += 1;
      const answered = question.selectedAnswer !== null && question.selectedAnswer !== undefined;
      if (answered) tally.answered += 1;
      if (question.status === 'correct') {
        tally.correct += 1;
        tally.top += top[index]!;
        tally.bottom += bottom[index]!;
      }
      for (const option of chosenOptions(question.selectedAnswer)) {
        while (tally.counts.length <= option) tally.counts.push(0);
        tally.counts[option]! += 1;
      }
      if (typeof question.timeSpent === 'number') tally.seconds.push(question.timeSpent);
    }
  });
  return [...byQuestion].map(([questionId, tally]) => ({
    questionId,
    attempts: tally.served,
    answered: tally.answered,
    correct: tally.correct,
    facility: tally.served > 0 ? tally.correct / tally.served : null,
    // every attempt of a paper is served each of its questions, so the thirds are the paper's
    discrimination: enough && tally.served === attempts.length ? tally.top / third - tally.bottom / third : null,
    optionCounts: tally.counts,
    averageSeconds: tally.seconds.length > 0 ? tally.seconds.reduce((sum, seconds) => sum + seconds, 0) / tally.seconds.length : null,
  }));
}

export interface PaperFigureRow {
  attempts: number;
  answered: number;
  correct: number;
  discrimination: number | null;
  optionCounts: readonly number[];
  averageSeconds: number | null;
}

/**
 * A question's figures over every paper that served it: counts summed; facility from the sums;
 * discrimination and time the attempts-weighted mean of the papers that have one.
 */
export function acrossPapers(rows: readonly PaperFigureRow[]): Omit<QuestionFigures, 'questionId'> {
  const sum = (pick: (row: PaperFigureRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const weighted = (pick: (row: PaperFigureRow) => number | null) => {
    const having = rows.filter((row) => pick(row) !== null);
    const weight = having.reduce((total, row) => total + row.attempts, 0);
    return weight > 0 ? having.reduce((total, row) => total + pick(row)! * row.attempts, 0) / weight : null;
  };
  const attempts = sum((row) => row.attempts);
  const correct = sum((row) => row.correct);
  const optionCounts: number[] = [];
  for (const row of rows) row.optionCounts.forEach((count, option) => (optionCounts[option] = (optionCounts[option] ?? 0) + count));
  return {
    attempts,
    answered: sum((row) => row.answered),
    correct,
    facility: attempts > 0 ? correct / attempts : null,
    discrimination: weighted((row) => row.discrimination),
    optionCounts: Array.from(optionCounts, (count) => count ?? 0),
    averageSeconds: weighted((row) => row.averageSeconds),
  };
}
