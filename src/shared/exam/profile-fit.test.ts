import { describe, expect, it } from 'vitest';
import { markingOf } from './marking.ts';
import { profileDifferences, type FitQuestion } from './profile-fit.ts';
import { sittingProfile, type ExamProfile } from './profiles.ts';

const net = (code: string, paperCode: string, key: string, questions: number, sitsWith: string): ExamProfile => ({
  code,
  family: 'UGC NET',
  paperCode,
  name: { en: `UGC NET ${paperCode}`, hi: `UGC NET ${paperCode}` },
  sections: [{ key, name: { en: `Section ${key}`, hi: `खंड ${key}` }, byMarks: { '2': questions }, seconds: null }],
  questionTypes: ['MCQ'],
  wrongShare: { MCQ: 0 },
  calculator: false,
  languages: ['en', 'hi'],
  instructions: { en: ['Both papers in one sitting.', `${paperCode} rules.`], hi: ['दोनों प्रश्नपत्र एक बैठक में।', `${paperCode} नियम।`] },
  voidRule: 'attempted',
  seconds: questions * 72,
  sitsWith,
});
const paperOne = net('p1', 'Paper 1', 'P1', 5, 'p2');
const paperTwo = net('p2', 'Paper 2', 'P2', 10, 'p1');
const many = (count: number, section: FitQuestion['section'], marks = 1): FitQuestion[] =>
  Array.from({ length: count }, () => ({ section, marks, type: 'MCQ' }));

describe('a paper against its profile', () => {
  it('fits as a whole paper with the profile’s questions in its time, each worth the marking’s 2 marks whatever the bank says', () => {
    expect(profileDifferences(paperOne, { scope: 'full', marking: markingOf('ugc-net'), timeLimitSeconds: 360, questions: many(5, 'Aptitude') })).toEqual([]);
  });

  it('of a sitting holds both papers’ sections in their time together, Aptitude as Paper 1 and Technical as Paper 2', () => {
    const sitting = sittingProfile(paperTwo, [paperOne, paperTwo]);
    expect(sitting).toMatchObject({ paperCode: 'Paper 1 + Paper 2', seconds: 1080, sitsWith: null });
    expect(sitting.sections.map((section) => section.key)).toEqual(['P1', 'P2']);
    // the same, from a copy of the profile (as a database read gives it): the exam's order is by code
    expect(sittingProfile({ ...paperTwo }, [paperOne, paperTwo]).sections.map((section) => section.key)).toEqual(['P1', 'P2']);
    // the paragraph both papers share is told once
    expect(sitting.instructions.en).toEqual(['Both papers in one sitting.', 'Paper 1 rules.', 'Paper 2 rules.']);
    const questions = [...many(5, 'Aptitude'), ...many(10, 'Technical')];
    expect(profileDifferences(sitting, { scope: 'sitting', marking: markingOf('ugc-net'), timeLimitSeconds: 1080, questions })).toEqual([]);
    expect(profileDifferences(sitting, { scope: 'sitting', marking: markingOf('ugc-net'), timeLimitSeconds: 1080, questions: many(15, 'Technical') })).toEqual([
      'Section P1 holds 0 2-mark questions; UGC NET Paper 1 + Paper 2 has 5.',
      'Section P2 holds 15 2-mark questions; UGC NET Paper 1 + Paper 2 has 10.',
    ]);
  });

  it('as a sectional test keeps to one section; as a subject test has no counts to meet', () => {
    const sitting = sittingProfile(paperOne, [paperOne, paperTwo]);
    const mixed = [...many(2, 'Aptitude'), ...many(1, 'Technical')];
    expect(profileDifferences(sitting, { scope: 'sectional', marking: markingOf('ugc-net'), timeLimitSeconds: 600, questions: mixed })).toEqual([
      'A sectional test keeps to one section, but this one has questions of 2 sections.',
    ]);
    expect(profileDifferences(sitting, { scope: 'subject', marking: markingOf('ugc-net'), timeLimitSeconds: 600, questions: mixed })).toEqual([]);
  });

  it('names the types its exam does not ask, and a marking other than its exam’s', () => {
    const questions: FitQuestion[] = [
      { section: 'Aptitude', marks: 2, type: 'NAT' },
      { section: 'Aptitude', marks: 2, type: 'MCQ' },
      { section: 'Aptitude', marks: 2, type: 'NAT' },
    ];
    expect(profileDifferences(paperOne, { scope: 'subject', marking: markingOf('gate'), timeLimitSeconds: 600, questions })).toEqual([
      'Questions 1 and 3 are NATs; UGC NET Paper 1 asks MCQ only.',
      'The paper is marked 1 or 2 marks a question, 33.3% of its marks off a wrong MCQ; UGC NET Paper 1 gives 2 marks a question, nothing off a wrong answer.',
    ]);
  });
});
