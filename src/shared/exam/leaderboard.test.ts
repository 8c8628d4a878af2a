import { describe, expect, it } from 'vitest';
import { gradeAttempt } from './grading.ts';
import { markingOf } from './marking.ts';
import { compareEntries, quizStanding, rankEntries } from './leaderboard.ts';

const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('the weekly quiz leaderboard order', () => {
  it('ranks by score, then time taken; equal score and time share a rank and the next skips (1, 2, 2, 4)', () => {
    const ranked = rankEntries([
      { name: 'slow 7', score: 7, timeTaken: 500, submittedAt: at(9) },
      { name: 'tie late', score: 8.34, timeTaken: 400, submittedAt: at(8) },
      { name: 'top', score: 10, timeTaken: 600, submittedAt: at(5) },
      { name: 'tie early', score: 8.34, timeTaken: 400, submittedAt: at(2) },
      { name: 'fast 7', score: 7, timeTaken: 300, submittedAt: at(7) },
    ]);
    expect(ranked.map((row) => [row.name, row.rank])).toEqual([
      ['top', 1],
      ['tie early', 2], // same score and time: the earlier submission is listed first, at the same rank
      ['tie late', 2],
      ['fast 7', 4],
      ['slow 7', 5],
    ]);
  });

  it('breaks a tie on score at rank 1 by time taken, then lists equal times by submission', () => {
    const slower = { score: 5, timeTaken: 120, submittedAt: at(1) };
    const faster = { score: 5, timeTaken: 90, submittedAt: at(3) };
    expect(compareEntries(faster, slower)).toBeLessThan(0);
    expect(rankEntries([slower, faster]).map((row) => row.rank)).toEqual([1, 2]);
    expect(rankEntries([slower, faster])[0]).toMatchObject({ timeTaken: 90 });
    const sameTimeLater = { ...faster, submittedAt: at(4) };
    expect(rankEntries([sameTimeLater, faster]).map((row) => [row.submittedAt, row.rank])).toEqual([
      [at(3), 1],
      [at(4), 1],
    ]);
  });

  it('gives each learner the same rank in their standing as on the leaderboard, with the mid-rank percentile', () => {
    const entries = [
      { score: 10, timeTaken: 600, submittedAt: at(1) },
      { score: 8.34, timeTaken: 400, submittedAt: at(2) },
      { score: 8.34, timeTaken: 400, submittedAt: at(3) },
      { score: 7, timeTaken: 300, submittedAt: at(4) },
    ];
    const ranked = rankEntries(entries);
    for (const entry of ranked) expect(quizStanding(entry, entries).rank).toBe(entry.rank);
    expect(quizStanding(entries[0]!, entries)).toEqual({ rank: 1, takers: 4, percentile: 100 });
    // one above, one tied (same score and time), one below: (1 + 0.5) / 3
    expect(quizStanding(entries[1]!, entries)).toEqual({ rank: 2, takers: 4, percentile: 50 });
    expect(quizStanding(entries[2]!, entries)).toEqual({ rank: 2, takers: 4, percentile: 50 });
    expect(quizStanding(entries[3]!, entries)).toEqual({ rank: 4, takers: 4, percentile: 0 });
  });

  it('puts the faster of two equal scores ahead, and gives a sole taker no percentile', () => {
    const fast = { score: 5, timeTaken: 100, submittedAt: at(1) };
    const slow = { score: 5, timeTaken: 200, submittedAt: at(2) };
    expect(quizStanding(fast, [fast, slow])).toEqual({ rank: 1, takers: 2, percentile: 100 });
    expect(quizStanding(slow, [fast, slow])).toEqual({ rank: 2, takers: 2, percentile: 0 });
    expect(quizStanding(fast, [fast])).toEqual({ rank: 1, takers: 1, percentile: null });
  });
});

describe('weekly quiz marking (SPEC §9: +1 / -0.33 / 0)', () => {
  const questions = Array.from({ length: 10 }, (_, index) => ({
    id: `q${index}`,
    section: index < 3 ? ('Aptitude' as const) : ('Technical' as const),
    marks: 1,
    key: { type: 'MCQ' as const, correctIndex: 0 },
    optionCount: 4,
  }));
  const grade = (answers: Record<string, { answer: number | null }>) =>
    gradeAttempt({ title: 'Quiz', questions, answers, marking: markingOf('weekly'), timeTakenSeconds: 300, submittedAt: at(0), endedBy: 'learner' });

  it('scores 7 right, 2 wrong and 1 unanswered as 7 - 0.66 = 6.34 out of 10', () => {
    const answers = Object.fromEntries(questions.map((q, index) => [q.id, { answer: index < 7 ? 0 : index < 9 ? 1 : null }]));
    const result = grade(answers);
    expect(result.basicMetrics).toMatchObject({ score: 6.34, maxPossibleMarks: 10, totalQuestions: 10 });
    expect(result.performanceMetrics).toMatchObject({ correctAnswers: 7, incorrectAnswers: 2, unattemptedQuestions: 1 });
    expect(result.questionAnalysis.map((row) => row.marks)).toEqual([1, 1, 1, 1, 1, 1, 1, -0.33, -0.33, 0]);
  });

  it('scores three wrong answers as exactly -0.99 and nothing answered as 0', () => {
    expect(grade({ q0: { answer: 1 }, q1: { answer: 2 }, q2: { answer: 3 } }).basicMetrics.score).toBe(-0.99);
    expect(grade({}).basicMetrics.score).toBe(0);
  });
});
