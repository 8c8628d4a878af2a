// The language a learner reads a paper offered in Hindi in (docs/decisions/034): the attempt's
// default, chosen on the instructions page, and each question switched to the other language from its
// "View in" select. Kept with the attempt on the server; grading never reads it.
import { z } from 'zod';

export const EXAM_LANGUAGES = ['en', 'hi'] as const;
export const examLanguage = z.enum(EXAM_LANGUAGES);
export type ExamLanguage = z.infer<typeof examLanguage>;

/** What a paper not offered in Hindi answers to 'hi'. */
export const NOT_IN_HINDI_MESSAGE = 'This paper is not offered in Hindi: it can be read in English only.';

/** Question id -> the language the learner reads it in, where it differs from the attempt's default. */
export const questionLanguages = z.record(z.uuid(), examLanguage).refine((value) => Object.keys(value).length <= 200, 'Too many questions in one change.');
export type QuestionLanguages = z.infer<typeof questionLanguages>;

/**
 * PUT /api/attempts/:attemptId/language: the default, each named question's language, or both.
 * Idempotent: sending the same again changes nothing; a question named keeps its language until named
 * again. A question set to the default is stored as such (the default changing later does not move it).
 */
export const attemptLanguageBody = z.object({
  language: examLanguage.optional(),
  questions: questionLanguages.optional(),
});
export type AttemptLanguageBody = z.infer<typeof attemptLanguageBody>;

export const attemptLanguageResponse = z.object({
  success: z.literal(true),
  language: examLanguage,
  questionLanguages: z.record(z.string(), examLanguage),
});
export type AttemptLanguageResponse = z.infer<typeof attemptLanguageResponse>;
