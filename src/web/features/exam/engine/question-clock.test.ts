import { describe, expect, it } from 'vitest';
import { QuestionClock, startingSeconds } from './question-clock.ts';

function clockAt(initial: Record<string, number> = {}) {
  let now = 0;
  const clock = new QuestionClock(initial, () => now);
  return { clock, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('QuestionClock', () => {
  it('adds each visit of a question to its total, and only while it is on screen', () => {
    const { clock, advance } = clockAt();
    expect(clock.show('q1')).toBeNull();
    advance(30);
    expect(clock.show('q2')).toEqual({ questionId: 'q1', seconds: 30 });
    advance(10);
    expect(clock.pause()).toEqual({ questionId: 'q2', seconds: 10 });
    advance(500); // hidden: not counted
    expect(clock.pause()).toBeNull();
    clock.show('q1');
    advance(15.4);
    expect(clock.secondsOn('q1')).toBe(45);
    expect(clock.show('q2')).toEqual({ questionId: 'q1', seconds: 45 });
    expect(clock.show('q2')).toBeNull(); // the same question again is the same visit
    advance(5);
    expect(clock.secondsOn('q2')).toBe(15);
  });

  it('goes on from the totals it starts with', () => {
    const { clock, advance } = clockAt({ q1: 80 });
    clock.show('q1');
    advance(20);
    expect(clock.pause()).toEqual({ questionId: 'q1', seconds: 100 });
  });

  it("starts from the larger of the server's and the device's unsent totals", () => {
    const server = { q1: { seconds: 80 }, q2: { seconds: 20 }, q3: {} };
    expect(startingSeconds(server, { q1: 95, q2: 10, q4: 5 })).toEqual({ q1: 95, q2: 20, q4: 5 });
  });
});
