// The catalogue's tests and weekly quizzes for the admin area: every status, written with the caller's transaction.
export type { PaperRef, QuizRecord, QuizValues, TestRecord, TestValues } from './papers.repository.ts';
export type { ServedVersion } from './versions.repository.ts';
export {
  findQuizRecord,
  findTestRecord,
  insertQuiz,
  insertTest,
  listAllQuizzes,
  listTestsOfSeries,
  paperQuestions,
  questionInPaper,
  replacePaperQuestions,
  secondsSinceChange,
  sectionsOfQuestions,
  touchPapers,
  updateQuiz,
  updateTest,
} from './papers.repository.ts';
export { serveLatestIn, servedVersionsOf } from './versions.repository.ts';
/** Which other papers hold some questions (admin/papers/placement.ts). */
export { testsHolding, unsettledQuizzesHolding, type QuizHolding, type TestHolding } from './holders.repository.ts';
/** Papers offered in Hindi (docs/decisions/034). */
export { offeredInHindi, quizzesOfferedInHindi, servedWithoutHindi, setOfferedInHindi } from './hindi.repository.ts';
