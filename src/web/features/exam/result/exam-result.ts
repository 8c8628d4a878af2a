// What the result view shows, read from a submitted test's or quiz's data: apart from the view, so
// the exam pages can tell a result from an open attempt without loading the view's code.
import type { AnalyzedData, GetTestResponse, QuestionTime, ReviewedQuestion, Standing } from '../../../../shared/api/exam.ts';
import type { GetQuizResponse } from '../../../../shared/api/quiz.ts';
import type { ExamLanguage } from '../../../../shared/api/exam-language.ts';

/** A test (or weekly quiz) the learner has already submitted: questions with keys, analysis, standing. */
export type AttemptedTest = Extract<GetTestResponse, { attempted: true }>;
export type AttemptedQuiz = Extract<GetQuizResponse, { attempted: true; solutions: 'open' }>;
/** A submitted quiz whose solutions are held back until it has settled for everyone (decision 039). */
export type QuizAwaitingSolutions = Extract<GetQuizResponse, { attempted: true; solutions: 'pending' }>;

/** What the result view shows, whichever kind of attempt it came from. */
export interface ExamResult {
  title: string;
  timeLimit: number;
  questions: ReviewedQuestion[];
  analysis: AnalyzedData;
  standing: Standing;
  questionStats: Record<string, number>;
  /** by question id: the average taker's and the topper's seconds on it */
  questionTimes: Record<string, QuestionTime>;
  /** where the learner reports a question, and the questions they have reported */
  reports: { attemptId: string; reported: string[] };
  /** a quiz's solutions still held back: when they open (ISO); the review then waits, with a countdown */
  solutionsOpenAt?: string;
  /** a paper offered in Hindi: the attempt's default language and each question switched, as the exam left them */
  languages?: ReadLanguages;
}

/** The language each question was last read in: the attempt's default, and the questions switched from it. */
export interface ReadLanguages {
  language: ExamLanguage;
  questionLanguages: Record<string, ExamLanguage>;
}

/** What the result says of the languages the paper was read in; nothing for a paper not offered in Hindi. */
function readLanguages(data: { language?: ExamLanguage; questionLanguages?: Record<string, ExamLanguage> }): Pick<ExamResult, 'languages'> {
  return data.language ? { languages: { language: data.language, questionLanguages: data.questionLanguages ?? {} } } : {};
}

export function testResult(data: AttemptedTest): ExamResult {
  const { test, attemptedData, standing, questionStats, questionTimes, attemptId, reportedQuestionIds } = data;
  // the test carries the reviewed questions; older records only had them under attemptedData
  const questions = test.questions.length > 0 ? test.questions : attemptedData.testId.questions;
  const reports = { attemptId, reported: reportedQuestionIds };
  const analysis = attemptedData.analyzedData;
  return { title: test.title, timeLimit: test.timeLimit, questions, analysis, standing, questionStats, questionTimes, reports, ...readLanguages(data) };
}

export function quizResult(data: AttemptedQuiz): ExamResult {
  const { quiz, attemptedData, standing, questionStats, questionTimes, attemptId, reportedQuestionIds } = data;
  const questions = quiz.questions.length > 0 ? quiz.questions : attemptedData.quizId.questions;
  const reports = { attemptId, reported: reportedQuestionIds };
  const analysis = attemptedData.analyzedData;
  return { title: quiz.title, timeLimit: quiz.timeLimit, questions, analysis, standing, questionStats, questionTimes, reports, ...readLanguages(data) };
}

export type ResultKind = 'test' | 'quiz';

/** The score and standing of a quiz whose solutions are not out yet: no question to review until then. */
export function quizScoreOnly(data: QuizAwaitingSolutions): ExamResult {
  const { quiz, analyzedData, standing, attemptId, solutionsOpenAt } = data;
  return {
    title: quiz.title,
    timeLimit: quiz.timeLimit,
    questions: [],
    analysis: { ...analyzedData, questionAnalysis: [] },
    standing,
    questionStats: {},
    questionTimes: {},
    reports: { attemptId, reported: [] },
    solutionsOpenAt,
  };
}
