// The catalogue module: what there is to take (test series, tests, quizzes and their questions)
// and how learners rate it. Other modules read it through these functions only.
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';
import { markingOf, type Marking } from '../../../shared/exam/marking.ts';
import { offeredInHindi } from './hindi.repository.ts';
import { examProfileOf, listExamProfiles } from '../exam-profiles/service.ts';
import { assignMissingProfiles } from './profiles.repository.ts';
import { defaultProfileCode, paperExamOf, scopeByShape, type PaperExam, type PaperScope } from '../../../shared/exam/paper-exam.ts';
import { sittingProfile, type ExamProfile } from '../../../shared/exam/profiles.ts';

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
  /** the exam it is set for, as its profile says (issue 42) */
  exam: PaperExam;
  questions: repository.PaperQuestionRow[];
}

/** The exam a test is set for; one not yet given a profile (it is, at the next start) reads as it will be given it. */
async function examOfTest(
  db: Database,
  test: { profileCode: string | null; scope: PaperExam['scope']; exam: string; marking: Marking['preset']; title: string; timeLimitSeconds: number },
  marking: Marking,
  questionCount: number,
): Promise<PaperExam> {
  const profile = await examProfileOf(db, test.profileCode ?? defaultProfileCode(test));
  const scope = test.profileCode ? test.scope : scopeByShape({ timeLimitSeconds: test.timeLimitSeconds, questionCount }, profile);
  // a sitting's paper is set for both papers of it (UGC NET's Paper 1 and Paper 2)
  return paperExamOf(scope === 'sitting' ? sittingProfile(profile, await listExamProfiles(db)) : profile, scope, marking);
}

/**
 * The exam a weekly quiz is set in the style of: a short paper, never the whole exam, drawn from the
 * whole sitting of its profile (a UGC NET quiz may ask Paper 1 and Paper 2 questions).
 */
async function examOfQuiz(db: Database, quiz: repository.QuizRow, marking: Marking): Promise<PaperExam> {
  const profile = await examProfileOf(db, quiz.profileCode ?? defaultProfileCode(quiz));
  return paperExamOf(sittingProfile(profile, await listExamProfiles(db)), 'subject', marking);
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
    const marking = markingOf(test.marking, { negativeRatio: test.negativeRatio });
    const questions = await repository.orderedQuestions(db, owner, versions);
    return {
      title: test.title,
      timeLimitSeconds: test.timeLimitSeconds,
      negativeRatio: test.negativeRatio,
      quizMarking: null,
      marking,
      // published only while the test and its series both are
      placement: { kind: 'test', seriesId: test.seriesId, published: test.published },
      offeredInHindi: await offeredInHindi(db, owner),
      exam: await examOfTest(db, test, marking, questions.length),
      questions,
    };
  }
  const quiz = await repository.findQuiz(db, owner.id);
  if (!quiz) return null;
  const marking = markingOf(quiz.marking, { quiz: { correct: quiz.correctMarks, wrong: quiz.wrongMarks } });
  return {
    title: quiz.title,
    timeLimitSeconds: quiz.timeLimitSeconds,
    negativeRatio: null,
    quizMarking: { correct: quiz.correctMarks, wrong: quiz.wrongMarks },
    marking,
    placement: { kind: 'quiz', exam: quiz.exam, opensAt: quiz.opensAt, closesAt: quiz.closesAt, published: quiz.status === 'published' },
    offeredInHindi: await offeredInHindi(db, owner),
    exam: await examOfQuiz(db, quiz, marking),
    questions: await repository.orderedQuestions(db, owner, versions),
  };
}

/** Gives every paper written before exam profiles its profile (profiles.repository.ts): run at start, after the profiles' seed. */
export async function givePapersTheirProfiles(db: Database): Promise<void> {
  await assignMissingProfiles(db, await listExamProfiles(db));
}

/** A published test of a series with the exam profile it is set for (its own, else the one it will be given). */
export interface SeriesPaper extends repository.SeriesTestRow {
  profile: ExamProfile;
  scope: PaperScope;
}

/** The published tests of each series, easy to hard, each with its profile: what the series page and checkout say a series holds. */
export async function seriesPapers(db: Database, series: readonly { id: string; exam: string }[]): Promise<Map<string, SeriesPaper[]>> {
  const [rows, profiles] = await Promise.all([
    repository.listPublishedTests(
      db,
      series.map((one) => one.id),
    ),
    listExamProfiles(db),
  ]);
  const examOf = new Map(series.map((one) => [one.id, one.exam]));
  const byCode = new Map(profiles.map((profile) => [profile.code, profile]));
  const papers = new Map<string, SeriesPaper[]>(series.map((one) => [one.id, []]));
  for (const row of rows) {
    const code = row.profileCode ?? defaultProfileCode({ exam: examOf.get(row.seriesId) ?? '', marking: row.marking, title: row.title });
    const profile = byCode.get(code) ?? profiles[0];
    if (!profile) continue;
    const scope = row.profileCode ? row.scope : scopeByShape(row, profile);
    papers.get(row.seriesId)?.push({ ...row, profile: scope === 'sitting' ? sittingProfile(profile, profiles) : profile, scope });
  }
  return papers;
}
