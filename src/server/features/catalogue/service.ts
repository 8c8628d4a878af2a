// The catalogue module: what there is to take (test series, tests, quizzes and their questions)
// and how learners rate it. Other modules read it through these functions only.
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';

export type { PaperQuestionRow, SeriesRow, SeriesStatus, SeriesTestRow } from './repository.ts';
export {
  countCatalogue,
  findSeries,
  findSeriesMany,
  findTestPlacement,
  listPublishedSeries,
  listPublishedTests,
  titlesOf,
  upsertRating,
} from './repository.ts';

export interface Paper {
  title: string;
  timeLimitSeconds: number;
  /** the test's own ratio; null for a weekly quiz, whose marking is fixed by the spec */
  negativeRatio: number | null;
  questions: repository.PaperQuestionRow[];
}

/** A test or a quiz with its questions in order, or null when there is no such thing. */
export async function loadPaper(db: Database, owner: { kind: 'test' | 'quiz'; id: string }): Promise<Paper | null> {
  if (owner.kind === 'test') {
    const test = await repository.findTestPlacement(db, owner.id);
    if (!test) return null;
    return {
      title: test.title,
      timeLimitSeconds: test.timeLimitSeconds,
      negativeRatio: test.negativeRatio,
      questions: await repository.orderedQuestions(db, owner),
    };
  }
  const quiz = await repository.findQuiz(db, owner.id);
  if (!quiz) return null;
  return {
    title: quiz.title,
    timeLimitSeconds: quiz.timeLimitSeconds,
    negativeRatio: null,
    questions: await repository.orderedQuestions(db, owner),
  };
}
