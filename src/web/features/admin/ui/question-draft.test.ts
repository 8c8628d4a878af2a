import { describe, expect, it } from 'vitest';
import { adminQuestion } from './test-support.tsx';
import { draftKey, gradeDraft, toExamQuestion, toReviewedQuestion } from './draft-preview.ts';
import {
  addOption,
  checkDraft,
  chooseCorrect,
  correctIndexOf,
  draftFromQuestion,
  emptyDraft,
  moveOption,
  removeOption,
  setType,
  updateNat,
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
    const check = checkDraft({ ...filled(), topicId: '', tags: ['PYQ 2021'], remarks: '', exam: 'GATE CS', difficulty: 'medium', marks: 2, image: IMAGE });
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
        correctIndexes: null,
        natRange: null,
        explanation: '',
        explanationImage: null,
        exam: 'GATE CS',
        section: 'Technical',
        difficulty: 'medium',
        marks: 2,
        topicId: null,
        topic: null,
        tags: ['PYQ 2021'],
        type: 'MCQ',
        source: 'original',
        remarks: null,
        hindi: null,
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
    expect(toReviewedQuestion(draft)).toMatchObject({
      correctAnswerIndex: 1,
      answerKey: { type: 'MCQ', correctIndex: 1 },
      explanationText: 'Power rule.',
      explanationImage: null,
    });
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
    expect(draft).toMatchObject({ exam: '', topicId: '', tags: [], remarks: '', difficulty: '', marks: 2, source: 'public', section: 'Aptitude' });
    expect(checkDraft(draft)).toMatchObject({ ok: true, input: { correctIndex: 1, options: question.options } });
  });
});

describe('writing each type of question', () => {
  it('makes an MSQ with several correct options, ticked on and off, kept with their options when moved', () => {
    let draft = setType(filled(), 'MSQ');
    // the MCQ's answer stays one of the MSQ's
    expect(draft.correctKeys).toEqual([draft.options[1]!.key]);
    draft = chooseCorrect(draft, draft.options[3]!.key);
    draft = chooseCorrect(draft, draft.options[0]!.key);
    draft = chooseCorrect(draft, draft.options[0]!.key);
    draft = moveOption(draft, draft.options[3]!.key, -1);
    const check = checkDraft(draft);
    expect(check).toMatchObject({ ok: true, input: { type: 'MSQ', correctIndex: null, correctIndexes: [1, 2], natRange: null } });
    expect(toReviewedQuestion(draft)).toMatchObject({ type: 'MSQ', correctAnswerIndex: 1, answerKey: { type: 'MSQ', correctIndexes: [1, 2] } });
  });

  it('refuses an MSQ with no correct option, saying so beside the options', () => {
    const draft = setType({ ...filled(), correct: null }, 'MSQ');
    expect(checkDraft(draft)).toEqual({ ok: false, errors: { correct: 'Choose at least one correct option.' } });
    // removing a correct option unticks it
    const ticked = chooseCorrect(draft, draft.options[2]!.key);
    expect(removeOption(ticked, draft.options[2]!.key).correctKeys).toEqual([]);
  });

  it('makes a NAT with no options: an exact value, or a range with its decimals', () => {
    let draft = updateNat(setType(filled(), 'NAT'), { min: '42' });
    expect(checkDraft(draft)).toMatchObject({ ok: true, input: { type: 'NAT', options: [], correctIndex: null, natRange: { min: 42, max: 42, decimals: 0 } } });
    draft = updateNat(draft, { exact: false, min: '2.45', max: '2.55', decimals: '2' });
    expect(checkDraft(draft)).toMatchObject({ ok: true, input: { natRange: { min: 2.45, max: 2.55, decimals: 2 } } });
    expect(toExamQuestion(draft)).toMatchObject({ type: 'NAT', options: [] });
    expect(toReviewedQuestion(draft)).toMatchObject({ correctAnswerIndex: -1, answerKey: { type: 'NAT', min: 2.45, max: 2.55, decimals: 2 } });
    // back to an MCQ, the options and the answer are still there
    expect(checkDraft(setType(draft, 'MCQ'))).toMatchObject({ ok: true, input: { type: 'MCQ', correctIndex: 1, natRange: null } });
  });

  it('says what is wrong with a NAT beside each field', () => {
    const nat = setType(filled(), 'NAT');
    const errors = (change: Parameters<typeof updateNat>[1]) => {
      const check = checkDraft(updateNat(nat, change));
      return check.ok ? {} : check.errors;
    };
    expect(errors({ min: '' })).toEqual({ natMin: 'Write the answer as a number, such as 42, -3 or 2.75.' });
    expect(errors({ exact: false, min: '5', max: 'ten' })).toEqual({ natMax: 'Write where the range ends, as a number.' });
    expect(errors({ exact: false, min: '5', max: '1' })).toEqual({ natRange: 'The range must go from the smaller number to the larger.' });
    expect(errors({ min: '1', decimals: '7' })).toEqual({ natDecimals: 'A whole number from 0 to 6.' });
    expect(errors({ min: '1', decimals: '' })).toEqual({ natDecimals: 'A whole number from 0 to 6.' });
    // 2.5 written to 0 places would show learners the key '3'
    expect(errors({ min: '2.5', decimals: '0' })).toEqual({ natDecimals: 'The answer has 1 decimal place: give at least 1.' });
  });

  it('opens a saved MSQ and a saved NAT with their keys', () => {
    const options = [
      { text: 'a', image: null },
      { text: 'b', image: null },
      { text: 'c', image: null },
    ];
    const msq = draftFromQuestion(adminQuestion({ type: 'MSQ', options, correctIndex: null, correctIndexes: [0, 2] }));
    expect(checkDraft(msq)).toMatchObject({ ok: true, input: { type: 'MSQ', correctIndexes: [0, 2] } });
    const nat = draftFromQuestion(adminQuestion({ type: 'NAT', options: [], correctIndex: null, natRange: { min: 1.5, max: 2, decimals: 1 } }));
    expect(nat.nat).toEqual({ exact: false, min: '1.5', max: '2', decimals: '1' });
    expect(checkDraft(nat)).toMatchObject({ ok: true, input: { type: 'NAT', options: [], natRange: { min: 1.5, max: 2, decimals: 1 } } });
  });

  it('grades the draft of each type as a GATE test does: no negative marks for an MSQ or a NAT', () => {
    const msq = setType({ ...filled(), marks: 2 as const }, 'MSQ');
    const msqKey = draftKey(msq);
    expect(msqKey).toEqual({ type: 'MSQ', correctIndexes: [1] });
    expect(gradeDraft(msq, [1])).toMatchObject({ status: 'correct', marks: 2 });
    expect(gradeDraft(msq, [1, 2])).toMatchObject({ status: 'incorrect', marks: 0 });
    const nat = updateNat(setType(filled(), 'NAT'), { exact: false, min: '2.45', max: '2.55', decimals: '2' });
    expect(gradeDraft(nat, '2.5')).toMatchObject({ status: 'correct', marks: 1 });
    expect(gradeDraft(nat, '2.6')).toMatchObject({ status: 'incorrect', marks: 0 });
    expect(draftKey(updateNat(nat, { min: '' }))).toBeNull();
  });
});
