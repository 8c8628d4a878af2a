// Item statistics in the admin area (issue 27; rules in shared/item-stats.ts): a question's figures
// over all papers and per paper, and a paper's figures per question. What the statistics job stored:
// reading them computes nothing.
import { z } from 'zod';
import { route } from './contract.ts';
import { paperKind } from './admin-regrade.ts';
import { questionType } from './exam.ts';

export const itemFlag = z.object({
  kind: z.enum(['too-easy', 'too-hard', 'unused-distractor', 'negative-discrimination']),
  message: z.string(),
  option: z.number().optional(),
});

export const itemFigures = z.object({
  /** submitted attempts that were served the question */
  attempts: z.number(),
  answered: z.number(),
  correct: z.number(),
  /** correct / attempts served (an unanswered one counts as wrong); null with no attempts */
  facility: z.number().nullable(),
  /** top third's share right − bottom third's; null under MIN_ATTEMPTS_FOR_DISCRIMINATION attempts */
  discrimination: z.number().nullable(),
  optionCounts: z.array(z.number()),
  /** null until attempts record the time spent on each question */
  averageSeconds: z.number().nullable(),
  computedAt: z.string(),
});
export type ItemFigures = z.infer<typeof itemFigures>;

/** The bank's columns: the question's figures over every paper. */
export const questionStatsSummary = z.object({ attempts: z.number(), facility: z.number().nullable(), discrimination: z.number().nullable() });
export type QuestionStatsSummary = z.infer<typeof questionStatsSummary>;

export const paperOfStats = z.object({ kind: paperKind, id: z.string(), title: z.string() });

export const questionStatisticsResponse = z.object({
  success: z.literal(true),
  type: questionType,
  /** option labels as the question shows them now (empty for a NAT) */
  options: z.array(z.string()),
  correctOptions: z.array(z.number()),
  overall: itemFigures.nullable(),
  flags: z.array(itemFlag),
  /** voided in every paper that serves it: its figures say nothing of the question, and it has no flags */
  voided: z.boolean(),
  papers: z.array(z.object({ paper: paperOfStats, figures: itemFigures, flags: z.array(itemFlag), voided: z.boolean() })),
});
export type QuestionStatistics = z.infer<typeof questionStatisticsResponse>;

export const paperStatisticsResponse = z.object({
  success: z.literal(true),
  paper: paperOfStats,
  questions: z.array(
    z.object({
      position: z.number(),
      questionId: z.string(),
      text: z.string(),
      type: questionType,
      figures: itemFigures.nullable(),
      flags: z.array(itemFlag),
      /** a regrade voided it in this paper: its marks were set by the regrade, not by its answers */
      voided: z.boolean(),
    }),
  ),
});
export type PaperStatistics = z.infer<typeof paperStatisticsResponse>;

export const adminStatisticsApi = {
  question: route('GET', '/api/admin/statistics/questions/:id', { params: z.object({ id: z.uuid() }), response: { 200: questionStatisticsResponse } }),
  paper: route('GET', '/api/admin/statistics/papers/:kind/:id', {
    params: z.object({ kind: paperKind, id: z.uuid() }),
    response: { 200: paperStatisticsResponse },
  }),
};
