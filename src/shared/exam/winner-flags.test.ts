import { describe, expect, it } from 'vitest';
import { impossibleFinish, type Finish } from './winner-flags.ts';

const start = '2026-11-20T10:00:00.000Z';
const after = (s: number) => new Date(Date.parse(start) + s * 1000).toISOString();
/** ten questions, all answered, 7 of 10 marks, in `s` seconds by both clocks */
const finish = (s: number, more: Partial<Finish> = {}): Finish => ({
  score: 7,
  maxScore: 10,
  answered: 10,
  secondsTaken: s,
  startedAt: start,
  submittedAt: after(s),
  ...more,
});

describe('the flags of an impossible finish', () => {
  it('flags nothing in an honest finish: 10 answers in 8 minutes, or full marks in 61 s', () => {
    expect(impossibleFinish(finish(480))).toEqual([]);
    expect(impossibleFinish(finish(61, { score: 10 }))).toEqual([]);
  });

  it('flags under 5 s per answered question on average: 10 answers in 49 s, not in 50 s', () => {
    expect(impossibleFinish(finish(49))).toEqual(['fast-answers']);
    expect(impossibleFinish(finish(50))).toEqual([]);
    // the unanswered do not count: 2 answers in 9 s is 4.5 s each
    expect(impossibleFinish(finish(9, { answered: 2 }))).toEqual(['fast-answers', 'fast-finish']);
  });

  it('flags started to submitted in under 30 s, even with one answer given slowly', () => {
    expect(impossibleFinish(finish(29, { answered: 1 }))).toEqual(['fast-finish']);
    expect(impossibleFinish(finish(30, { answered: 1 }))).toEqual([]);
    expect(impossibleFinish(finish(12, { answered: 0, score: 0 }))).toEqual(['fast-finish']);
  });

  it('flags full marks in under a minute: 10 of 10 in 59 s, not 9.67 of 10', () => {
    expect(impossibleFinish(finish(59, { answered: 4, score: 10 }))).toEqual(['fast-full-marks']);
    expect(impossibleFinish(finish(59, { answered: 4, score: 9.67 }))).toEqual([]);
  });

  it('flags the 0-second attacker on every count', () => {
    expect(impossibleFinish(finish(0, { score: 10 }))).toEqual(['fast-answers', 'fast-finish', 'fast-full-marks']);
  });

  it("takes the shorter of the grader's time and the server's clock", () => {
    // the grader recorded 500 s, but the server saw it started and submitted 20 s apart
    expect(impossibleFinish(finish(500, { submittedAt: after(20), score: 10 }))).toEqual(['fast-answers', 'fast-finish', 'fast-full-marks']);
  });
});
