import { describe, expect, it } from 'vitest';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../api/exam.ts';
import {
  DISCLOSURE_PARTS,
  disclosureFor,
  quizHasSettled,
  quizSettlesAt,
  solutionsDisclosed,
  type AttemptStage,
  type DisclosedPaper,
  type DisclosurePart,
} from './disclosure.ts';

// A quiz open 18:00 to 20:00 IST on 6 December 2026, 10 minutes long: its last attempt may start at
// 19:59:59 and run to 20:09:59, and a save sent then may arrive 5 s later.
const opensAt = Date.parse('2026-12-06T12:30:00Z');
const closesAt = Date.parse('2026-12-06T14:30:00Z');
const quiz: DisclosedPaper = { kind: 'quiz', closesAt: new Date(closesAt), timeLimitSeconds: 600 };
const settlesAt = closesAt + (600 + IN_FLIGHT_ALLOWANCE_SECONDS) * 1000;
const test: DisclosedPaper = { kind: 'test' };

const paperStates: { name: string; paper: DisclosedPaper; now: number; settled: boolean }[] = [
  { name: 'a test', paper: test, now: closesAt, settled: true },
  { name: 'a quiz before it opens', paper: quiz, now: opensAt - 60_000, settled: false },
  { name: 'an open quiz', paper: quiz, now: opensAt + 60_000, settled: false },
  { name: 'a quiz just closed, its last attempts still running', paper: quiz, now: closesAt + 300_000, settled: false },
  { name: 'a quiz inside the in-flight allowance', paper: quiz, now: settlesAt - 1, settled: false },
  { name: 'a quiz settled to the millisecond', paper: quiz, now: settlesAt, settled: true },
  { name: 'a quiz settled last week', paper: quiz, now: settlesAt + 7 * 86_400_000, settled: true },
];

/** What each attempt stage shows, the paper's state aside: solutions only after submission and settling. */
function expected(stage: AttemptStage, settled: boolean): Record<DisclosurePart, boolean> {
  const started = stage !== 'none';
  const submitted = stage === 'submitted';
  const solutions = submitted && settled;
  return {
    questions: started,
    ownAnswers: started,
    score: submitted,
    rank: submitted,
    key: solutions,
    correctness: solutions,
    explanations: solutions,
    takerStats: solutions,
  };
}

describe('the disclosure policy', () => {
  for (const state of paperStates) {
    for (const stage of ['none', 'open', 'submitted'] as const) {
      it(`${state.name}, attempt ${stage}: sends exactly what the table says`, () => {
        const disclosure = disclosureFor(state.paper, stage, state.now);
        const want = expected(stage, state.settled);
        for (const part of DISCLOSURE_PARTS) expect({ part, sent: disclosure.parts.has(part) }).toEqual({ part, sent: want[part] });
        expect(solutionsDisclosed(disclosure)).toBe(want.key);
      });
    }
  }

  it('names when a submitted quiz’s solutions open, and only while they are held back', () => {
    expect(disclosureFor(quiz, 'submitted', closesAt - 1).solutionsOpenAt).toBe(settlesAt);
    expect(disclosureFor(quiz, 'submitted', settlesAt).solutionsOpenAt).toBeNull();
    expect(disclosureFor(quiz, 'open', closesAt - 1).solutionsOpenAt).toBeNull();
    expect(disclosureFor(test, 'submitted', closesAt).solutionsOpenAt).toBeNull();
  });

  it('settles a quiz at its close plus its time limit plus the in-flight allowance', () => {
    expect(quizSettlesAt({ closesAt: '2026-12-06T14:30:00.000Z', timeLimitSeconds: 600 })).toBe(Date.parse('2026-12-06T14:40:05.000Z'));
    expect(quizSettlesAt({ closesAt: new Date(closesAt), timeLimitSeconds: 10_800 })).toBe(closesAt + 10_805_000);
    expect(quizHasSettled({ closesAt, timeLimitSeconds: 600 }, settlesAt - 1)).toBe(false);
    expect(quizHasSettled({ closesAt, timeLimitSeconds: 600 }, settlesAt)).toBe(true);
  });
});
