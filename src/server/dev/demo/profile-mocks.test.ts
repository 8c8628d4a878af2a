// The demo's mocks at the real size of their exams (issue 42): UGC NET's Paper 1 and Paper 2 sat
// together, and GATE DA, each what its exam profile says (shared/exam/profile-fit.ts).
import { describe, expect, it } from 'vitest';
import { hindiProblem, hindiVersion } from '../../../shared/api/hindi.ts';
import { markingOf } from '../../../shared/exam/marking.ts';
import { profileDifferences } from '../../../shared/exam/profile-fit.ts';
import { sittingProfile, type ExamProfile } from '../../../shared/exam/profiles.ts';
import { questionTextsProblem } from '../../../shared/markdown/question-limits.ts';
import { SHIPPED_EXAM_PROFILES } from '../../features/exam-profiles/seed.ts';
import { gateDaMockQuestions } from './gate-da-mock.ts';
import { allDemoQuestions } from './questions.ts';
import { GATE_DA_MOCK, UGC_NET_SITTING_MOCK, ugcNetPaperTwoQuestions } from './series.ts';
import type { DemoQuestion, DemoTest } from './types.ts';
import { ugcNetMockQuestions } from './ugc-net-mock.ts';

const byKey = new Map(allDemoQuestions.map((q) => [q.key, q]));
const profile = (code: string): ExamProfile => SHIPPED_EXAM_PROFILES.find((one) => one.code === code)!;
const typeOf = (q: DemoQuestion) => q.type ?? 'MCQ';
const questionsOf = (test: DemoTest) => test.questionKeys.map((key) => byKey.get(key)!);
const fitOf = (test: DemoTest, against: ExamProfile) =>
  profileDifferences(against, {
    scope: test.scope ?? 'subject',
    marking: markingOf(test.marking ?? 'gate'),
    timeLimitSeconds: test.timeLimitSeconds,
    questions: questionsOf(test).map((q) => ({ section: q.section, marks: q.marks, type: typeOf(q) })),
  });

describe('the UGC NET mock of both papers sat together', () => {
  it('is Paper 1’s 50 questions then Paper 2’s 100, in three hours, and fits the sitting’s profile', () => {
    expect(UGC_NET_SITTING_MOCK).toMatchObject({
      timeLimitSeconds: 180 * 60,
      marking: 'ugc-net',
      profile: 'ugc-net-paper-1',
      scope: 'sitting',
      offeredInHindi: true,
    });
    expect(UGC_NET_SITTING_MOCK.questionKeys).toEqual([...ugcNetMockQuestions, ...ugcNetPaperTwoQuestions].map((q) => q.key));
    expect(new Set(UGC_NET_SITTING_MOCK.questionKeys).size).toBe(150);
    expect(fitOf(UGC_NET_SITTING_MOCK, sittingProfile(profile('ugc-net-paper-1'), SHIPPED_EXAM_PROFILES))).toEqual([]);
  });

  it('gives ten Paper 2 questions to each unit of the Computer Science syllabus, MCQs of 2 marks with answers spread over the letters', () => {
    expect(ugcNetPaperTwoQuestions).toHaveLength(100);
    const perTopic = new Map<string, number>();
    for (const q of ugcNetPaperTwoQuestions) {
      perTopic.set(q.topic, (perTopic.get(q.topic) ?? 0) + 1);
      expect([typeOf(q), q.section, q.marks, q.source], q.key).toEqual(['MCQ', 'Technical', 2, 'original']);
      expect(q.explanation.trim().length, q.key).toBeGreaterThan(60);
    }
    expect([...perTopic.values()]).toEqual(Array(10).fill(10));
    for (const index of [0, 1, 2, 3])
      expect(ugcNetPaperTwoQuestions.filter((q) => q.type === undefined && q.correctIndex === index).length).toBeGreaterThanOrEqual(18);
  });

  it('has a Hindi version of every Paper 2 question the editor would take, its figures the English’s', () => {
    for (const q of ugcNetPaperTwoQuestions) {
      const hindi = hindiVersion.parse(q.hindi);
      expect(hindiProblem({ options: (q.options ?? []).map((text) => ({ text })) }, hindi), q.key).toBeNull();
      expect(questionTextsProblem(hindi), q.key).toBeNull();
      expect(hindi.text, q.key).toMatch(/[\u0900-\u097F]/);
      expect(hindi.explanation, q.key).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('the GATE DA mock', () => {
  const questions = gateDaMockQuestions;

  it('has GATE DA’s shape and fits its profile: 65 questions, 100 marks, General Aptitude first, in three hours', () => {
    expect(GATE_DA_MOCK.questionKeys).toEqual(questions.map((q) => q.key));
    expect(fitOf(GATE_DA_MOCK, profile('gate-da'))).toEqual([]);
    expect(questions.slice(0, 10).every((q) => q.section === 'Aptitude')).toBe(true);
  });

  it('mixes MCQ, MSQ and NAT as recent papers do, and covers the DA syllabus', () => {
    const count = (type: string) => questions.filter((q) => typeOf(q) === type).length;
    expect(count('MSQ')).toBeGreaterThanOrEqual(8);
    expect(count('NAT')).toBeGreaterThanOrEqual(10);
    expect(count('MCQ')).toBeGreaterThanOrEqual(30);
    const topics = new Set(questions.map((q) => q.topic));
    for (const topic of [
      'Probability and Statistics',
      'Linear Algebra',
      'Calculus and Optimization',
      'Programming, Data Structures and Algorithms',
      'Database Management and Warehousing',
      'Machine Learning',
      'Artificial Intelligence',
    ]) {
      expect(topics, topic).toContain(topic);
    }
    for (const q of questions) if (q.type === 'NAT' && q.answer.decimals > 0) expect(q.answer.min, q.key).toBeLessThan(q.answer.max);
  });
});
