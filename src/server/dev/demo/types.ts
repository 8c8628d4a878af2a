// The shape of the demo content that `npm start` loads into an empty database.
// Everything here is written for Prepverse; the loader (load.ts) turns it into rows.
import type { AnswerKey } from '../../../shared/exam/answer-key.ts';
import type { MarkingPreset } from '../../../shared/exam/marking.ts';
import type { PaperScope } from '../../../shared/exam/paper-exam.ts';
import type { HindiVersion } from '../../../shared/api/hindi.ts';

export type Section = 'Aptitude' | 'Technical';
export type Difficulty = 'easy' | 'medium' | 'hard';

interface DemoQuestionContent {
  /** stable key, unique across all demo questions, e.g. 'apt-ratio-1' */
  key: string;
  section: Section;
  /** Markdown with $...$ / $$...$$ LaTeX and fenced code blocks */
  text: string;
  explanation: string;
  marks: 1 | 2;
  /** syllabus topic, e.g. 'Operating Systems', 'Numerical Ability' */
  topic: string;
  /** shown under the question, e.g. 'NAT (converted to MCQ)' for one an import turned into an MCQ */
  remarks?: string;
  /** where the question came from: 'ai-generated' or 'public' */
  source: 'ai-generated' | 'public' | 'original';
  /** its Hindi version (docs/decisions/034): the options in the same order */
  hindi?: HindiVersion;
  /** the bank's exam and difficulty for a question in no paper (one in a paper takes its paper's) */
  exam?: string;
  difficulty?: Difficulty;
}

/**
 * A demo question with its key, by type: an MCQ (the default) has one correct option of its four,
 * an MSQ one or more correct options of its four, a NAT no options and an accepted range.
 */
export type DemoQuestion = DemoQuestionContent &
  (
    | { type?: 'MCQ'; options: string[]; correctIndex: number }
    | { type: 'MSQ'; options: string[]; correctIndexes: number[] }
    | { type: 'NAT'; options?: undefined; answer: { min: number; max: number; decimals: number } }
  );

/** The answer key of a demo question. */
export function demoKey(question: DemoQuestion): AnswerKey {
  if (question.type === 'MSQ') return { type: 'MSQ', correctIndexes: question.correctIndexes };
  if (question.type === 'NAT') return { type: 'NAT', ...question.answer };
  return { type: 'MCQ', correctIndex: question.correctIndex };
}

export interface DemoTest {
  title: string;
  difficulty: Difficulty;
  timeLimitSeconds: number;
  questionKeys: string[];
  /** how the test is marked (shared/exam/marking.ts); GATE's marking unless said otherwise */
  marking?: MarkingPreset;
  /** learners may read it in Hindi: every question of it has a Hindi version */
  offeredInHindi?: boolean;
  /** the exam profile it is set for (exam_profiles.code); the one its series' exam points to unless said */
  profile?: string;
  /** the whole exam ('full', the default) or part of it (shared/exam/paper-exam.ts) */
  scope?: PaperScope;
}

export interface DemoSeries {
  slug: string;
  title: string;
  description: string;
  exam: string;
  year: number;
  /** path under the site root, e.g. '/banners/gate-cs-free.svg' */
  image: string;
  pricePaise: number;
  discountPercent: number;
  tests: DemoTest[];
}

export interface DemoQuiz {
  slug: string;
  title: string;
  exam: string;
  /** 'current' opens at the start of this week and closes at its end; 'previous' is last week's */
  week: 'current' | 'previous';
  timeLimitSeconds: number;
  questionKeys: string[];
  /** submitted attempts (a closed quiz's leaderboard); its rank 1 is loaded as the confirmed winner */
  takers?: DemoQuizTaker[];
  /** a closed quiz whose rank 1 still waits for a master's confirmation: no winner is loaded */
  winnerPending?: true;
}

export interface DemoQuizTaker {
  email: string;
  /** how many questions answered right and wrong; the rest are left blank */
  right: number;
  wrong: number;
  /** time taken, in seconds */
  seconds: number;
  /** when the attempt started, in hours after the quiz opened */
  startedHoursAfterOpen: number;
}

export interface DemoIdentity {
  email: string;
  name: string;
  picture: string;
  /** an admin role (DESIGN.md 'Roles'); everyone else signs in as a learner */
  role?: 'creator' | 'master' | 'god';
}
