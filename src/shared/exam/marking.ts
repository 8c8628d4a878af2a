// How a test or a weekly quiz is marked, chosen from presets: the marks a question is worth and what a
// wrong answer costs, for each type of question. Grading (grading.ts) applies it; the instructions
// before an exam state it in these words.
import { round2 } from '../round.ts';

export const MARKING_PRESETS = ['gate', 'ugc-net', 'weekly'] as const;
export type MarkingPreset = (typeof MARKING_PRESETS)[number];

export const MARKING_PRESET_NAMES: Record<MarkingPreset, string> = {
  gate: 'GATE: 1 or 2 marks; a wrong MCQ costs a third of its marks; MSQ and NAT no negative',
  'ugc-net': 'UGC NET: 2 marks each, no negative marking',
  weekly: 'Weekly quiz: the same marks for every question, a wrong MCQ costs the set penalty',
};

export interface Marking {
  preset: MarkingPreset;
  /** the marks every question is worth; null: each question's own (1 or 2 in GATE) */
  marksEach: number | null;
  /** the share of an MCQ's marks taken away for a wrong answer; MSQ and NAT never lose marks */
  mcqPenalty: number;
}

/** GATE's negative marking for a wrong MCQ: a third of its marks. */
export const GATE_MCQ_PENALTY = 1 / 3;
export const UGC_NET_MARKS = 2;

/**
 * The marking a paper's preset stands for. A test's stored negative ratio is the GATE preset's MCQ
 * penalty (a third unless its author set another); a weekly quiz's stored marks for a right and a
 * wrong answer are the weekly preset's (+1 and -0.33 unless set otherwise).
 */
export function markingOf(preset: MarkingPreset, stored: { negativeRatio?: number | null; quiz?: { correct: number; wrong: number } | null } = {}): Marking {
  if (preset === 'ugc-net') return { preset, marksEach: UGC_NET_MARKS, mcqPenalty: 0 };
  if (preset === 'weekly') {
    const correct = stored.quiz?.correct ?? 1;
    const wrong = stored.quiz?.wrong ?? 0.33;
    return { preset, marksEach: correct, mcqPenalty: wrong / correct };
  }
  return { preset, marksEach: null, mcqPenalty: stored.negativeRatio ?? GATE_MCQ_PENALTY };
}

/** A share as a person writes it: 1/3 and 2/3 as fractions, anything else to two decimals. */
function share(ratio: number): string {
  if (Math.abs(ratio - 1 / 3) < 1e-9) return 'one third';
  if (Math.abs(ratio - 2 / 3) < 1e-9) return 'two thirds';
  return `${round2(ratio * 100)}%`;
}

const marksWord = (marks: number) => `${round2(marks)} ${marks === 1 ? 'mark' : 'marks'}`;

/** The marking in sentences, for the instructions before the exam and the test's page. */
export function markingRules(marking: Marking): string[] {
  const worth = marking.marksEach === null ? 'Each question carries 1 or 2 marks, shown beside it.' : `Each question carries ${marksWord(marking.marksEach)}.`;
  const mcq =
    marking.mcqPenalty === 0
      ? 'There is no negative marking: a wrong answer costs nothing.'
      : marking.marksEach === null
        ? `A wrong answer to a multiple-choice question (MCQ) costs ${share(marking.mcqPenalty)} of its marks: ${marksWord(marking.mcqPenalty)} on a 1-mark question, ${marksWord(2 * marking.mcqPenalty)} on a 2-mark one.`
        : `A wrong answer to a multiple-choice question (MCQ) costs ${marksWord(marking.marksEach * marking.mcqPenalty)}.`;
  return [
    worth,
    mcq,
    'A multiple-select question (MSQ) earns its marks only when exactly the correct options are chosen: no partial marks, no negative marking.',
    'A numerical-answer question (NAT) earns its marks when the number entered lies in the accepted range: no negative marking.',
    'A question left unanswered earns nothing and costs nothing.',
  ];
}
