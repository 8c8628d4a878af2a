import { describe, expect, it } from 'vitest';
import {
  examProfile,
  gradableProfile,
  markingOfProfile,
  profileProblems,
  profileTotals,
  sittingOf,
  uniformMarks,
  wrongAnswerCost,
  type ExamProfile,
} from './profiles.ts';
import { gateLike, netLike } from './profiles.fixture.ts';

describe('an exam profile', () => {
  it('counts its questions and marks over its sections', () => {
    expect(profileTotals(gateLike)).toEqual({ questions: 9, marks: 12 });
    expect(profileTotals(netLike)).toEqual({ questions: 10, marks: 20 });
  });

  it('costs a wrong answer its share of the question’s marks, by type', () => {
    expect(wrongAnswerCost(gateLike, 'MCQ', 1)).toBeCloseTo(1 / 3);
    expect(wrongAnswerCost(gateLike, 'MCQ', 2)).toBeCloseTo(2 / 3);
    expect(wrongAnswerCost(gateLike, 'MSQ', 2)).toBe(0);
    expect(wrongAnswerCost(gateLike, 'NAT', 1)).toBe(0);
    expect(wrongAnswerCost(netLike, 'MCQ', 2)).toBe(0);
  });

  it('gives the engine its marking: each question’s own marks, or the one worth they share', () => {
    expect(uniformMarks(gateLike)).toBeNull();
    expect(uniformMarks(netLike)).toBe(2);
    expect(markingOfProfile(gateLike)).toEqual({ preset: 'gate', marksEach: null, mcqPenalty: 1 / 3 });
    expect(markingOfProfile(netLike)).toEqual({ preset: 'ugc-net', marksEach: 2, mcqPenalty: 0 });
    expect(gradableProfile(gateLike)).toBeNull();
    expect(gradableProfile({ ...gateLike, wrongShare: { ...gateLike.wrongShare, NAT: 0.25 } })).toBe('The engine does not take marks away for a wrong NAT.');
  });

  it('sits alone, or with its partner in the exam’s order and their time together', () => {
    const partner: ExamProfile = { ...netLike, code: 'net-yy', sitsWith: 'net-xx', seconds: 3600 };
    expect(sittingOf(gateLike, [gateLike])).toEqual({ profiles: [gateLike], seconds: 3600 });
    expect(sittingOf(netLike, [partner, netLike])).toEqual({ profiles: [partner, netLike], seconds: 5400 });
    expect(sittingOf(partner, [partner, netLike]).profiles.map((profile) => profile.code)).toEqual(['net-yy', 'net-xx']);
    // a partner that is not there: the profile sits alone
    expect(sittingOf(netLike, [netLike]).seconds).toBe(1800);
  });

  it('is sound as written, and says what does not hold together otherwise', () => {
    expect(profileProblems(gateLike)).toEqual([]);
    expect(examProfile.safeParse(gateLike).success).toBe(true);
    const broken: ExamProfile = {
      ...gateLike,
      sections: [
        { ...gateLike.sections[0]!, seconds: 600 },
        { ...gateLike.sections[1]!, key: 'GA', seconds: null },
      ],
      questionTypes: ['MCQ', 'NAT', 'MCQ'],
      wrongShare: { MCQ: 1 / 3, MSQ: 0 },
      sitsWith: 'gate-xx',
    };
    expect(profileProblems(broken)).toEqual([
      'Two sections have the key GA.',
      'Either every section has a time of its own or none has.',
      'What a wrong NAT costs is not said.',
      'A wrong MSQ has a cost, but the paper asks no MSQ.',
      'A question type is listed twice.',
      'A profile cannot sit with itself.',
    ]);
    const parsed = examProfile.safeParse(broken);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('Two sections have the key GA.');
  });

  it('refuses a section longer than the paper, a bad code or key, and texts missing a language', () => {
    expect(profileProblems({ ...gateLike, sections: gateLike.sections.map((section) => ({ ...section, seconds: 4000 })) })).toEqual([
      'Section GA has more time than the whole paper.',
      'Section XX has more time than the whole paper.',
    ]);
    expect(examProfile.safeParse({ ...gateLike, code: 'GATE CS' }).success).toBe(false);
    expect(examProfile.safeParse({ ...gateLike, sections: [{ ...gateLike.sections[0]!, key: 'ga' }] }).success).toBe(false);
    expect(examProfile.safeParse({ ...gateLike, instructions: { en: ['Only English.'], hi: [] } }).success).toBe(false);
    expect(examProfile.safeParse({ ...gateLike, name: { en: 'GATE XX' } }).success).toBe(false);
    expect(examProfile.safeParse({ ...gateLike, sections: [{ ...gateLike.sections[0]!, byMarks: { '3': 4 } }] }).success).toBe(false);
  });
});
