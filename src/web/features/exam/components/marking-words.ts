// The paper's marking in the interface's language: markingRules() of shared/exam/marking.ts, which the
// server and the test's page keep in English, in the words of the `exam` namespace. In English it
// reads exactly as markingRules() does (marking-words.test.ts holds the two together).
import type { TFunction } from '../../../i18n/messages.ts';
import type { Marking } from '../../../../shared/exam/marking.ts';
import { QUESTION_TYPES, type QuestionType } from '../../../../shared/exam/answer-key.ts';
import { round2 } from '../../../../shared/round.ts';

type ExamT = TFunction<'exam'>;

const marksIn = (t: ExamT, marks: number) => (marks === 1 ? t('marking.oneMark', { marks: round2(marks) }) : t('marking.marks', { marks: round2(marks) }));

function shareIn(t: ExamT, ratio: number): string {
  if (Math.abs(ratio - 1 / 3) < 1e-9) return t('marking.oneThird');
  if (Math.abs(ratio - 2 / 3) < 1e-9) return t('marking.twoThirds');
  return `${round2(ratio * 100)}%`;
}

/** The marking in sentences, for the instructions before the exam: of the types the paper asks (all three unless said). */
export function markingRulesIn(t: ExamT, marking: Marking, types: readonly QuestionType[] = QUESTION_TYPES): string[] {
  const worth = marking.marksEach === null ? t('marking.worthEither') : t('marking.worth', { marks: marksIn(t, marking.marksEach) });
  const mcq =
    marking.mcqPenalty === 0
      ? t('marking.noNegative')
      : marking.marksEach === null
        ? t('marking.mcqPenaltyEither', { share: shareIn(t, marking.mcqPenalty), one: marksIn(t, marking.mcqPenalty), two: marksIn(t, 2 * marking.mcqPenalty) })
        : t('marking.mcqPenalty', { marks: marksIn(t, marking.marksEach * marking.mcqPenalty) });
  return [worth, mcq, ...(types.includes('MSQ') ? [t('marking.msq')] : []), ...(types.includes('NAT') ? [t('marking.nat')] : []), t('marking.unanswered')];
}
