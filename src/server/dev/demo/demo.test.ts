import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { demoQuestions } from './questions.ts';
import { demoSeries } from './series.ts';
import { demoQuizzes } from './quizzes.ts';
import { demoIdentities, demoQuizLearners } from './identities.ts';

const byKey = new Map(demoQuestions.map((q) => [q.key, q]));
const publicDir = fileURLToPath(new URL('../../../../public/', import.meta.url));

function allText(q: (typeof demoQuestions)[number]): string {
  return [q.text, ...q.options, q.explanation, q.remarks ?? ''].join('\n');
}

describe('demo questions', () => {
  it('have unique keys whose prefix matches the section', () => {
    const keys = demoQuestions.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const q of demoQuestions) {
      expect(q.key).toMatch(q.section === 'Aptitude' ? /^apt-[a-z0-9-]+$/ : /^tech-[a-z0-9-]+$/);
    }
  });

  it('each have 4 distinct options, a valid answer and the required fields', () => {
    for (const q of demoQuestions) {
      expect(q.options, q.key).toHaveLength(4);
      expect(new Set(q.options.map((o) => o.trim())).size, q.key).toBe(4);
      for (const o of q.options) expect(o.trim(), q.key).not.toBe('');
      expect(Number.isInteger(q.correctIndex), q.key).toBe(true);
      expect(q.correctIndex, q.key).toBeGreaterThanOrEqual(0);
      expect(q.correctIndex, q.key).toBeLessThan(4);
      expect([1, 2], q.key).toContain(q.marks);
      expect(['ai-generated', 'public'], q.key).toContain(q.source);
      expect(q.text.trim(), q.key).not.toBe('');
      expect(q.explanation.trim(), q.key).not.toBe('');
      expect(q.topic.trim(), q.key).not.toBe('');
      if (q.type !== undefined) {
        expect(['MCQ', 'MSQ (converted to MCQ)', 'NAT (converted to MCQ)'], q.key).toContain(q.type);
      }
    }
  });

  it('contain no interpolation accidents and balanced math delimiters', () => {
    for (const q of demoQuestions) {
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
    expect(demoQuestions.filter((q) => q.type?.includes('converted')).length).toBeGreaterThanOrEqual(4);
    expect(demoQuestions.filter((q) => q.remarks).length).toBeGreaterThanOrEqual(3);
    expect(demoQuestions.filter((q) => q.source === 'public').length).toBeGreaterThan(0);
    const twoMark = demoQuestions.filter((q) => q.marks === 2).length;
    expect(twoMark / demoQuestions.length).toBeGreaterThan(0.25);
    expect(twoMark / demoQuestions.length).toBeLessThan(0.45);
    // the answer key should not sit on one letter
    for (const index of [0, 1, 2, 3]) {
      expect(demoQuestions.filter((q) => q.correctIndex === index).length).toBeGreaterThanOrEqual(demoQuestions.length / 8);
    }
  });
});

describe('demo series', () => {
  const expected = {
    'gate-cs-free': { exam: 'GATE CS', year: 2027, pricePaise: 0, discountPercent: 0 },
    'gate-cs-pro': { exam: 'GATE CS', year: 2027, pricePaise: 49900, discountPercent: 40 },
    'gate-cs-scholarship': { exam: 'GATE CS', year: 2027, pricePaise: 29900, discountPercent: 100 },
    'net-cs': { exam: 'UGC NET', year: 2026, pricePaise: 19900, discountPercent: 10 },
  } as const;

  it('are exactly the four expected series with their prices', () => {
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

  it('each have one easy, one medium and one hard test with the fixed names and durations', () => {
    for (const s of demoSeries) {
      expect(s.tests, s.slug).toHaveLength(3);
      const easy = s.tests.filter((t) => t.difficulty === 'easy');
      const medium = s.tests.filter((t) => t.difficulty === 'medium');
      const hard = s.tests.filter((t) => t.difficulty === 'hard');
      expect([easy.length, medium.length, hard.length], s.slug).toEqual([1, 1, 1]);
      expect(easy[0]).toMatchObject({ title: 'Easy Subject Test', timeLimitSeconds: 1200 });
      expect(medium[0]).toMatchObject({ title: 'Full Subject Test', timeLimitSeconds: 3000 });
      expect(hard[0]).toMatchObject({ title: 'GATE Level Test', timeLimitSeconds: 10800 });
      expect(easy[0]!.questionKeys.length).toBeGreaterThanOrEqual(8);
      expect(easy[0]!.questionKeys.length).toBeLessThanOrEqual(10);
      expect(medium[0]!.questionKeys.length).toBeGreaterThanOrEqual(12);
      expect(medium[0]!.questionKeys.length).toBeLessThanOrEqual(16);
      expect(hard[0]!.questionKeys.length).toBeGreaterThanOrEqual(20);
      expect(hard[0]!.questionKeys.length).toBeLessThanOrEqual(25);
    }
  });

  it('reference existing questions, without repeats inside a test, mixing both sections', () => {
    for (const s of demoSeries) {
      for (const t of s.tests) {
        const where = `${s.slug} / ${t.title}`;
        expect(new Set(t.questionKeys).size, where).toBe(t.questionKeys.length);
        for (const key of t.questionKeys) expect(byKey.has(key), `${where}: ${key}`).toBe(true);
        const sections = new Set(t.questionKeys.map((k) => byKey.get(k)?.section));
        expect(sections, where).toEqual(new Set(['Aptitude', 'Technical']));
      }
    }
  });

  it('weight the hard tests towards 2-mark technical questions', () => {
    for (const s of demoSeries) {
      const hard = s.tests.find((t) => t.difficulty === 'hard')!;
      const twoMarkTechnical = hard.questionKeys.filter((k) => {
        const q = byKey.get(k);
        return q?.section === 'Technical' && q.marks === 2;
      });
      expect(twoMarkTechnical.length * 2, s.slug).toBeGreaterThan(hard.questionKeys.length);
    }
  });
});

describe('demo quizzes', () => {
  it("are this week's GATE and UGC NET quizzes and last week's GATE quiz, of 10 one-mark questions from both sections", () => {
    expect(demoQuizzes.map((q) => [q.exam, q.week])).toEqual([
      ['GATE', 'current'],
      ['UGC NET', 'current'],
      ['GATE', 'previous'],
    ]);
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
