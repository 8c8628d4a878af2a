// The catalogue module: what there is to take (test series, tests, quizzes and their questions)
// and how learners rate it. Other modules read it through these functions only.
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';
import { markingOf, type Marking } from '../../../shared/exam/marking.ts';
import { offeredInHindi } from './hindi.repository.ts';

export type { PaperQuestionRow, QuizListRow, ServedVersions, QuizRow, SeriesRow, SeriesStatus, SeriesTestRow } from './repository.ts';
export {
  countCatalogue,
  findQuiz,
  findQuizzes,
  findSeries,
  findSeriesIdBySlug,
  findSeriesMany,
  listFinishedQuizzes,
  listKnownExams,
  listPublishedQuizzes,
  listQuizExams,
  findTestPlacement,
  listPublishedSeries,
  listPublishedTests,
  listRatingsOfUser,
  titlesOf,
  upsertRating,
} from './repository.ts';

/** Where a paper is offered, and so who may see it and when. */
export type PaperPlacement =
  { kind: 'test'; seriesId: string; published: boolean } | { kind: 'quiz'; exam: string; opensAt: Date; closesAt: Date; published: boolean };

export interface Paper {
  title: string;
  timeLimitSeconds: number;
  /** the test's own ratio; null for a weekly quiz, which carries `quizMarking` instead */
  negativeRatio: number | null;
  /** a weekly quiz's marking (every question alike): marks for a right answer, marks taken for a wrong one */
  quizMarking: { correct: number; wrong: number } | null;
  /** how it is marked: its preset, with the ratio or the quiz's marks it stores */
  marking: Marking;
  placement: PaperPlacement;
  /** learners may read it in Hindi: its questions carry their Hindi versions (docs/decisions/034) */
  offeredInHindi: boolean;
  questions: repository.PaperQuestionRow[];
}

/**
 * A test or a quiz with its questions in order, each at the version the paper serves (or the one
 * `versions` names: an attempt's), or null when there is no such thing.
 */
export async function loadPaper(
  db: Database,
  owner: { kind: 'test' | 'quiz'; id: string },
  versions: repository.ServedVersions | null = null,
): Promise<Paper | null> {
  if (owner.kind === 'test') {
    const test = await repository.findTestPlacement(db, owner.id);
    if (!test) return null;
    return {
      title: test.title,
      timeLimitSeconds: test.timeLimitSeconds,
      negativeRatio: test.negativeRatio,
      quizMarking: null,
      marking: markingOf(test.marking, { negativeRatio: test.negativeRatio }),
      // published only while the test and its series both are
      placement: { kind: 'test', seriesId: test.seriesId, published: test.published },
      offeredInHindi: await offeredInHindi(db, owner),
      questions: await repository.orderedQuestions(db, owner, versions),
    };
  }
  const quiz = await repository.findQuiz(db, owner.id);
  if (!quiz) return null;
  return {
    title: quiz.title,
    timeLimitSeconds: quiz.timeLimitSeconds,
    negativeRatio: null,
    quizMarking: { correct: quiz.correctMarks, wrong: quiz.wrongMarks },
    marking: markingOf(quiz.marking, { quiz: { correct: quiz.correctMarks, wrong: quiz.wrongMarks } }),
    placement: { kind: 'quiz', exam: quiz.exam, opensAt: quiz.opensAt, closesAt: quiz.closesAt, published: quiz.status === 'published' },
    offeredInHindi: await offeredInHindi(db, owner),
    questions: await repository.orderedQuestions(db, owner, versions),
  };
}
