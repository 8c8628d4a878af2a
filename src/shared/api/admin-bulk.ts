// Bulk work on the question bank: a selection (questions named by id, or every question a filter of
// the bank's list matches) and one action on all of them. Each action has a preview, which says how
// many will change and why the others will not, and an apply, which does exactly that in one
// transaction with one audit entry.
import { z } from 'zod';
import { route } from './contract.ts';
import { questionListQuery } from './admin-questions.ts';

/** The most questions one bulk action takes: beyond it a filter is narrowed, or the work is done in parts. */
export const BULK_MAX = 5000;

export const bulkTooMany = (count: number) =>
  `This selection holds ${count.toLocaleString('en-IN')} questions; a bulk action takes at most ${BULK_MAX.toLocaleString('en-IN')} at once. Narrow the filter, or work through it in parts.`;

/** The bank list's filter, without its paging: "all that match this filter". */
export const bulkFilter = questionListQuery.omit({ page: true, pageSize: true });
export type BulkFilter = z.infer<typeof bulkFilter>;

/** Questions named by id (those ticked), or every question a filter matches: one or the other. */
export const bulkSelection = z
  .object({
    ids: z
      .array(z.uuid('Each selected question is named by its id.'))
      .min(1, 'Select at least one question.')
      .max(BULK_MAX, `A bulk action takes at most ${BULK_MAX.toLocaleString('en-IN')} questions at once.`)
      .optional(),
    filter: bulkFilter.optional(),
  })
  .refine((selection) => (selection.ids === undefined) !== (selection.filter === undefined), {
    message: 'Select questions by hand, or all that match a filter.',
  });
export type BulkSelection = z.infer<typeof bulkSelection>;

const tag = z.string().trim().min(1, 'Name the tag.').max(50, 'A tag is at most 50 characters long.');

export const bulkAction = z.discriminatedUnion('action', [
  /** place every question at this node of the syllabus tree */
  z.object({ action: z.literal('move'), topicId: z.uuid('Choose a node of the tree.') }),
  z.object({ action: z.literal('tag'), tag }),
  z.object({ action: z.literal('untag'), tag }),
  /** into the review queue, as each author's 'Submit for review' */
  z.object({ action: z.literal('submit') }),
  /** appended to a draft test or quiz, in the bank's order */
  z.object({ action: z.literal('add-to-paper'), paper: z.object({ kind: z.enum(['test', 'quiz']), id: z.uuid('Choose a test or quiz.') }) }),
  /** drafts never used in a paper, deleted for good */
  z.object({ action: z.literal('delete') }),
]);
export type BulkAction = z.infer<typeof bulkAction>;
export type BulkActionName = BulkAction['action'];

export const bulkRequest = z.object({ selection: bulkSelection, change: bulkAction });
export type BulkRequest = z.infer<typeof bulkRequest>;

/** Why a selected question is left as it is; the preview groups them by reason. */
export const bulkReasons = [
  'not-yours', // another author's draft: only its author or a master changes it
  'published', // published or archived: only a master changes it
  'already', // nothing to do: it is there already, has the tag, is waiting for review…
  'wrong-review-state', // its review state does not allow a submit
  'not-draft', // only drafts are deleted
  'used', // in a test or quiz: it is not deleted
  'in-open-quiz', // in a weekly quiz whose last attempt has not ended: it joins no other paper until then
  'key-shown', // in a test whose learners see its key: a weekly quiz does not take it
] as const;
export type BulkReason = (typeof bulkReasons)[number];

export const bulkOutcome = z.object({
  success: z.literal(true),
  action: z.enum(['move', 'tag', 'untag', 'submit', 'add-to-paper', 'delete']),
  /** how many questions the selection holds */
  selected: z.number().int(),
  /** how many the action changes (or, applied, changed) */
  changing: z.number().int(),
  /** the others, by reason, each with a few examples */
  leftOut: z.array(
    z.object({
      reason: z.enum(bulkReasons),
      message: z.string(),
      count: z.number().int(),
      examples: z.array(z.object({ id: z.string(), excerpt: z.string() })),
    }),
  ),
  /** false for a preview; an applied action's audit entry names every question it changed */
  applied: z.boolean(),
});
export type BulkOutcome = z.infer<typeof bulkOutcome>;

/** What the bulk bar's pickers offer: the tree's nodes (each with its path) and the papers that can take questions. */
export const bulkTargetsResponse = z.object({
  success: z.literal(true),
  nodes: z.array(z.object({ id: z.string(), exam: z.string(), path: z.string(), depth: z.number() })),
  papers: z.array(z.object({ kind: z.enum(['test', 'quiz']), id: z.string(), title: z.string(), status: z.enum(['draft', 'archived']) })),
});
export type BulkTargets = z.infer<typeof bulkTargetsResponse>;

/** src/server/features/admin/bulk/routes.ts */
export const adminBulkApi = {
  targets: route('GET', '/api/admin/questions/bulk/targets', { response: { 200: bulkTargetsResponse } }),
  preview: route('POST', '/api/admin/questions/bulk/preview', { body: bulkRequest, response: { 200: bulkOutcome } }),
  apply: route('POST', '/api/admin/questions/bulk', { body: bulkRequest, response: { 200: bulkOutcome } }),
};
