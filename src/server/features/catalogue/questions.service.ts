// The catalogue's question bank for the admin area: read every status, write with the caller's transaction.
export type {
  ImportedQuestionValues,
  QuestionFilter,
  QuestionOrder,
  QuestionRecord,
  QuestionUseRow,
  QuestionValues,
  StatsSort,
} from './questions.repository.ts';
export {
  countInReviewState,
  findQuestionRecord,
  findQuestionRecords,
  insertQuestion,
  insertQuestions,
  listQuestions,
  lockQuestionRecords,
  placeQuestionsAt,
  questionFacets,
  questionIdsMatching,
  questionsOfAuthorIn,
  setReviewState,
  updateQuestion,
  usesOfQuestions,
} from './questions.repository.ts';
export type { QuestionLink, QuestionVersionRecord, QuestionVersionValues } from './versions.repository.ts';
export { insertQuestionVersion, linksOfQuestion, listQuestionVersions, serveVersionIn } from './versions.repository.ts';
export { countDeletableDrafts, deleteBatchDrafts, questionsOfBatch } from './import-batches.repository.ts';
/** For the item statistics: options per question, papers' titles, a paper's questions. */
export { optionCountsOf, paperTitles, questionsOfPaper, type StatsPaperRef } from './item-stats.repository.ts';
export { bulkTargets, deleteQuestions, moveQuestions, usedInPapers } from './bulk.repository.ts';
export { setQuestionTags, tagFacets, tagsOfQuestions } from './tags.repository.ts';
export { countQuestionsAtTopic, questionCountsByTopic, renameQuestionsAtTopic } from './placement.repository.ts';
export type { HindiVersion } from './hindi.repository.ts';
export { hindiOfQuestions, hindiOfVersions, setQuestionHindi, setVersionHindi } from './hindi.repository.ts';
/** The reviewed bank of one exam's tree, for assembling a paper from a blueprint. */
export { reviewedPool, type PoolQuestion } from './pool.repository.ts';
