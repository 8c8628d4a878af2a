import { describe, expect, it } from 'vitest';
import { adminQuestion } from '../ui/test-support.tsx';
import {
  addOption,
  checkDraft,
  correctIndexOf,
  draftFromQuestion,
  emptyDraft,
  gradeDraft,
  moveOption,
  removeOption,
  toExamQuestion,
  toReviewedQuestion,
  updateOption,
  type QuestionDraft,
} from './question-draft.ts';

const IMAGE = `/uploads/${'a'.repeat(64)}.png`;

/** A filled-in draft: four options, the second one correct. */
function filled(): QuestionDraft {
  let draft = { ...emptyDraft(), text: 'Evaluate $$\\int_0^1 x^2\\,dx$$' };
  ['$\\frac12$', '$\\frac13$', '$\\frac14$', '$1$'].forEach((text, index) => {
    draft = updateOption(draft, draft.options[index]!.key, { text });
  });
  return { ...draft, correct: draft.options[1]!.key };
}

const texts = (draft: QuestionDraft) => draft.options.map((option) => option.text);

describe('editing the options', () => {
  it('starts a new question with four empty options and no answer chosen', () => {
    const draft = emptyDraft();
    expect(draft.options).toHaveLength(4);
    expect(draft.correct).toBeNull();
    expect(new Set(draft.options.map((option) => option.key)).size).toBe(4);
  });

  it('adds options up to six, and no more', () => {
    let draft = filled();
    draft = addOption(addOption(draft));
    expect(draft.options).toHaveLength(6);
    expect(addOption(draft)).toBe(draft);
  });

  it('removes options down to two, and no fewer', () => {
    let draft = filled();
    draft = removeOption(draft, draft.options[3]!.key);
    draft = removeOption(draft, draft.options[2]!.key);
    expect(texts(draft)).toEqual(['$\\frac12$', '$\\frac13$']);
    expect(removeOption(draft, draft.options[0]!.key)).toBe(draft);
  });

  it('keeps the correct answer when another option is removed, and forgets it when the correct one is', () => {
    const draft = filled();
    const withoutA = removeOption(draft, draft.options[0]!.key);
    expect(correctIndexOf(withoutA)).toBe(0);
    expect(withoutA.options[0]!.text).toBe('$\\frac13$');
    const withoutB = removeOption(draft, draft.options[1]!.key);
    expect(withoutB.correct).toBeNull();
  });

  it('moves an option up or down with the answer following it, and not past either end', () => {
    const draft = filled();
    const down = moveOption(draft, draft.options[1]!.key, 1);
    expect(texts(down)).toEqual(['$\\frac12$', '$\\frac14$', '$\\frac13$', '$1$']);
    expect(correctIndexOf(down)).toBe(2);
    const up = moveOption(draft, draft.options[1]!.key, -1);
    expect(texts(up)).toEqual(['$\\frac13$', '$\\frac12$', '$\\frac14$', '$1$']);
    expect(correctIndexOf(up)).toBe(0);
    expect(moveOption(draft, draft.options[0]!.key, -1)).toBe(draft);
    expect(moveOption(draft, draft.options[3]!.key, 1)).toBe(draft);
  });
});

describe('the check before saving', () => {
  it('sends a complete draft in the shape of questionInput, with empty fields as null', () => {
    const check = checkDraft({ ...filled(), topic: '  ', remarks: '', exam: 'GATE CS', difficulty: 'medium', marks: 2, image: IMAGE });
    expect(check).toEqual({
      ok: true,
      input: {
        text: 'Evaluate $$\\int_0^1 x^2\\,dx$$',
        image: IMAGE,
        options: [
          { text: '$\\frac12$', image: null },
          { text: '$\\frac13$', image: null },
          { text: '$\\frac14$', image: null },
          { text: '$1$', image: null },
        ],
        correctIndex: 1,
        explanation: '',
        explanationImage: null,
        exam: 'GATE CS',
        section: 'Technical',
        difficulty: 'medium',
        marks: 2,
        topic: null,
        type: 'MCQ',
        source: 'original',
        remarks: null,
      },
    });
  });

  it('names each problem next to its own field', () => {
    const check = checkDraft(emptyDraft());
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      text: 'Write the question.',
      correct: 'Choose the correct option.',
      'options.0.text': 'Write this option or add an image.',
      'options.1.text': 'Write this option or add an image.',
      'options.2.text': 'Write this option or add an image.',
      'options.3.text': 'Write this option or add an image.',
    });
  });

  it('accepts an option that is only an image', () => {
    let draft = filled();
    draft = updateOption(draft, draft.options[3]!.key, { text: '', image: IMAGE });
    expect(checkDraft(draft).ok).toBe(true);
  });

  it("says the schema's limits in words", () => {
    const check = checkDraft({ ...filled(), remarks: 'r'.repeat(501), image: 'https://example.com/x.png' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.remarks).toBe('At most 500 characters.');
    expect(check.errors.image).toBe('An image uploaded here (its address starts with /uploads/).');
  });
});

describe('the learner’s view of the draft', () => {
  it('is what the exam view receives: no key, no explanation, remarks only when written', () => {
    const draft = { ...filled(), explanation: 'Power rule.', remarks: '' };
    const question = toExamQuestion(draft);
    expect(question).toEqual({
      _id: 'preview',
      questionText: draft.text,
      questionImage: null,
      options: texts(draft).map((text, index) => ({ _id: `preview:${index}`, text, image: null })),
      section: 'Technical',
      marks: 1,
      type: 'MCQ',
      questionRemarks: null,
    });
    expect(toReviewedQuestion(draft)).toMatchObject({ correctAnswerIndex: 1, explanationText: 'Power rule.', explanationImage: null });
  });

  it('is graded as a test grades it: the marks, a third of them off for a wrong choice, nothing unanswered', () => {
    const draft = { ...filled(), marks: 2 as const };
    expect(gradeDraft(draft, 1)).toMatchObject({ status: 'correct', marks: 2 });
    expect(gradeDraft(draft, 0)).toMatchObject({ status: 'incorrect', marks: -0.67 });
    expect(gradeDraft(draft, null)).toMatchObject({ status: 'other', marks: 0 });
  });

  it('opens a saved question with its answer chosen and its empty fields blank', () => {
    const question = adminQuestion({
      id: 'q1',
      text: 'T',
      options: [
        { text: 'a', image: null },
        { text: 'b', image: IMAGE },
      ],
      correctIndex: 1,
      section: 'Aptitude',
      marks: 2,
      source: 'public',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const draft = draftFromQuestion(question);
    expect(correctIndexOf(draft)).toBe(1);
    expect(draft).toMatchObject({ exam: '', topic: '', remarks: '', difficulty: '', marks: 2, source: 'public', section: 'Aptitude' });
    expect(checkDraft(draft)).toMatchObject({ ok: true, input: { correctIndex: 1, options: question.options } });
  });
});
