import { describe, expect, it } from 'vitest';
import {
  MIN_ANSWERED_TO_JUDGE,
  PRACTICE_LINKS_PER_TOPIC,
  compareTopics,
  pickPracticeLinks,
  rankTopics,
  toTopicStrength,
  type PracticeCandidate,
  type TopicFigures,
} from './topic-strengths.ts';

const figures = (topic: string, answered: number, correct: number, extra: Partial<TopicFigures> = {}): TopicFigures => ({
  topicId: `id-${topic}`,
  topic,
  subject: 'Computer Science',
  seen: answered,
  answered,
  correct,
  timed: 0,
  seconds: 0,
  ...extra,
});

const ranked = (...rows: TopicFigures[]) => rankTopics(rows.map((row) => toTopicStrength(row))).map((row) => row.topic);

describe('toTopicStrength', () => {
  it('works out wrong answers, accuracy to 2 decimals and the average time where known', () => {
    expect(toTopicStrength(figures('Graphs', 3, 2, { seen: 5, timed: 4, seconds: 250 }))).toMatchObject({
      seen: 5,
      answered: 3,
      correct: 2,
      wrong: 1,
      accuracy: 66.67,
      averageSeconds: 62.5,
      judged: true,
      practice: [],
    });
  });

  it('has no accuracy when nothing was answered and no time when none was recorded', () => {
    expect(toTopicStrength(figures('Graphs', 0, 0, { seen: 2 }))).toMatchObject({ accuracy: null, averageSeconds: null, judged: false });
  });

  it(`judges a topic from ${MIN_ANSWERED_TO_JUDGE} answered questions`, () => {
    expect(toTopicStrength(figures('A', MIN_ANSWERED_TO_JUDGE - 1, 0)).judged).toBe(false);
    expect(toTopicStrength(figures('A', MIN_ANSWERED_TO_JUDGE, 0)).judged).toBe(true);
  });
});

describe('rankTopics: weakest first', () => {
  it('orders judged topics by accuracy, lowest first', () => {
    expect(ranked(figures('Strong', 4, 4), figures('Weak', 4, 1), figures('Middle', 4, 2))).toEqual(['Weak', 'Middle', 'Strong']);
  });

  it('breaks an accuracy tie by more wrong answers, then more answered, then the name', () => {
    // 50% each: 3 wrong of 6 before 2 wrong of 4; the three with 2 wrong of 4 by name
    expect(ranked(figures('Four', 4, 2), figures('Six', 6, 3), figures('Beta', 4, 2), figures('Alpha', 4, 2))).toEqual(['Six', 'Alpha', 'Beta', 'Four']);
  });

  it('lists topics with too few answers after every judged one, the most answered first', () => {
    expect(ranked(figures('Few', 2, 0), figures('Perfect', 3, 3), figures('None', 0, 0, { seen: 4 }), figures('One', 1, 1))).toEqual([
      'Perfect',
      'Few',
      'One',
      'None',
    ]);
  });

  it('does not change the list it is given', () => {
    const rows = [toTopicStrength(figures('B', 3, 3)), toTopicStrength(figures('A', 3, 0))];
    rankTopics(rows);
    expect(rows.map((row) => row.topic)).toEqual(['B', 'A']);
    expect(compareTopics(rows[1]!, rows[0]!)).toBeLessThan(0);
  });
});

describe('pickPracticeLinks', () => {
  const candidate = (series: string, test: string, extra: Partial<PracticeCandidate> = {}): PracticeCandidate => ({
    seriesId: `s-${series}`,
    seriesTitle: series,
    pricePaise: 49900,
    discountPercent: 0,
    enrolled: false,
    testId: `t-${test}`,
    testTitle: test,
    questions: 1,
    taken: false,
    ...extra,
  });

  it('offers the enrolled series’ untaken test with most questions first, then free series, then paid ones', () => {
    const links = pickPracticeLinks([
      candidate('Paid', 'P1', { questions: 5 }),
      candidate('Free', 'F1', { discountPercent: 100 }),
      candidate('Mine', 'M1', { enrolled: true, questions: 2 }),
      candidate('Mine', 'M2', { enrolled: true, questions: 3 }),
      candidate('Mine', 'M3', { enrolled: true, questions: 4, taken: true }),
    ]);
    expect(links).toEqual([
      { seriesId: 's-Mine', seriesTitle: 'Mine', testId: 't-M2', testTitle: 'M2' },
      { seriesId: 's-Free', seriesTitle: 'Free', testId: null, testTitle: null },
      { seriesId: 's-Paid', seriesTitle: 'Paid', testId: null, testTitle: null },
    ]);
  });

  it('picks among equally good tests by title, whatever order they come in', () => {
    const tests = [candidate('Mine', 'Zeta', { enrolled: true }), candidate('Mine', 'Alpha', { enrolled: true }), candidate('Mine', 'Mid', { enrolled: true })];
    expect(pickPracticeLinks(tests)[0]!.testTitle).toBe('Alpha');
    expect(pickPracticeLinks([...tests].reverse())[0]!.testTitle).toBe('Alpha');
  });

  it('leaves out an enrolled series whose tests of the topic are all taken', () => {
    expect(pickPracticeLinks([candidate('Mine', 'M1', { enrolled: true, taken: true })])).toEqual([]);
  });

  it(`names each series once, at most ${PRACTICE_LINKS_PER_TOPIC}, the most questions of the topic first`, () => {
    const links = pickPracticeLinks([
      candidate('A', 'A1', { questions: 1 }),
      candidate('B', 'B1', { questions: 1 }),
      candidate('B', 'B2', { questions: 2 }),
      candidate('C', 'C1', { questions: 2 }),
      candidate('D', 'D1', { questions: 4 }),
    ]);
    expect(links.map((link) => link.seriesTitle)).toEqual(['D', 'B', 'C']);
  });
});
