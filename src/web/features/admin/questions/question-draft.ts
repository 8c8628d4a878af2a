// The question editor's state, the option editing rules and the check before saving. Pure, so the
// rules are unit-tested without a browser; the page only wires them to inputs.
import type { z } from 'zod';
import { DEFAULT_NEGATIVE_RATIO, type difficulty } from '../../../../shared/api/admin-content.ts';
import { questionInput, type AdminQuestion, type QuestionInput, type QuestionSource } from '../../../../shared/api/admin-questions.ts';
import type { ExamQuestion, QuestionAnalysis, ReviewedQuestion, Section } from '../../../../shared/api/exam.ts';
import { gradeAttempt } from '../../../../shared/exam/grading.ts';

export type Difficulty = z.infer<typeof difficulty>;

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

export interface OptionDraft {
  /** stable across reordering: React's key, and how the correct option is remembered */
  key: string;
  text: string;
  image: string | null;
}

export interface QuestionDraft {
  text: string;
  image: string | null;
  options: OptionDraft[];
  /** the key of the correct option; null until the author chooses one */
  correct: string | null;
  explanation: string;
  explanationImage: string | null;
  exam: string;
  section: Section;
  difficulty: Difficulty | '';
  marks: 1 | 2;
  topic: string;
  type: string;
  source: QuestionSource;
  remarks: string;
}

let nextKey = 0;
const newKey = () => `option-${(nextKey += 1)}`;

const blankOption = (): OptionDraft => ({ key: newKey(), text: '', image: null });

/** A new question: four empty options (the usual MCQ), nothing chosen yet. */
export function emptyDraft(): QuestionDraft {
  return {
    text: '',
    image: null,
    options: [blankOption(), blankOption(), blankOption(), blankOption()],
    correct: null,
    explanation: '',
    explanationImage: null,
    exam: '',
    section: 'Technical',
    difficulty: '',
    marks: 1,
    topic: '',
    type: 'MCQ',
    source: 'original',
    remarks: '',
  };
}

export function draftFromQuestion(question: AdminQuestion): QuestionDraft {
  const options = question.options.map((option) => ({ key: newKey(), text: option.text, image: option.image }));
  return {
    text: question.text,
    image: question.image,
    options,
    correct: options[question.correctIndex]?.key ?? null,
    explanation: question.explanation,
    explanationImage: question.explanationImage,
    exam: question.exam ?? '',
    section: question.section,
    difficulty: question.difficulty ?? '',
    marks: question.marks === 2 ? 2 : 1,
    topic: question.topic ?? '',
    type: question.type || 'MCQ',
    source: question.source,
    remarks: question.remarks ?? '',
  };
}

// ---- editing the options

export function addOption(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length >= MAX_OPTIONS) return draft;
  return { ...draft, options: [...draft.options, blankOption()] };
}

/** Removing the correct option leaves no answer chosen: the author must choose again. */
export function removeOption(draft: QuestionDraft, key: string): QuestionDraft {
  if (draft.options.length <= MIN_OPTIONS) return draft;
  return { ...draft, options: draft.options.filter((option) => option.key !== key), correct: draft.correct === key ? null : draft.correct };
}

/** Moves an option up (-1) or down (+1); the correct answer moves with it. */
export function moveOption(draft: QuestionDraft, key: string, by: -1 | 1): QuestionDraft {
  const from = draft.options.findIndex((option) => option.key === key);
  const to = from + by;
  if (from === -1 || to < 0 || to >= draft.options.length) return draft;
  const options = [...draft.options];
  [options[from], options[to]] = [options[to]!, options[from]!];
  return { ...draft, options };
}

export function updateOption(draft: QuestionDraft, key: string, change: Partial<Omit<OptionDraft, 'key'>>): QuestionDraft {
  return { ...draft, options: draft.options.map((option) => (option.key === key ? { ...option, ...change } : option)) };
}

export const correctIndexOf = (draft: QuestionDraft) => draft.options.findIndex((option) => option.key === draft.correct);

// ---- the check before saving

/** Field name -> message: 'text', 'options', 'options.2.text', 'correct', 'topic'… */
export type DraftErrors = Record<string, string>;

export type DraftCheck = { ok: true; input: QuestionInput } | { ok: false; errors: DraftErrors };

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** What the form holds, in the shape POST/PUT /api/admin/questions takes. */
export function inputFields(draft: QuestionDraft) {
  return {
    text: draft.text,
    image: draft.image,
    options: draft.options.map(({ text, image }) => ({ text, image })),
    correctIndex: correctIndexOf(draft),
    explanation: draft.explanation,
    explanationImage: draft.explanationImage,
    exam: orNull(draft.exam),
    section: draft.section,
    difficulty: draft.difficulty === '' ? null : draft.difficulty,
    marks: draft.marks,
    topic: orNull(draft.topic),
    type: draft.type,
    source: draft.source,
    remarks: orNull(draft.remarks),
  };
}

const plainMessages: Record<string, string> = {
  text: 'Write the question.',
  type: 'Choose a type.',
  correctIndex: 'Choose the correct option.',
  options: `A question has ${MIN_OPTIONS} to ${MAX_OPTIONS} options.`,
};

/** The schema's issue in the words an author reads next to the field. */
function messageFor(name: string, issue: { code: string; message: string; maximum?: unknown }): string {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && name !== 'options') {
    return `At most ${issue.maximum.toLocaleString('en-IN')} characters.`;
  }
  if (issue.code === 'too_small' || issue.code === 'too_big' || name === 'correctIndex') return plainMessages[name] ?? issue.message;
  return issue.message;
}

/**
 * The same schema the server applies (questionInput), plus which option is empty, so each message
 * sits next to its own field.
 */
export function checkDraft(draft: QuestionDraft): DraftCheck {
  const errors: DraftErrors = {};
  draft.options.forEach((option, index) => {
    if (option.text.trim() === '' && option.image === null) errors[`options.${index}.text`] = 'Write this option or add an image.';
  });
  if (draft.correct === null || correctIndexOf(draft) === -1) errors.correct = plainMessages.correctIndex!;

  const parsed = questionInput.safeParse(inputFields(draft));
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path.join('.');
    const field = name === 'correctIndex' ? 'correct' : name;
    // 'each option needs a text or an image' is already said beside each empty option
    if (name === 'options' && issue.code === 'custom') continue;
    errors[field] ??= messageFor(name, issue as { code: string; message: string; maximum?: unknown });
  }
  return { ok: false, errors };
}

// ---- the learner's view of the draft

const PREVIEW_ID = 'preview';

/** The draft as the exam view receives a question: no key, no explanation. */
export function toExamQuestion(draft: QuestionDraft, id = PREVIEW_ID): ExamQuestion {
  return {
    _id: id,
    questionText: draft.text,
    questionImage: draft.image,
    options: draft.options.map((option, index) => ({ _id: `${id}:${index}`, text: option.text, image: option.image })),
    section: draft.section,
    marks: draft.marks,
    type: draft.type || 'MCQ',
    questionRemarks: orNull(draft.remarks),
  };
}

/** The draft as the result view receives it after submission: with the key and the explanation. */
export function toReviewedQuestion(draft: QuestionDraft, id = PREVIEW_ID): ReviewedQuestion {
  return {
    ...toExamQuestion(draft, id),
    correctAnswerIndex: correctIndexOf(draft),
    explanationText: draft.explanation,
    explanationImage: draft.explanationImage,
  };
}

/**
 * How a test grades the draft when the learner chose `selected`: the shared grading rules with a
 * test's default negative marking (a third of the marks for a wrong answer, SPEC §9).
 */
export function gradeDraft(draft: QuestionDraft, selected: number | null): QuestionAnalysis {
  const analysis = gradeAttempt({
    title: 'Preview',
    questions: [{ id: PREVIEW_ID, section: draft.section, marks: draft.marks, correctIndex: correctIndexOf(draft), optionCount: draft.options.length }],
    answers: { [PREVIEW_ID]: { answer: selected } },
    negativeRatio: DEFAULT_NEGATIVE_RATIO,
    timeTakenSeconds: 0,
    submittedAt: new Date(0).toISOString(),
    endedBy: 'learner',
  });
  return analysis.questionAnalysis[0]!;
}
