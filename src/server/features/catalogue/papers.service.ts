// The catalogue's tests and weekly quizzes for the admin area: every status, written with the caller's transaction.
export type { PaperRef, PapersOfQuestion, QuizRecord, QuizValues, TestRecord, TestValues } from './papers.repository.ts';
export {
  findQuizRecord,
  findTestRecord,
  insertQuiz,
  insertTest,
  listAllQuizzes,
  listTestsOfSeries,
  paperQuestions,
  papersUsingQuestion,
  replacePaperQuestions,
  secondsSinceChange,
  sectionsOfQuestions,
  touchPapers,
  updateQuiz,
  updateTest,
} from './papers.repository.ts';
