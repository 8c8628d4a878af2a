// The draft as a learner meets it: the exam's question (no key), the result's reviewed question (with
// the key) and the marks a test gives an answer. Pure, so the live preview's rules are unit-tested.
import { keyOfInput } from '../../../../shared/api/admin-questions.ts';
import type { ExamQuestion, QuestionAnalysis, ReviewedQuestion } from '../../../../shared/api/exam.ts';
import { keyProblem, type Answer, type AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { gradeAttempt } from '../../../../shared/exam/grading.ts';
import { markingOf } from '../../../../shared/exam/marking.ts';
import { inputFields, type QuestionDraft } from './question-draft.ts';

const PREVIEW_ID = 'preview';

/** The key the draft's fields give, whole or not (an unchosen MCQ answer is -1, a NAT field not yet a number NaN). */
const keyOf = (draft: QuestionDraft): AnswerKey => keyOfInput(inputFields(draft));

const optionCountOf = (draft: QuestionDraft) => (draft.type === 'NAT' ? 0 : draft.options.length);

/** The draft's key once it is sound (an answer chosen, a range of numbers); null while it is not. */
export function draftKey(draft: QuestionDraft): AnswerKey | null {
  const key = keyOf(draft);
  return keyProblem(key, optionCountOf(draft)) === null ? key : null;
}

/** The draft as the exam view receives a question: no key, no explanation; a NAT has no options. */
export function toExamQuestion(draft: QuestionDraft, id = PREVIEW_ID): ExamQuestion {
  const options = draft.type === 'NAT' ? [] : draft.options;
  return {
    _id: id,
    questionText: draft.text,
    questionImage: draft.image,
    options: options.map((option, index) => ({ _id: `${id}:${index}`, text: option.text, image: option.image })),
    section: draft.section,
    marks: draft.marks,
    type: draft.type,
    questionRemarks: draft.remarks.trim() === '' ? null : draft.remarks,
  };
}

/** SPEC's single index: an MCQ's answer, an MSQ's first correct option, -1 for a NAT (as the server sends it). */
function correctAnswerIndexOf(key: AnswerKey): number {
  if (key.type === 'MCQ') return key.correctIndex;
  if (key.type === 'MSQ') return key.correctIndexes[0] ?? -1;
  return -1;
}

/** The draft as the result view receives it after submission: with the key and the explanation. */
export function toReviewedQuestion(draft: QuestionDraft, id = PREVIEW_ID): ReviewedQuestion {
  const key = keyOf(draft);
  return {
    ...toExamQuestion(draft, id),
    correctAnswerIndex: correctAnswerIndexOf(key),
    answerKey: key,
    explanationText: draft.explanation,
    explanationImage: draft.explanationImage,
  };
}

/**
 * How a GATE test grades the draft when the learner answered `answer`: the shared grading rules with
 * the GATE preset (a wrong MCQ costs a third of its marks; MSQ and NAT never cost marks).
 */
export function gradeDraft(draft: QuestionDraft, answer: Answer | null): QuestionAnalysis {
  const analysis = gradeAttempt({
    title: 'Preview',
    questions: [{ id: PREVIEW_ID, section: draft.section, marks: draft.marks, key: keyOf(draft), optionCount: optionCountOf(draft) }],
    answers: { [PREVIEW_ID]: { answer } },
    marking: markingOf('gate'),
    timeTakenSeconds: 0,
    submittedAt: new Date(0).toISOString(),
    endedBy: 'learner',
  });
  return analysis.questionAnalysis[0]!;
}
