import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { allDemoQuestions, demoQuestions } from './questions.ts';
import { demoSeries, GATE_DA_MOCK, GATE_FULL_MOCK, UGC_NET_PAPER_ONE_MOCK, UGC_NET_SITTING_MOCK, ugcNetPaperTwoQuestions } from './series.ts';
import { gateMockQuestions } from './gate-mock.ts';
import { ugcNetMockQuestions } from './ugc-net-mock.ts';
import { gateDaMockQuestions } from './gate-da-mock.ts';
import { markingOf } from '../../../shared/exam/marking.ts';
import { hindiProblem, hindiVersion } from '../../../shared/api/hindi.ts';
import { questionTextsProblem } from '../../../shared/markdown/question-limits.ts';
import type { DemoQuestion } from './types.ts';
import { demoQuizzes } from './quizzes.ts';
import { demoIdentities, demoQuizLearners } from './identities.ts';

const byKey = new Map(allDemoQuestions.map((q) => [q.key, q]));
const publicDir = fileURLToPath(new URL('../../../../public/', import.meta.url));

function allText(q: DemoQuestion): string {
  return [q.text, ...(q.options ?? []), q.explanation, q.remarks ?? ''].join('\n');
}

const typeOf = (q: DemoQuestion) => q.type ?? 'MCQ';
const marksOf = (questions: DemoQuestion[]) => questions.reduce((sum, q) => sum + q.marks, 0);

describe('demo questions', () => {
  it('have unique keys whose prefix names the bank or the mock they belong to', () => {
    const keys = allDemoQuestions.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const q of demoQuestions) {
      expect(q.key).toMatch(q.section === 'Aptitude' ? /^apt-[a-z0-9-]+$/ : /^tech-[a-z0-9-]+$/);
    }
    for (const q of gateMockQuestions) expect(q.key).toMatch(/^gm-[a-z0-9-]+$/);
    for (const q of ugcNetMockQuestions) expect(q.key).toMatch(/^net-p1-[a-z0-9-]+$/);
    for (const q of ugcNetPaperTwoQuestions) expect(q.key).toMatch(/^net-p2-[a-z0-9-]+$/);
    for (const q of gateDaMockQuestions) expect(q.key).toMatch(/^da-mock-[a-z0-9-]+$/);
  });

  it('each have a sound key for their type and the required fields: an MCQ or MSQ 4 distinct options, a NAT none', () => {
    for (const q of allDemoQuestions) {
      if (q.type === 'NAT') {
        expect(q.options, q.key).toBeUndefined();
        expect(Number.isFinite(q.answer.min) && Number.isFinite(q.answer.max), q.key).toBe(true);
        expect(q.answer.min, q.key).toBeLessThanOrEqual(q.answer.max);
        expect(Number.isInteger(q.answer.decimals) && q.answer.decimals >= 0, q.key).toBe(true);
      } else {
        expect(q.options, q.key).toHaveLength(4);
        expect(new Set(q.options.map((o) => o.trim())).size, q.key).toBe(4);
        for (const o of q.options) expect(o.trim(), q.key).not.toBe('');
        const correct = q.type === 'MSQ' ? q.correctIndexes : [q.correctIndex];
        expect(correct.length, q.key).toBeGreaterThanOrEqual(1);
        expect(new Set(correct).size, q.key).toBe(correct.length);
        for (const index of correct) expect(Number.isInteger(index) && index >= 0 && index < 4, q.key).toBe(true);
      }
      expect(['MCQ', 'MSQ', 'NAT'], q.key).toContain(typeOf(q));
      expect([1, 2], q.key).toContain(q.marks);
      expect(['ai-generated', 'public', 'original'], q.key).toContain(q.source);
      expect(q.text.trim(), q.key).not.toBe('');
      expect(q.explanation.trim(), q.key).not.toBe('');
      expect(q.topic.trim(), q.key).not.toBe('');
    }
  });

  it('contain no interpolation accidents and balanced math delimiters', () => {
    for (const q of allDemoQuestions) {
      const text = allText(q);
      expect(text, q.key).not.toMatch(/undefined|\[object Object\]|\$\{/);
      const dollars = text.replace(/\\\$/g, '').match(/\$/g) ?? [];
      expect(dollars.length % 2, q.key).toBe(0);
      const fences = text.match(/```/g) ?? [];
      expect(fences.length % 2, q.key).toBe(0);
    }
  });

  it('meet the content mix', () => {
    expect(demoQuestions.length).toBeGreaterThanOrEqual(90);
    const aptitude = demoQuestions.filter((q) => q.section === 'Aptitude');
    const technical = demoQuestions.filter((q) => q.section === 'Technical');
    expect(aptitude.length).toBeGreaterThanOrEqual(25);
    expect(technical.length).toBeGreaterThanOrEqual(60);
    expect(demoQuestions.filter((q) => allText(q).includes('$')).length).toBeGreaterThanOrEqual(15);
    expect(demoQuestions.filter((q) => q.text.includes('```')).length).toBeGreaterThanOrEqual(8);
    expect(demoQuestions.filter((q) => q.remarks?.includes('converted')).length).toBeGreaterThanOrEqual(4);
    expect(demoQuestions.filter((q) => q.remarks).length).toBeGreaterThanOrEqual(3);
    expect(demoQuestions.filter((q) => q.source === 'public').length).toBeGreaterThan(0);
    const twoMark = demoQuestions.filter((q) => q.marks === 2).length;
    expect(twoMark / demoQuestions.length).toBeGreaterThan(0.25);
    expect(twoMark / demoQuestions.length).toBeLessThan(0.45);
    // the answer key should not sit on one letter
    for (const index of [0, 1, 2, 3]) {
      expect(demoQuestions.filter((q) => q.type !== 'MSQ' && q.type !== 'NAT' && q.correctIndex === index).length).toBeGreaterThanOrEqual(
        demoQuestions.length / 8,
      );
    }
  });
});

describe('demo series', () => {
  const expected = {
    'gate-cs-free': { exam: 'GATE CS', year: 2027, pricePaise: 0, discountPercent: 0 },
    'gate-cs-pro': { exam: 'GATE CS', year: 2027, pricePaise: 49900, discountPercent: 40 },
    'gate-cs-scholarship': { exam: 'GATE CS', year: 2027, pricePaise: 29900, discountPercent: 100 },
    'gate-da-mock': { exam: 'GATE DA', year: 2027, pricePaise: 0, discountPercent: 0 },
    'net-cs': { exam: 'UGC NET', year: 2026, pricePaise: 19900, discountPercent: 10 },
  } as const;

  it('are exactly the five expected series with their prices', () => {
    expect(demoSeries.map((s) => s.slug).sort()).toEqual(Object.keys(expected).sort());
    for (const s of demoSeries) {
      expect(s, s.slug).toMatchObject(expected[s.slug as keyof typeof expected]);
      expect(s.image).toBe(`/banners/${s.slug}.svg`);
      const words = s.description.trim().split(/\s+/).length;
      expect(words, s.slug).toBeGreaterThanOrEqual(30);
      expect(words, s.slug).toBeLessThanOrEqual(60);
      expect(s.title.trim()).not.toBe('');
    }
  });

  const mocks = [GATE_FULL_MOCK, UGC_NET_PAPER_ONE_MOCK, UGC_NET_SITTING_MOCK, GATE_DA_MOCK];
  const subjectTestsOf = (s: (typeof demoSeries)[number]) => s.tests.filter((t) => !mocks.includes(t));
  // the GATE DA series is one full-length mock; the others have three subject tests each
  const withSubjectTests = demoSeries.filter((s) => s.slug !== 'gate-da-mock');

  it('each have one easy, one medium and one hard subject test with their names and durations', () => {
    expect(subjectTestsOf(demoSeries.find((s) => s.slug === 'gate-da-mock')!)).toEqual([]);
    for (const s of withSubjectTests) {
      const subjectTests = subjectTestsOf(s);
      expect(subjectTests, s.slug).toHaveLength(3);
      const easy = subjectTests.filter((t) => t.difficulty === 'easy');
      const medium = subjectTests.filter((t) => t.difficulty === 'medium');
      const hard = subjectTests.filter((t) => t.difficulty === 'hard');
      expect([easy.length, medium.length, hard.length], s.slug).toEqual([1, 1, 1]);
      expect(easy[0]).toMatchObject({ title: 'Easy Subject Test', timeLimitSeconds: 1200 });
      expect(medium[0]).toMatchObject({ title: 'Full Subject Test', timeLimitSeconds: 3000 });
      expect(hard[0]).toMatchObject({ title: 'Advanced Subject Test', timeLimitSeconds: 10800 });
      // a UGC NET series' subject tests are Paper 2's, marked as NET marks; GATE's as GATE marks
      const marking = s.exam === 'UGC NET' ? 'ugc-net' : 'gate';
      for (const t of subjectTests) expect(t.marking ?? 'gate', `${s.slug} / ${t.title}`).toBe(marking);
      for (const t of subjectTests) expect(t.scope ?? 'subject', `${s.slug} / ${t.title}`).toBe('subject');
      expect(easy[0]!.questionKeys.length).toBeGreaterThanOrEqual(8);
      expect(easy[0]!.questionKeys.length).toBeLessThanOrEqual(10);
      expect(medium[0]!.questionKeys.length).toBeGreaterThanOrEqual(12);
      expect(medium[0]!.questionKeys.length).toBeLessThanOrEqual(16);
      expect(hard[0]!.questionKeys.length).toBeGreaterThanOrEqual(20);
      expect(hard[0]!.questionKeys.length).toBeLessThanOrEqual(25);
    }
  });

  it('call a test a mock, or GATE level, only when it is a whole paper (or sitting) of its profile', () => {
    const titles = demoSeries.flatMap((s) => s.tests.map((t) => t.title));
    expect(titles.filter((title) => /mock|gate level/i.test(title)).sort()).toEqual(mocks.map((t) => t.title).sort());
    expect(demoSeries.find((s) => s.slug === 'gate-cs-free')!.tests).toContain(GATE_FULL_MOCK);
    expect(demoSeries.find((s) => s.slug === 'net-cs')!.tests).toEqual(expect.arrayContaining([UGC_NET_PAPER_ONE_MOCK, UGC_NET_SITTING_MOCK]));
    expect(demoSeries.find((s) => s.slug === 'gate-da-mock')!.tests).toEqual([GATE_DA_MOCK]);
    expect(mocks.map((t) => [t.profile, t.scope])).toEqual([
      ['gate-cs', 'full'],
      ['ugc-net-paper-1', 'full'],
      ['ugc-net-paper-1', 'sitting'],
      ['gate-da', 'full'],
    ]);
  });

  it('reference existing questions, without repeats inside a test, mixing both sections (NET Paper 1 is aptitude only, Paper 2 computer science only)', () => {
    for (const s of demoSeries) {
      for (const t of s.tests) {
        const where = `${s.slug} / ${t.title}`;
        expect(new Set(t.questionKeys).size, where).toBe(t.questionKeys.length);
        for (const key of t.questionKeys) expect(byKey.has(key), `${where}: ${key}`).toBe(true);
        const sections = new Set(t.questionKeys.map((k) => byKey.get(k)?.section));
        const expected = t === UGC_NET_PAPER_ONE_MOCK ? ['Aptitude'] : t.profile === 'ugc-net-cs' ? ['Technical'] : ['Aptitude', 'Technical'];
        expect(sections, where).toEqual(new Set(expected));
        // a UGC NET paper asks multiple-choice questions only
        if (s.exam === 'UGC NET') for (const key of t.questionKeys) expect(typeOf(byKey.get(key)!), `${where}: ${key}`).toBe('MCQ');
      }
    }
  });

  it('weight the hard GATE subject tests towards 2-mark technical questions (a NET paper gives every question 2)', () => {
    for (const s of withSubjectTests.filter((series) => series.exam !== 'UGC NET')) {
      const hard = subjectTestsOf(s).find((t) => t.difficulty === 'hard')!;
      const twoMarkTechnical = hard.questionKeys.filter((k) => {
        const q = byKey.get(k);
        return q?.section === 'Technical' && q.marks === 2;
      });
      expect(twoMarkTechnical.length * 2, s.slug).toBeGreaterThan(hard.questionKeys.length);
    }
  });
});

describe('the full-length GATE CS mock', () => {
  const questions = GATE_FULL_MOCK.questionKeys.map((key) => byKey.get(key)!);
  const count = (section: string, marks: number) => questions.filter((q) => q.section === section && q.marks === marks).length;

  it('is free, takes three hours, is marked as GATE marks and has the 65 questions of gate-mock.ts, in order', () => {
    expect(demoSeries.find((s) => s.tests.includes(GATE_FULL_MOCK))!.pricePaise).toBe(0);
    expect(GATE_FULL_MOCK).toMatchObject({ difficulty: 'hard', timeLimitSeconds: 180 * 60 });
    expect(GATE_FULL_MOCK.marking ?? 'gate').toBe('gate');
    expect(GATE_FULL_MOCK.questionKeys).toEqual(gateMockQuestions.map((q) => q.key));
    expect(new Set(GATE_FULL_MOCK.questionKeys).size).toBe(65);
  });

  it("has GATE's shape: 100 marks; Aptitude 10 questions (5 of 1 mark, 5 of 2), Technical 55 (25 of 1 mark, 30 of 2)", () => {
    expect(marksOf(questions)).toBe(100);
    expect([count('Aptitude', 1), count('Aptitude', 2)]).toEqual([5, 5]);
    expect([count('Technical', 1), count('Technical', 2)]).toEqual([25, 30]);
    // the paper opens with General Aptitude, as GATE's does
    expect(questions.slice(0, 10).every((q) => q.section === 'Aptitude')).toBe(true);
  });

  it('mixes MCQ, MSQ and NAT in about the proportions of recent papers', () => {
    const share = (type: string) => questions.filter((q) => typeOf(q) === type).length / questions.length;
    expect(share('MCQ')).toBeGreaterThanOrEqual(0.5);
    expect(share('MCQ')).toBeLessThanOrEqual(0.7);
    expect(share('MSQ')).toBeGreaterThanOrEqual(0.1);
    expect(share('MSQ')).toBeLessThanOrEqual(0.25);
    expect(share('NAT')).toBeGreaterThanOrEqual(0.2);
    expect(share('NAT')).toBeLessThanOrEqual(0.3);
    for (const section of ['Aptitude', 'Technical']) {
      expect(new Set(questions.filter((q) => q.section === section).map(typeOf)), section).toEqual(new Set(['MCQ', 'MSQ', 'NAT']));
    }
  });

  it('keys every question soundly and explains it; a NAT has no options and says how to round when it has decimals', () => {
    for (const q of questions) {
      expect(q.explanation.trim().length, q.key).toBeGreaterThan(80);
      if (q.type === 'NAT') {
        expect(q.options, q.key).toBeUndefined();
        expect(q.answer.min, q.key).toBeLessThanOrEqual(q.answer.max);
        if (q.answer.decimals > 0) expect(q.text, q.key).toMatch(/\(rounded off to (one|two|three) decimal places?\)/);
      }
      if (q.type === 'MSQ') expect(q.correctIndexes.length, q.key).toBeGreaterThanOrEqual(1);
    }
    // the single answers should not sit on one letter
    const mcqs = questions.filter((q) => typeOf(q) === 'MCQ');
    for (const index of [0, 1, 2, 3]) {
      expect(mcqs.filter((q) => q.type !== 'MSQ' && q.type !== 'NAT' && q.correctIndex === index).length).toBeGreaterThanOrEqual(mcqs.length / 6);
    }
  });

  it('covers the GATE CS syllabus', () => {
    const topics = new Set(questions.map((q) => q.topic));
    for (const topic of [
      'Discrete Mathematics',
      'Linear Algebra',
      'Probability',
      'Calculus',
      'Digital Logic',
      'Computer Organization & Architecture',
      'Programming in C',
      'Data Structures',
      'Algorithms',
      'Theory of Computation',
      'Compiler Design',
      'Operating Systems',
      'Databases',
      'Computer Networks',
    ]) {
      expect(topics, topic).toContain(topic);
    }
    expect(questions.filter((q) => q.text.includes('```')).length).toBeGreaterThanOrEqual(5);
    expect(questions.filter((q) => allText(q).includes('$')).length).toBeGreaterThanOrEqual(20);
  });
});

describe('the UGC NET Paper 1 mock', () => {
  const questions = UGC_NET_PAPER_ONE_MOCK.questionKeys.map((key) => byKey.get(key)!);

  it('is 50 multiple-choice aptitude questions of 2 marks in 60 minutes, marked as UGC NET marks', () => {
    expect(UGC_NET_PAPER_ONE_MOCK).toMatchObject({ marking: 'ugc-net', timeLimitSeconds: 60 * 60 });
    expect(UGC_NET_PAPER_ONE_MOCK.questionKeys).toEqual(ugcNetMockQuestions.map((q) => q.key));
    expect(new Set(UGC_NET_PAPER_ONE_MOCK.questionKeys).size).toBe(50);
    const marksEach = markingOf('ugc-net').marksEach;
    for (const q of questions) {
      expect(q.marks, q.key).toBe(marksEach);
      expect(typeOf(q), q.key).toBe('MCQ');
      expect(q.section, q.key).toBe('Aptitude');
    }
    expect(marksOf(questions)).toBe(100);
  });

  it('gives five questions to each of the ten units of the syllabus, with answers spread over the letters', () => {
    const perTopic = new Map<string, number>();
    for (const q of questions) perTopic.set(q.topic, (perTopic.get(q.topic) ?? 0) + 1);
    expect(perTopic.size).toBe(10);
    for (const [topic, n] of perTopic) expect(n, topic).toBe(5);
    for (const index of [0, 1, 2, 3]) {
      expect(questions.filter((q) => q.type !== 'MSQ' && q.type !== 'NAT' && q.correctIndex === index).length).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('the UGC NET Paper 1 mock in Hindi', () => {
  it('is offered in Hindi, and each question has a Hindi version the editor would take: in Devanagari, an option for each option, with the same numbers', () => {
    expect(UGC_NET_PAPER_ONE_MOCK.offeredInHindi).toBe(true);
    for (const q of ugcNetMockQuestions) {
      const hindi = hindiVersion.parse(q.hindi);
      expect(hindiProblem({ options: (q.options ?? []).map((text) => ({ text })) }, hindi), q.key).toBeNull();
      expect(questionTextsProblem(hindi), q.key).toBeNull();
      expect(hindi.text, q.key).toMatch(/[\u0900-\u097F]/);
      expect(hindi.explanation, q.key).toMatch(/[\u0900-\u097F]/);
      // the figures of an option are the English option's: a number or a formula is not translated
      for (const [index, option] of (q.options ?? []).entries()) {
        const digits = (text: string) => text.match(/\d+(\.\d+)?/g) ?? [];
        expect(digits(hindi.options[index]!.text), `${q.key} option ${index}`).toEqual(digits(option));
      }
    }
    // no other demo test is offered in Hindi but the NET sitting (below)
    const inHindi = [UGC_NET_PAPER_ONE_MOCK, UGC_NET_SITTING_MOCK];
    for (const s of demoSeries) for (const test of s.tests.filter((t) => !inHindi.includes(t))) expect(test.offeredInHindi, test.title).toBeUndefined();
  });
});

describe('demo quizzes', () => {
  it("are this week's GATE and UGC NET quizzes and last week's, of 10 one-mark questions from both sections", () => {
    expect(demoQuizzes.map((q) => [q.exam, q.week])).toEqual([
      ['GATE', 'current'],
      ['UGC NET', 'current'],
      ['GATE', 'previous'],
      ['UGC NET', 'previous'],
    ]);
    // one closed quiz's rank 1 waits for a master's confirmation; the other's was confirmed
    expect(demoQuizzes.filter((q) => q.winnerPending).map((q) => q.slug)).toEqual(['net-weekly-toc-compilers-os']);
    expect(new Set(demoQuizzes.map((q) => q.slug)).size).toBe(demoQuizzes.length);
    for (const quiz of demoQuizzes) {
      expect(quiz.timeLimitSeconds).toBe(900);
      expect(quiz.questionKeys).toHaveLength(10);
      expect(new Set(quiz.questionKeys).size).toBe(10);
      for (const key of quiz.questionKeys) {
        expect(byKey.has(key), `${quiz.slug}: ${key}`).toBe(true);
        expect(byKey.get(key)?.marks, `${quiz.slug}: ${key}`).toBe(1);
      }
      expect(new Set(quiz.questionKeys.map((key) => byKey.get(key)?.section)), quiz.slug).toEqual(new Set(['Aptitude', 'Technical']));
    }
  });

  it("give last week's quiz a leaderboard of at least 8 known learners with varied scores and times", () => {
    const previous = demoQuizzes.find((q) => q.week === 'previous')!;
    const takers = previous.takers ?? [];
    expect(takers.length).toBeGreaterThanOrEqual(8);
    const known = new Set([...demoIdentities, ...demoQuizLearners].map((i) => i.email));
    for (const taker of takers) {
      expect(known.has(taker.email), taker.email).toBe(true);
      expect(taker.right + taker.wrong).toBeLessThanOrEqual(previous.questionKeys.length);
      expect(taker.seconds).toBeLessThanOrEqual(previous.timeLimitSeconds);
      expect(taker.startedHoursAfterOpen).toBeLessThan(7 * 24);
    }
    expect(new Set(takers.map((taker) => taker.email)).size).toBe(takers.length);
    expect(new Set(takers.map((taker) => taker.right - taker.wrong)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('demo identities and images', () => {
  it('are four learners on example.com plus one admin of each role', () => {
    const emails = demoIdentities.map((i) => i.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const i of demoIdentities) expect(i.email).toMatch(/^[a-z.]+@example\.com$/);
    expect(demoIdentities.filter((i) => i.role === undefined)).toHaveLength(4);
    expect(demoIdentities.filter((i) => i.role).map((i) => i.role)).toEqual(['creator', 'master', 'god']);
    expect(demoIdentities.find((i) => i.email === 'admin@example.com')).toEqual({
      email: 'admin@example.com',
      name: 'Prepverse Admin',
      picture: '/avatars/admin.svg',
      role: 'god',
    });
  });

  it('point at SVG files that exist under public/', () => {
    const paths = [
      ...demoSeries.map((s) => s.image),
      ...demoIdentities.map((i) => i.picture),
      '/banners/default.svg',
      '/avatars/placeholder.svg',
      '/favicon.svg',
    ];
    for (const p of paths) expect(existsSync(publicDir + p.slice(1)), p).toBe(true);
  });
});
