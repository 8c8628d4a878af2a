import { describe, expect, it } from 'vitest';
import { markingOf } from './marking.ts';
import { defaultProfileCode, paperExamOf, scopeByShape, sectionOfExam } from './paper-exam.ts';
import type { ExamProfile } from './profiles.ts';
import { gateLike as gateFixture, netLike as netFixture } from './profiles.fixture.ts';

// the GATE kind of nine questions in an hour, and a one-section NET paper
const gateLike: ExamProfile = { ...gateFixture, instructions: { en: ['Nine questions in an hour.'], hi: ['एक घंटे में नौ प्रश्न।'] } };
const netLike: ExamProfile = {
  ...netFixture,
  sections: [{ key: 'P1', name: { en: 'Teaching Aptitude', hi: 'शिक्षण अभिरुचि' }, byMarks: { '2': 10 }, seconds: null }],
};

describe('what a learner is told of a paper’s exam', () => {
  it('carries the profile’s name, types, calculator and sections, without its marking or seed details', () => {
    const exam = paperExamOf(netLike, 'full', markingOf('ugc-net'));
    expect(exam).toEqual({
      code: 'net-xx',
      family: 'UGC NET',
      name: netLike.name,
      scope: 'full',
      questionTypes: ['MCQ'],
      calculator: false,
      sections: [{ code: 'P1', name: { en: 'Teaching Aptitude', hi: 'शिक्षण अभिरुचि' } }],
      instructions: netLike.instructions,
    });
  });

  it('gives the profile’s own paragraphs only to a whole paper marked as the profile says', () => {
    expect(paperExamOf(gateLike, 'full', markingOf('gate')).instructions).toEqual(gateLike.instructions);
    // a subject test: the paragraphs speak of the whole paper's counts
    expect(paperExamOf(gateLike, 'subject', markingOf('gate')).instructions).toEqual({ en: [], hi: [] });
    expect(paperExamOf(gateLike, 'sectional', markingOf('gate')).instructions).toEqual({ en: [], hi: [] });
    // a whole paper its author marked otherwise (a quarter for a wrong MCQ): the paragraphs would be wrong
    expect(paperExamOf(gateLike, 'full', markingOf('gate', { negativeRatio: 0.25 })).instructions).toEqual({ en: [], hi: [] });
    expect(paperExamOf(netLike, 'full', markingOf('gate')).instructions).toEqual({ en: [], hi: [] });
  });

  it('files Aptitude under the first section and Technical under the last, or both under a paper’s only one', () => {
    const gate = paperExamOf(gateLike, 'full', markingOf('gate'));
    expect(sectionOfExam(gate, 'Aptitude')?.code).toBe('GA');
    expect(sectionOfExam(gate, 'Technical')?.code).toBe('XX');
    const net = paperExamOf(netLike, 'full', markingOf('ugc-net'));
    expect(sectionOfExam(net, 'Aptitude')?.code).toBe('P1');
    expect(sectionOfExam(net, 'Technical')?.code).toBe('P1');
  });
});

describe('the profile a paper written before profiles is given', () => {
  it('follows its exam: GATE DA by name, other GATE papers as CS', () => {
    expect(defaultProfileCode({ exam: 'GATE DA', marking: 'gate', title: 'Easy Subject Test' })).toBe('gate-da');
    expect(defaultProfileCode({ exam: 'GATE Data Science', marking: 'gate', title: 'Mock' })).toBe('gate-da');
    expect(defaultProfileCode({ exam: 'GATE CS', marking: 'gate', title: 'GATE Level Test' })).toBe('gate-cs');
    expect(defaultProfileCode({ exam: 'GATE', marking: 'weekly', title: 'Weekly Quiz 12' })).toBe('gate-cs');
  });

  it('gives UGC NET’s Paper 1 by its title, and any other NET paper Computer Science (Paper 2)', () => {
    expect(defaultProfileCode({ exam: 'UGC NET', marking: 'ugc-net', title: 'UGC NET Paper 1 Mock Test' })).toBe('ugc-net-paper-1');
    expect(defaultProfileCode({ exam: 'UGC NET', marking: 'ugc-net', title: 'Paper-I practice' })).toBe('ugc-net-paper-1');
    expect(defaultProfileCode({ exam: 'UGC NET', marking: 'gate', title: 'Advanced Subject Test' })).toBe('ugc-net-cs');
    expect(defaultProfileCode({ exam: 'NET CS', marking: 'weekly', title: 'Weekly Quiz' })).toBe('ugc-net-cs');
    // an exam of neither family, marked as UGC NET
    expect(defaultProfileCode({ exam: 'Other', marking: 'ugc-net', title: 'Paper 2' })).toBe('ugc-net-cs');
  });
});

describe('the scope a paper written before profiles is given', () => {
  it('is the whole exam only with the profile’s questions in the profile’s time', () => {
    // gateLike: 9 questions in an hour
    expect(scopeByShape({ timeLimitSeconds: 3600, questionCount: 9 }, gateLike)).toBe('full');
    expect(scopeByShape({ timeLimitSeconds: 3600, questionCount: 8 }, gateLike)).toBe('subject');
    // the long hard level of a series, some twenty questions in three hours, is no mock
    expect(scopeByShape({ timeLimitSeconds: 10_800, questionCount: 9 }, gateLike)).toBe('subject');
  });
});
