import { describe, expect, it } from 'vitest';
import { addQuestions, bySection, formatDuration, moveQuestion, removeQuestion, sameOrder, sectionBounds, totalsOf } from './paper-order.ts';
import { paperQuestionOf as q } from './test-questions.ts';

// a GATE-like paper: 3 Aptitude, then 4 Technical
const paper = [q(1, 'Aptitude'), q(2, 'Aptitude', 2), q(3, 'Aptitude'), q(4, 'Technical'), q(5, 'Technical', 2), q(6, 'Technical'), q(7, 'Technical', 2)];
const ids = (list: readonly { id: string }[]) => list.map((question) => Number(question.id.slice(-12)));

describe('bySection', () => {
  it('puts Aptitude first and keeps each section in its order', () => {
    expect(ids(bySection([q(4, 'Technical'), q(1, 'Aptitude'), q(5, 'Technical'), q(2, 'Aptitude')]))).toEqual([1, 2, 4, 5]);
  });
});

describe('sectionBounds', () => {
  it('finds the run of the section that holds an index', () => {
    expect(sectionBounds(paper, 1)).toEqual({ start: 0, end: 3 });
    expect(sectionBounds(paper, 3)).toEqual({ start: 3, end: 7 });
    expect(sectionBounds(paper, 6)).toEqual({ start: 3, end: 7 });
  });
});

describe('moveQuestion', () => {
  it('moves a question down and up inside its section', () => {
    expect(ids(moveQuestion(paper, 3, 5))).toEqual([1, 2, 3, 5, 6, 4, 7]);
    expect(ids(moveQuestion(paper, 2, 0))).toEqual([3, 1, 2, 4, 5, 6, 7]);
  });

  it('stops at the edge of the section: a question never changes section', () => {
    expect(ids(moveQuestion(paper, 2, 5))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids(moveQuestion(paper, 4, 0))).toEqual([1, 2, 3, 5, 4, 6, 7]);
  });

  it('returns the same list when nothing moves, so callers can tell', () => {
    expect(moveQuestion(paper, 0, 0)).toBe(paper);
    expect(moveQuestion(paper, 3, 1)).toBe(paper); // first of Technical already
    expect(moveQuestion(paper, 4, 3)).not.toBe(paper);
    expect(moveQuestion(paper, 2, 3)).toBe(paper);
    expect(moveQuestion(paper, 9, 0)).toBe(paper);
  });
});

describe('addQuestions and removeQuestion', () => {
  it('adds each new question at the end of its section and skips those already there', () => {
    const next = addQuestions(paper, [q(8, 'Technical'), q(9, 'Aptitude'), q(2, 'Aptitude')]);
    expect(ids(next)).toEqual([1, 2, 3, 9, 4, 5, 6, 7, 8]);
  });

  it('returns the same list when every question is there already', () => {
    expect(addQuestions(paper, [q(1, 'Aptitude')])).toBe(paper);
  });

  it('removes by id', () => {
    expect(ids(removeQuestion(paper, q(5, 'Technical').id))).toEqual([1, 2, 3, 4, 6, 7]);
  });
});

describe('sameOrder', () => {
  it('compares ids in order', () => {
    expect(sameOrder(paper, [...paper])).toBe(true);
    expect(sameOrder(paper, moveQuestion(paper, 0, 1))).toBe(false);
    expect(sameOrder(paper, paper.slice(1))).toBe(false);
  });
});

describe('totalsOf', () => {
  it('counts questions and marks per section, as the server does', () => {
    expect(totalsOf(paper, 3000)).toEqual({
      questions: 7,
      marks: 10,
      durationSeconds: 3000,
      sections: [
        { section: 'Aptitude', questions: 3, marks: 4 },
        { section: 'Technical', questions: 4, marks: 6 },
      ],
    });
  });

  it('follows an unsaved change at once', () => {
    const totals = totalsOf(removeQuestion(addQuestions(paper, [q(8, 'Aptitude', 2)]), q(7, 'Technical').id), 1200);
    expect(totals.marks).toBe(10);
    expect(totals.sections).toEqual([
      { section: 'Aptitude', questions: 4, marks: 6 },
      { section: 'Technical', questions: 3, marks: 4 },
    ]);
  });

  it('lists both sections even when one is empty', () => {
    expect(totalsOf([], 600).sections).toEqual([
      { section: 'Aptitude', questions: 0, marks: 0 },
      { section: 'Technical', questions: 0, marks: 0 },
    ]);
  });
});

describe('formatDuration', () => {
  it('writes the spec durations as people read them', () => {
    expect(formatDuration(1200)).toBe('20 min');
    expect(formatDuration(3000)).toBe('50 min');
    expect(formatDuration(10_800)).toBe('3 h');
    expect(formatDuration(5400)).toBe('1 h 30 min');
  });
});
