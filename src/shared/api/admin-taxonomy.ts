// The syllabus tree (issue 27): GET /api/admin/taxonomy gives each exam's tree with how many questions
// sit at each node and under it, and how many sit nowhere; masters add, rename, move and delete nodes.
import { z } from 'zod';
import { route } from './contract.ts';
import { idParams, okResponse } from './admin-content.ts';
import { TOPIC_NAME_MAX } from '../taxonomy.ts';

export const topicNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  exam: z.string(),
  name: z.string(),
  /** 0 subject, 1 topic, 2 subtopic */
  depth: z.number(),
  position: z.number(),
  /** questions placed at this node itself */
  direct: z.number(),
  /** questions at this node and every node under it */
  total: z.number(),
});
export type TopicNode = z.infer<typeof topicNode>;

/** One exam's tree, its nodes in reading order (each node before its children, siblings by position). */
export const taxonomyTree = z.object({ exam: z.string(), nodes: z.array(topicNode), total: z.number() });
export type TaxonomyTree = z.infer<typeof taxonomyTree>;

export const taxonomyResponse = z.object({
  success: z.literal(true),
  trees: z.array(taxonomyTree),
  /** questions in no node (written without a topic) */
  unplaced: z.number(),
});
export type Taxonomy = Omit<z.infer<typeof taxonomyResponse>, 'success'>;

const topicName = z
  .string()
  .trim()
  .min(1, 'Give the node a name.')
  .max(TOPIC_NAME_MAX, `A name is at most ${TOPIC_NAME_MAX} characters.`)
  .transform((name) => name.replace(/\s+/g, ' '));

/** A new node: a subject of an exam's tree (no parent; a new exam starts a new tree), or under a node. */
export const topicCreateInput = z.object({
  exam: z.string().trim().min(1, 'Say which exam the tree is for.').max(60),
  parentId: z.uuid().nullable().default(null),
  name: topicName,
});
export type TopicCreateInput = z.infer<typeof topicCreateInput>;

export const topicRenameInput = z.object({ name: topicName });
export type TopicRenameInput = z.infer<typeof topicRenameInput>;

/** Where the node goes: under `parentId` (null: a subject) at `position` among its new siblings (0 first). */
export const topicMoveInput = z.object({
  parentId: z.uuid().nullable(),
  position: z.number().int().min(0).max(10_000),
});
export type TopicMoveInput = z.infer<typeof topicMoveInput>;

export const topicResponse = z.object({ success: z.literal(true), node: topicNode });

/** The syllabus tree (src/server/features/admin/taxonomy/routes.ts). */
export const adminTaxonomyApi = {
  tree: route('GET', '/api/admin/taxonomy', { response: { 200: taxonomyResponse } }),
  create: route('POST', '/api/admin/taxonomy/nodes', { body: topicCreateInput, response: { 200: topicResponse } }),
  rename: route('PATCH', '/api/admin/taxonomy/nodes/:id', { params: idParams, body: topicRenameInput, response: { 200: topicResponse } }),
  move: route('POST', '/api/admin/taxonomy/nodes/:id/move', { params: idParams, body: topicMoveInput, response: { 200: topicResponse } }),
  remove: route('DELETE', '/api/admin/taxonomy/nodes/:id', { params: idParams, response: { 200: okResponse } }),
};
