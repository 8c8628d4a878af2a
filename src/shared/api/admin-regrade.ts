// The admin's regrade of a paper learners have taken (src/server/features/admin/regrade): a question's
// key changed, or the question voided; first a dry run of what it does to every attempt and rank,
// then the regrade itself. The screen is /admin/regrade?kind=test|quiz&id=…[&question=…].
import { z } from 'zod';
import { route } from './contract.ts';
import { answerKey } from './exam.ts';
import { REGRADE_ACTIONS, VOID_KINDS } from '../exam/regrade.ts';
import { VOID_RULES } from '../exam/profiles.ts';
import { QUESTION_TYPES } from '../exam/answer-key.ts';

export const paperKind = z.enum(['test', 'quiz']);
export type PaperKind = z.infer<typeof paperKind>;
export const regradeAction = z.enum(REGRADE_ACTIONS);

export const regradePaperParams = z.object({ kind: paperKind, id: z.uuid() });

export const REGRADE_REASON_MAX = 1000;

export const regradeInput = z
  .object({
    kind: paperKind,
    paperId: z.uuid(),
    questionId: z.uuid(),
    action: regradeAction,
    /** the new key, for 'rekey' only */
    key: answerKey.optional(),
    reason: z.string().trim().min(1, 'Say why the question is regraded: the learners whose score changes are told.').max(REGRADE_REASON_MAX),
  })
  .refine((input) => input.action !== 'rekey' || input.key !== undefined, { message: 'Give the new key.', path: ['key'] })
  .refine((input) => input.action === 'rekey' || input.key === undefined, { message: 'A voided question keeps its key: send none.', path: ['key'] });
export type RegradeInput = z.infer<typeof regradeInput>;

const learner = z.object({ id: z.string(), name: z.string() });

/** One attempt whose score the regrade changes. */
export const regradeChange = z.object({
  attemptId: z.string(),
  user: learner,
  before: z.object({ score: z.number(), rank: z.number(), percentile: z.number().nullable() }),
  after: z.object({ score: z.number(), rank: z.number(), percentile: z.number().nullable() }),
});
export type RegradeChange = z.infer<typeof regradeChange>;

const rankOne = z.object({ user: learner, score: z.number() });

/** What a regrade does (the dry run's answer, and what the regrade stores as its summary). */
export const regradeSummary = z.object({
  /** submitted attempts regraded */
  attempts: z.number(),
  /** attempts still open: graded with the new key when they end */
  openAttempts: z.number(),
  /** attempts whose score changes */
  changed: z.number(),
  /** attempts whose rank changes (their score may not) */
  ranksMoved: z.number(),
  maxScore: z.object({ before: z.number(), after: z.number() }),
  /** the changed attempts, largest change first, then by new rank; at most CHANGES_LISTED of them */
  changes: z.array(regradeChange),
  /** a weekly quiz's rank 1 before and after (the leaderboard's first); null for a test */
  rankOne: z.object({ before: rankOne.nullable(), after: rankOne.nullable() }).nullable(),
  /** a closed quiz whose winner was announced: the new rank 1, who also wins the prize */
  newWinner: learner.nullable(),
});
export type RegradeSummary = z.infer<typeof regradeSummary>;
export const CHANGES_LISTED = 500;

export const regradeRecord = z.object({
  id: z.string(),
  questionId: z.string(),
  /** its number in the paper, from 1 (null: no longer in it) */
  questionNumber: z.number().nullable(),
  action: regradeAction,
  key: answerKey.nullable(),
  reason: z.string(),
  summary: regradeSummary.nullable(),
  createdAt: z.string(),
  createdBy: learner.nullable(),
});
export type RegradeRecord = z.infer<typeof regradeRecord>;

export const regradeQuestion = z.object({
  id: z.string(),
  number: z.number(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.object({ text: z.string() })),
  section: z.enum(['Aptitude', 'Technical']),
  marks: z.number(),
  /** the key grading applies now (a regrade's, or the question's own) */
  key: answerKey,
  /** the question's own key, as the paper was published */
  originalKey: answerKey,
  voided: z.enum(VOID_KINDS).nullable(),
});
export type RegradeQuestion = z.infer<typeof regradeQuestion>;

export const regradePaperResponse = z.object({
  success: z.literal(true),
  paper: z.object({
    kind: paperKind,
    id: z.string(),
    title: z.string(),
    /** a test's series (its admin page's address) */
    seriesId: z.string().nullable(),
    /** what its exam's profile gives for a dropped question (profiles.ts): the form offers that void first */
    voidRule: z.enum(VOID_RULES),
    submitted: z.number(),
    open: z.number(),
    questions: z.array(regradeQuestion),
  }),
  regrades: z.array(regradeRecord),
});
export type RegradePaperResponse = z.infer<typeof regradePaperResponse>;

export const regradePreviewResponse = z.object({ success: z.literal(true), preview: regradeSummary });
export const regradeResponse = z.object({ success: z.literal(true), regrade: regradeRecord });

/** src/server/features/admin/regrade/routes.ts */
export const adminRegradeApi = {
  paper: route('GET', '/api/admin/regrade/:kind/:id', { params: regradePaperParams, response: { 200: regradePaperResponse } }),
  dryRun: route('POST', '/api/admin/regrade/dry-run', { body: regradeInput, response: { 200: regradePreviewResponse } }),
  regrade: route('POST', '/api/admin/regrade', { body: regradeInput, response: { 200: regradeResponse } }),
};
