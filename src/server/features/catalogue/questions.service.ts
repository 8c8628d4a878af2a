// The catalogue's question bank for the admin area: read every status, write with the caller's transaction.
export type { QuestionFilter, QuestionRecord, QuestionValues } from './questions.repository.ts';
export { findQuestionRecord, insertQuestion, listQuestions, updateQuestion } from './questions.repository.ts';
