import { describe, expect, it } from 'vitest';
import type { Section } from '../api/exam.ts';
import {
  answerCurrent,
  answerOf,
  changedAnswers,
  newlyVisited,
  chooseOption,
  clearResponse,
  examOrder,
  legendCounts,
  lockExam,
  markForReviewAndNext,
  nextQuestionIndex,
  paletteStatus,
  resumeAnswers,
  saveAndNext,
  sectionRanges,
  shownAnswer,
  hasUnsavedChoice,
  unlockExam,
  visit,
  type ExamCursor,
} from './navigation.ts';

const q = (id: string, section: Section) => ({ _id: id, section });

// three Aptitude and three Technical questions, as the easy test has them
const ordered = [q('a1', 'Aptitude'), q('a2', 'Aptitude'), q('a3', 'Aptitude'), q('t1', 'Technical'), q('t2', 'Technical'), q('t3', 'Technical')];

const start = (): ExamCursor => visit({ answers: {}, current: 0, locked: false }, ordered, 0);
const status = (state: ExamCursor, id: string) => answerOf(state.answers, id).status;

describe('exam order and sections', () => {
  it('puts Aptitude before Technical and keeps the server order inside a section', () => {
    const mixed = [q('t1', 'Technical'), q('a1', 'Aptitude'), q('t2', 'Technical'), q('a2', 'Aptitude')];
    expect(examOrder(mixed).map((x) => x._id)).toEqual(['a1', 'a2', 't1', 't2']);
  });

  it('lists only sections that have questions', () => {
    expect(sectionRanges(ordered)).toEqual([
      { section: 'Aptitude', first: 0, count: 3 },
      { section: 'Technical', first: 3, count: 3 },
    ]);
    expect(sectionRanges([q('t1', 'Technical'), q('t2', 'Technical')])).toEqual([{ section: 'Technical', first: 0, count: 2 }]);
    expect(sectionRanges([])).toEqual([]);
  });
});

describe('next question (SPEC §4 Navigation in tests)', () => {
  it('moves to the next question in the section', () => {
    expect(nextQuestionIndex(ordered, 0)).toBe(1);
    expect(nextQuestionIndex(ordered, 4)).toBe(5);
  });

  it("moves from a section's last question to the first of the next section", () => {
    expect(nextQuestionIndex(ordered, 2)).toBe(3);
  });

  it('cycles from the very last question to the first section', () => {
    expect(nextQuestionIndex(ordered, 5)).toBe(0);
  });

  it('stays on the only question of a one-question exam', () => {
    expect(nextQuestionIndex([q('a1', 'Aptitude')], 0)).toBe(0);
  });

  it('cycles inside a single section', () => {
    const technicalOnly = [q('t1', 'Technical'), q('t2', 'Technical')];
    expect(nextQuestionIndex(technicalOnly, 1)).toBe(0);
  });
});

describe('question status (SPEC §4 Question status)', () => {
  it('starts every question as not-visited', () => {
    const fresh: ExamCursor = { answers: {}, current: 0, locked: false };
    expect(ordered.map((x) => status(fresh, x._id))).toEqual(Array(6).fill('not-visited'));
  });

  it('makes an opened question not-answered, as in GATE, and leaves the others not-visited', () => {
    const state = start();
    expect(status(state, 'a1')).toBe('not-answered');
    expect(status(state, 'a2')).toBe('not-visited');
    const jumped = visit(state, ordered, 4);
    expect(jumped.current).toBe(4);
    expect(status(jumped, 't2')).toBe('not-answered');
  });

  it('does not change an answered question by opening it again', () => {
    const answered = chooseOption(start(), ordered, 2);
    const away = visit(answered, ordered, 3);
    const back = visit(away, ordered, 0);
    expect(answerOf(back.answers, 'a1')).toEqual({ answer: 2, status: 'answered' });
  });

  it('choosing an option sets answered', () => {
    const state = chooseOption(start(), ordered, 1);
    expect(answerOf(state.answers, 'a1')).toEqual({ answer: 1, status: 'answered' });
    expect(state.current).toBe(0);
  });

  it('choosing an option sets answered even after a mark', () => {
    const marked = markForReviewAndNext(start(), ordered);
    expect(status(marked, 'a1')).toBe('marked-for-review');
    const back = visit(marked, ordered, 0);
    expect(status(back, 'a1')).toBe('marked-for-review');
    expect(answerOf(chooseOption(back, ordered, 3).answers, 'a1')).toEqual({ answer: 3, status: 'answered' });
  });

  it('Save & Next on an unanswered question sets not-answered and moves on', () => {
    const state = saveAndNext(start(), ordered);
    expect(status(state, 'a1')).toBe('not-answered');
    expect(state.current).toBe(1);
    expect(status(state, 'a2')).toBe('not-answered');
  });

  it('Save & Next on an answered question keeps the answer and moves on', () => {
    const state = saveAndNext(chooseOption(start(), ordered, 0), ordered);
    expect(answerOf(state.answers, 'a1')).toEqual({ answer: 0, status: 'answered' });
    expect(state.current).toBe(1);
  });

  it('Save & Next on a question marked without an answer sets not-answered', () => {
    const marked = visit(markForReviewAndNext(start(), ordered), ordered, 0);
    expect(status(saveAndNext(marked, ordered), 'a1')).toBe('not-answered');
  });

  it('Save & Next on an answered and marked question makes it plainly answered', () => {
    const markedWithAnswer = visit(markForReviewAndNext(chooseOption(start(), ordered, 2), ordered), ordered, 0);
    expect(answerOf(saveAndNext(markedWithAnswer, ordered).answers, 'a1')).toEqual({ answer: 2, status: 'answered' });
  });

  it('Clear Response sets not-answered, removes the answer and stays', () => {
    const state = clearResponse(chooseOption(start(), ordered, 2), ordered);
    expect(answerOf(state.answers, 'a1')).toEqual({ answer: null, status: 'not-answered' });
    expect(state.current).toBe(0);
  });

  it('Clear Response removes a mark too', () => {
    const marked = visit(markForReviewAndNext(chooseOption(start(), ordered, 2), ordered), ordered, 0);
    expect(answerOf(clearResponse(marked, ordered).answers, 'a1')).toEqual({ answer: null, status: 'not-answered' });
  });

  it('Mark for Review & Next sets marked-for-review, keeps a chosen answer and moves on', () => {
    const state = markForReviewAndNext(chooseOption(start(), ordered, 1), ordered);
    expect(answerOf(state.answers, 'a1')).toEqual({ answer: 1, status: 'marked-for-review' });
    expect(state.current).toBe(1);
  });

  it('Mark for Review & Next at the end of a section goes to the next section, and from the last to the first', () => {
    const atSectionEnd = visit(start(), ordered, 2);
    expect(markForReviewAndNext(atSectionEnd, ordered).current).toBe(3);
    const atLast = visit(start(), ordered, 5);
    const cycled = markForReviewAndNext(atLast, ordered);
    expect(cycled.current).toBe(0);
    expect(status(cycled, 't3')).toBe('marked-for-review');
  });
});

describe('locking after submission (SPEC §5)', () => {
  it('ignores choosing, marking, clearing, saving and moving once locked', () => {
    const answered = chooseOption(start(), ordered, 1);
    const locked = lockExam(answered);
    expect(locked.locked).toBe(true);
    expect(chooseOption(locked, ordered, 3)).toBe(locked);
    expect(clearResponse(locked, ordered)).toBe(locked);
    expect(markForReviewAndNext(locked, ordered)).toBe(locked);
    expect(saveAndNext(locked, ordered)).toBe(locked);
    expect(visit(locked, ordered, 4)).toBe(locked);
  });

  it('unlocks after a failed submit so the learner can go on', () => {
    const unlocked = unlockExam(lockExam(start()));
    expect(chooseOption(unlocked, ordered, 2).answers['a1']).toEqual({ answer: 2, status: 'answered' });
  });
});

describe('palette and legend', () => {
  it('tells the five GATE palette states apart', () => {
    expect(paletteStatus({ answer: null, status: 'not-visited' })).toBe('not-visited');
    expect(paletteStatus({ answer: null, status: 'not-answered' })).toBe('not-answered');
    expect(paletteStatus({ answer: 2, status: 'answered' })).toBe('answered');
    expect(paletteStatus({ answer: null, status: 'marked-for-review' })).toBe('marked');
    expect(paletteStatus({ answer: 0, status: 'marked-for-review' })).toBe('answered-marked');
  });

  it('counts every real question once', () => {
    let state = start(); // a1 not-answered
    state = saveAndNext(chooseOption(state, ordered, 1), ordered); // a1 answered, a2 opened
    state = markForReviewAndNext(state, ordered); // a2 marked, a3 opened
    state = markForReviewAndNext(chooseOption(state, ordered, 0), ordered); // a3 answered+marked, t1 opened
    expect(legendCounts(ordered, state.answers)).toEqual({
      answered: 1,
      'not-answered': 1,
      'not-visited': 2,
      marked: 1,
      'answered-marked': 1,
    });
  });

  it('counts a quiz of any length, not a fixed 10', () => {
    const quiz = Array.from({ length: 13 }, (_, i) => q(`x${i}`, 'Technical'));
    const counts = legendCounts(quiz, {});
    expect(counts['not-visited']).toBe(13);
  });
});

describe('answers of every type (MCQ, MSQ, NAT)', () => {
  it('an MSQ choice or a NAT number answers the question; taking it away leaves it not answered, or still marked', () => {
    const msq = answerCurrent(start(), ordered, [0, 2]);
    expect(answerOf(msq.answers, 'a1')).toEqual({ answer: [0, 2], status: 'answered' });
    expect(answerOf(answerCurrent(msq, ordered, null).answers, 'a1')).toEqual({ answer: null, status: 'not-answered' });
    const nat = answerCurrent(start(), ordered, '-2.5');
    expect(paletteStatus(answerOf(nat.answers, 'a1'))).toBe('answered');
    const marked = visit(markForReviewAndNext(nat, ordered), ordered, 0);
    expect(answerOf(marked.answers, 'a1')).toEqual({ answer: '-2.5', status: 'marked-for-review' });
    expect(answerOf(answerCurrent(marked, ordered, null).answers, 'a1')).toEqual({ answer: null, status: 'marked-for-review' });
    expect(answerOf(clearResponse(marked, ordered).answers, 'a1')).toEqual({ answer: null, status: 'not-answered' });
  });

  it('Save & Next keeps an MSQ or NAT answer answered, and a question without one not answered', () => {
    const saved = saveAndNext(answerCurrent(start(), ordered, [1, 3]), ordered);
    expect(answerOf(saved.answers, 'a1')).toEqual({ answer: [1, 3], status: 'answered' });
    const empty = saveAndNext(answerCurrent(answerCurrent(start(), ordered, '7'), ordered, null), ordered);
    expect(answerOf(empty.answers, 'a1')).toEqual({ answer: null, status: 'not-answered' });
  });

  it('compares an MSQ choice by value, so the same options ticked again send nothing', () => {
    const before = answerCurrent(start(), ordered, [0, 2]).answers;
    const again = answerCurrent(answerCurrent(start(), ordered, [0, 2]), ordered, [0, 2]).answers;
    expect(before['a1']!.answer).not.toBe(again['a1']!.answer);
    expect(changedAnswers(before, again)).toEqual({});
    expect(changedAnswers(before, answerCurrent(start(), ordered, [0, 1]).answers)).toEqual({ a1: { answer: [0, 1], status: 'answered' } });
    expect(changedAnswers(before, answerCurrent(start(), ordered, '0').answers)).toEqual({ a1: { answer: '0', status: 'answered' } });
  });
});

describe('autosave diff and resume', () => {
  it('sends only what changed', () => {
    const before = start().answers;
    const after = chooseOption(start(), ordered, 2).answers;
    expect(changedAnswers(before, after)).toEqual({ a1: { answer: 2, status: 'answered' } });
    expect(changedAnswers(after, after)).toEqual({});
  });

  it('tells a first visit from a change, so that a visit never wipes an answer this view has not seen', () => {
    const before = { a1: { answer: 1, status: 'answered' as const } };
    const changed = {
      a2: { answer: null, status: 'not-answered' as const }, // opened for the first time
      a3: { answer: 2, status: 'answered' as const }, // answered at once
      a1: { answer: null, status: 'not-answered' as const }, // cleared: a change, not a visit
    };
    expect(newlyVisited(before, changed)).toEqual(['a2']);
    const server = { a2: { answer: 3, status: 'answered' as const } };
    expect(
      resumeAnswers(ordered, server, { a2: { answer: null, status: 'not-answered', visit: true }, t1: { answer: null, status: 'not-answered', visit: true } }),
    ).toEqual({
      a2: { answer: 3, status: 'answered' },
      t1: { answer: null, status: 'not-answered' },
    });
  });

  it("lets this device's unsent answers win over the server's, and drops unknown questions", () => {
    const server = {
      a1: { answer: 0, status: 'answered' as const },
      a2: { answer: null, status: 'not-answered' as const },
      gone: { answer: 1, status: 'answered' as const },
    };
    const unsent = { a1: { answer: 3, status: 'answered' as const }, t1: { answer: null, status: 'marked-for-review' as const } };
    expect(resumeAnswers(ordered, server, unsent)).toEqual({
      a1: { answer: 3, status: 'answered' },
      a2: { answer: null, status: 'not-answered' },
      t1: { answer: null, status: 'marked-for-review' },
    });
  });
});

describe('saving only with Save & Next, as the real CBT does', () => {
  const cbt = (): ExamCursor => visit({ answers: {}, current: 0, locked: false, saveMode: 'save-and-next' }, ordered, 0);

  it('keeps a choice on screen, unsaved and uncounted, until Save & Next saves it', () => {
    const chosen = chooseOption(cbt(), ordered, 2);
    expect(shownAnswer(chosen, 'a1')).toBe(2);
    expect(hasUnsavedChoice(chosen, ordered)).toBe(true);
    // nothing saved: the palette and the counts still say not answered, and nothing is sent
    expect(answerOf(chosen.answers, 'a1')).toEqual({ answer: null, status: 'not-answered' });
    expect(legendCounts(ordered, chosen.answers)).toMatchObject({ answered: 0, 'not-answered': 1 });
    expect(changedAnswers(cbt().answers, chosen.answers)).toEqual({});

    const saved = saveAndNext(chosen, ordered);
    expect(answerOf(saved.answers, 'a1')).toEqual({ answer: 2, status: 'answered' });
    expect(saved.current).toBe(1);
    expect(hasUnsavedChoice(saved, ordered)).toBe(false);
  });

  it('drops the unsaved choice when the learner moves away by the palette: the question stays as it was saved', () => {
    const answered = saveAndNext(chooseOption(cbt(), ordered, 1), ordered);
    // back to question 1, choose another option, then leave by the palette
    const changed = chooseOption(visit(answered, ordered, 0), ordered, 3);
    expect(shownAnswer(changed, 'a1')).toBe(3);
    const left = visit(changed, ordered, 4);
    expect(answerOf(left.answers, 'a1')).toEqual({ answer: 1, status: 'answered' });
    expect(shownAnswer(visit(left, ordered, 0), 'a1')).toBe(1);
    // a question never saved stays not answered
    const unsaved = visit(chooseOption(visit(left, ordered, 2), ordered, 0), ordered, 5);
    expect(answerOf(unsaved.answers, 'a3')).toEqual({ answer: null, status: 'not-answered' });
  });

  it('saves the choice with Mark for Review & Next, marked; Clear Response clears what is saved and shown', () => {
    const marked = markForReviewAndNext(chooseOption(cbt(), ordered, 0), ordered);
    expect(answerOf(marked.answers, 'a1')).toEqual({ answer: 0, status: 'marked-for-review' });
    expect(paletteStatus(answerOf(marked.answers, 'a1'))).toBe('answered-marked');
    const back = chooseOption(visit(marked, ordered, 0), ordered, 2);
    const cleared = clearResponse(back, ordered);
    expect(answerOf(cleared.answers, 'a1')).toEqual({ answer: null, status: 'not-answered' });
    expect(shownAnswer(cleared, 'a1')).toBeNull();
  });

  it('leaves the spec’s way alone: a choice is saved the moment it is made', () => {
    const chosen = chooseOption(start(), ordered, 2);
    expect(answerOf(chosen.answers, 'a1')).toEqual({ answer: 2, status: 'answered' });
    expect(hasUnsavedChoice(chosen, ordered)).toBe(false);
  });
});
