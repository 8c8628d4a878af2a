import { describe, expect, it } from 'vitest';
import { gradeAttempt, type GradableQuestion } from '../../../shared/exam/grading.ts';
import {
  examProfile,
  gradableProfile,
  markingOfProfile,
  profileTotals,
  sectionTotals,
  sittingOf,
  wrongAnswerCost,
  type ExamProfile,
} from '../../../shared/exam/profiles.ts';
import { SHIPPED_EXAM_PROFILES } from './seed.ts';

const shipped = (code: string): ExamProfile => SHIPPED_EXAM_PROFILES.find((profile) => profile.code === code)!;
const allTexts = (profile: ExamProfile) =>
  [
    profile.name.en,
    profile.name.hi,
    ...profile.sections.flatMap((section) => [section.name.en, section.name.hi]),
    ...profile.instructions.en,
    ...profile.instructions.hi,
  ].join('\n');

describe('the shipped exam profiles', () => {
  it('are GATE CS, GATE DA, UGC NET Paper 1 and UGC NET Computer Science, each sound and gradable', () => {
    expect(SHIPPED_EXAM_PROFILES.map((profile) => profile.code)).toEqual(['gate-cs', 'gate-da', 'ugc-net-paper-1', 'ugc-net-cs']);
    for (const profile of SHIPPED_EXAM_PROFILES) {
      expect(examProfile.parse(profile)).toEqual(profile);
      expect(gradableProfile(profile)).toBeNull();
    }
  });

  it('give GATE its 65 questions for 100 marks in three hours: General Aptitude 15 marks and the subject 85', () => {
    for (const code of ['gate-cs', 'gate-da']) {
      const profile = shipped(code);
      expect(profileTotals(profile)).toEqual({ questions: 65, marks: 100 });
      expect(profile.sections.map((section) => [section.key, sectionTotals(section)])).toEqual([
        ['GA', { questions: 10, marks: 15 }],
        [profile.paperCode, { questions: 55, marks: 85 }],
      ]);
      expect(profile.seconds).toBe(180 * 60);
      expect(profile.questionTypes).toEqual(['MCQ', 'MSQ', 'NAT']);
      expect(profile.calculator).toBe(true);
      expect(profile.languages).toEqual(['en']);
      expect(profile.voidRule).toBe('everyone');
    }
    expect(shipped('gate-da').sections[1]!.name.en).toBe('Data Science and Artificial Intelligence');
  });

  it('mark GATE as GATE does: a wrong MCQ costs 1/3 of a 1-mark and 2/3 of a 2-mark question; MSQ and NAT nothing', () => {
    const gate = shipped('gate-cs');
    expect(wrongAnswerCost(gate, 'MCQ', 1)).toBeCloseTo(1 / 3, 10);
    expect(wrongAnswerCost(gate, 'MCQ', 2)).toBeCloseTo(2 / 3, 10);
    expect(wrongAnswerCost(gate, 'MSQ', 2)).toBe(0);
    expect(wrongAnswerCost(gate, 'NAT', 2)).toBe(0);
  });

  it('give UGC NET one section per paper, MCQs of 2 marks, no negative marking, no calculator, English and Hindi, 180 minutes together', () => {
    const paper1 = shipped('ugc-net-paper-1');
    const paper2 = shipped('ugc-net-cs');
    expect(profileTotals(paper1)).toEqual({ questions: 50, marks: 100 });
    expect(profileTotals(paper2)).toEqual({ questions: 100, marks: 200 });
    for (const profile of [paper1, paper2]) {
      expect(profile.sections).toHaveLength(1);
      expect(profile.questionTypes).toEqual(['MCQ']);
      expect(wrongAnswerCost(profile, 'MCQ', 2)).toBe(0);
      expect(profile.calculator).toBe(false);
      expect(profile.languages).toEqual(['en', 'hi']);
      expect(profile.voidRule).toBe('attempted');
    }
    const sitting = sittingOf(paper2, SHIPPED_EXAM_PROFILES);
    expect(sitting.profiles.map((profile) => profile.code)).toEqual(['ugc-net-paper-1', 'ugc-net-cs']);
    expect(sitting.seconds).toBe(180 * 60);
    expect(sittingOf(shipped('gate-cs'), SHIPPED_EXAM_PROFILES).seconds).toBe(180 * 60);
  });

  it('never mention the other exam, in English or in Hindi', () => {
    for (const profile of SHIPPED_EXAM_PROFILES) {
      const words = allTexts(profile);
      if (profile.family === 'GATE') expect(words).not.toMatch(/\bNET\b|NTA|UGC/);
      else expect(words).not.toMatch(/GATE|calculator is available|कैलकुलेटर खुलता/);
      expect(profile.instructions.hi).toHaveLength(profile.instructions.en.length);
    }
  });

  it('grade a UGC NET paper without ever taking marks away, and a GATE paper with its negative marking', () => {
    const questions = (profile: ExamProfile): GradableQuestion[] =>
      profile.sections.flatMap((section) =>
        Object.entries(section.byMarks).flatMap(([marks, count]) =>
          Array.from({ length: count! }, (_, index) => ({
            id: `${section.key}-${marks}-${index}`,
            section: section.key === 'GA' ? ('Aptitude' as const) : ('Technical' as const),
            marks: Number(marks),
            key: { type: 'MCQ' as const, correctIndex: 0 },
            optionCount: 4,
          })),
        ),
      );
    const grade = (profile: ExamProfile, right: number, wrong: number) => {
      const paper = questions(profile);
      const answers = Object.fromEntries(paper.slice(0, right + wrong).map((question, index) => [question.id, { answer: index < right ? 0 : 1 }]));
      return gradeAttempt({
        title: profile.name.en,
        questions: paper,
        answers,
        marking: markingOfProfile(profile),
        timeTakenSeconds: 600,
        submittedAt: '2026-12-07T10:00:00Z',
        endedBy: 'learner',
      }).basicMetrics;
    };
    const net = grade(shipped('ugc-net-cs'), 30, 70);
    expect(net.score).toBe(60);
    expect(net.maxPossibleMarks).toBe(200);
    expect(grade(shipped('ugc-net-paper-1'), 0, 50).score).toBe(0);
    // GATE CS: the first five are General Aptitude's 1-mark questions; the next five its 2-mark ones
    const gate = grade(shipped('gate-cs'), 2, 6);
    // 2 right 1-mark (+2); 3 wrong 1-mark (−1); 3 wrong 2-mark (−2)
    expect(gate.score).toBeCloseTo(-1, 2);
    expect(gate.maxPossibleMarks).toBe(100);
  });
});
