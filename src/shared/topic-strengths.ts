// Strengths and weaknesses by topic (issue 28): how a learner did on each topic of the syllabus
// tree over every submitted test and weekly quiz, weakest first, with where to practise it.
// The server counts in SQL; the order and the choice of practice links are decided here, once.

import { isFree, priceOf } from './pricing.ts';
import { round2 } from './round.ts';

/** A topic is judged only once this many of its questions were answered; fewer are listed last, as too few to judge. */
export const MIN_ANSWERED_TO_JUDGE = 3;

/** At most this many places to practise a topic. */
export const PRACTICE_LINKS_PER_TOPIC = 3;

/** Where to practise: a test to take in an enrolled series (testId set), or a series page to open. */
export interface PracticeLink {
  seriesId: string;
  seriesTitle: string;
  testId: string | null;
  testTitle: string | null;
}

/** One topic's counts, as the server's query adds them up over the learner's analyses. */
export interface TopicFigures {
  topicId: string;
  topic: string;
  /** the subject the topic belongs to; null when the question sits on a subject itself */
  subject: string | null;
  /** questions of the topic in the learner's papers, answered or not */
  seen: number;
  answered: number;
  correct: number;
  /** the questions with a recorded time, and their seconds together */
  timed: number;
  seconds: number;
}

export interface TopicStrength extends Omit<TopicFigures, 'timed' | 'seconds'> {
  wrong: number;
  /** % of the answered ones that were right; null when none was answered */
  accuracy: number | null;
  /** seconds per question where the time is known; null when no time is known */
  averageSeconds: number | null;
  /** false: fewer than MIN_ANSWERED_TO_JUDGE answered, too few to judge */
  judged: boolean;
  practice: PracticeLink[];
}

export function toTopicStrength(figures: TopicFigures, practice: PracticeLink[] = []): TopicStrength {
  const { topicId, topic, subject, seen, answered, correct, timed, seconds } = figures;
  return {
    topicId,
    topic,
    subject,
    seen,
    answered,
    correct,
    wrong: answered - correct,
    accuracy: answered === 0 ? null : round2((correct / answered) * 100),
    averageSeconds: timed === 0 ? null : round2(seconds / timed),
    judged: answered >= MIN_ANSWERED_TO_JUDGE,
    practice,
  };
}

const byName = (a: TopicStrength, b: TopicStrength) => a.topic.localeCompare(b.topic, 'en') || a.topicId.localeCompare(b.topicId);

/**
 * Weakest first: the judged topics by accuracy (lowest first), then by more wrong answers, then by
 * more answered; after them the topics with too few answers to judge, the most answered first.
 */
export function compareTopics(a: TopicStrength, b: TopicStrength): number {
  if (a.judged !== b.judged) return a.judged ? -1 : 1;
  if (a.judged) {
    return (a.accuracy ?? 0) - (b.accuracy ?? 0) || b.wrong - a.wrong || b.answered - a.answered || byName(a, b);
  }
  return b.answered - a.answered || b.seen - a.seen || byName(a, b);
}

export const rankTopics = (topics: readonly TopicStrength[]): TopicStrength[] => [...topics].sort(compareTopics);

/** A test of a series that has questions of a topic, as the server finds it. */
export interface PracticeCandidate {
  seriesId: string;
  seriesTitle: string;
  pricePaise: number;
  discountPercent: number;
  enrolled: boolean;
  testId: string;
  testTitle: string;
  /** how many of the test's questions are of the topic */
  questions: number;
  /** the learner's attempt of it is over: a test is taken once */
  taken: boolean;
}

interface SeriesChoice {
  link: PracticeLink;
  enrolled: boolean;
  free: boolean;
  questions: number;
}

function betterTest(candidate: PracticeCandidate, earlier: SeriesChoice): boolean {
  if (candidate.questions !== earlier.questions) return candidate.questions > earlier.questions;
  const byTitle = candidate.testTitle.localeCompare(earlier.link.testTitle ?? '', 'en');
  return byTitle !== 0 ? byTitle < 0 : candidate.testId < (earlier.link.testId ?? '');
}

/**
 * Up to PRACTICE_LINKS_PER_TOPIC places to practise one topic: first a test not yet taken in an
 * enrolled series (the one with most questions of the topic), then free series, then the others,
 * each series once, the most questions of the topic first. An enrolled series whose tests of the
 * topic are all taken has nothing left to practise and is left out.
 */
export function pickPracticeLinks(candidates: readonly PracticeCandidate[]): PracticeLink[] {
  const bySeries = new Map<string, SeriesChoice>();
  for (const candidate of candidates) {
    if (candidate.enrolled && candidate.taken) continue;
    const earlier = bySeries.get(candidate.seriesId);
    const questions = candidate.enrolled ? candidate.questions : (earlier?.questions ?? 0) + candidate.questions;
    // of an enrolled series' tests, the one with most questions of the topic (ties: by title, then id)
    if (earlier && candidate.enrolled && !betterTest(candidate, earlier)) continue;
    bySeries.set(candidate.seriesId, {
      link: {
        seriesId: candidate.seriesId,
        seriesTitle: candidate.seriesTitle,
        testId: candidate.enrolled ? candidate.testId : null,
        testTitle: candidate.enrolled ? candidate.testTitle : null,
      },
      enrolled: candidate.enrolled,
      free: isFree(priceOf(candidate.pricePaise, candidate.discountPercent).finalPricePaise),
      questions,
    });
  }
  return [...bySeries.values()]
    .sort(
      (a, b) =>
        Number(b.enrolled) - Number(a.enrolled) ||
        Number(b.free) - Number(a.free) ||
        b.questions - a.questions ||
        a.link.seriesTitle.localeCompare(b.link.seriesTitle, 'en') ||
        a.link.seriesId.localeCompare(b.link.seriesId),
    )
    .slice(0, PRACTICE_LINKS_PER_TOPIC)
    .map((choice) => choice.link);
}
