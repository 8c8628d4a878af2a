// The syllabus tree (issue 27): each exam's tree with its question counts, and a master's edits of it.
// A tree has three levels (subject, topic, subtopic); every edit keeps it so and is audited.
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../http-errors.ts';
import type { Taxonomy, TaxonomyTree, TopicCreateInput, TopicMoveInput, TopicNode, TopicRenameInput } from '../../../../shared/api/admin-taxonomy.ts';
import { DEPTH_NAMES, subtreeIds, TOPIC_DEPTH_MAX } from '../../../../shared/taxonomy.ts';
import { recordChange } from '../../audit/service.ts';
import type { Actor } from '../authoring.ts';
import * as repo from './repository.ts';
import { countQuestionsAtTopic, questionCountsByTopic, renameQuestionsAtTopic } from '../../catalogue/questions.service.ts';

// the default trees first, then any other exam's, by name
const TREE_ORDER = ['GATE', 'UGC NET'];
const treeRank = (exam: string) => (TREE_ORDER.includes(exam) ? TREE_ORDER.indexOf(exam) : TREE_ORDER.length);

/** Each tree's nodes in reading order, each with the questions at it and under it. */
function treesOf(nodes: repo.TopicRecord[], byNode: Map<string, number>): TaxonomyTree[] {
  const children = new Map<string | null, repo.TopicRecord[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const exams = [...new Set(nodes.map((node) => node.exam))].sort((a, b) => treeRank(a) - treeRank(b) || a.localeCompare(b));
  return exams.map((exam) => {
    const ordered: TopicNode[] = [];
    const visit = (node: repo.TopicRecord): number => {
      const direct = byNode.get(node.id) ?? 0;
      const entry: TopicNode = {
        id: node.id,
        parentId: node.parentId,
        exam,
        name: node.name,
        depth: node.depth,
        position: node.position,
        direct,
        total: direct,
      };
      ordered.push(entry);
      for (const child of children.get(node.id) ?? []) entry.total += visit(child);
      return entry.total;
    };
    const total = (children.get(null) ?? []).filter((node) => node.exam === exam).reduce((sum, subject) => sum + visit(subject), 0);
    return { exam, nodes: ordered, total };
  });
}

export async function taxonomy(db: Database): Promise<Taxonomy> {
  const [nodes, counts] = await Promise.all([repo.allNodes(db), questionCountsByTopic(db)]);
  return { trees: treesOf(nodes, counts.byNode), unplaced: counts.unplaced };
}

/** The node and all its descendants, by id (empty for no such node): what the bank's filter on a node takes in. */
export async function nodeAndDescendants(db: Database, id: string): Promise<string[]> {
  return subtreeIds(await repo.allNodes(db), id);
}

/**
 * The node a question saved with this exam may name: it must be in the exam's tree (any tree for a
 * question without an exam). Answers the node's name.
 */
export async function requirePlaceable(db: Database, topicId: string, exam: string | null): Promise<string> {
  const node = await repo.findNode(db, topicId);
  if (!node) throw badRequest('That topic is no longer in the syllabus tree: pick another.');
  const tree = await repo.treeOfExam(db, exam);
  if (tree !== null && tree !== node.exam)
    throw badRequest(`“${node.name}” is in the ${node.exam} tree; a question for ${exam} sits in the ${tree} tree. Pick a topic from it.`);
  return node.name;
}

function toNode(row: repo.TopicRecord, counts?: { direct: number; total: number }): TopicNode {
  return { id: row.id, parentId: row.parentId, exam: row.exam, name: row.name, depth: row.depth, position: row.position, direct: 0, total: 0, ...counts };
}

async function lockedNode(tx: Database, id: string) {
  const node = await repo.findNode(tx, id, true);
  if (!node) throw notFound('No such node in the syllabus tree.');
  return node;
}

const placeName = (parent: repo.TopicRecord | null, exam: string) => (parent ? `under “${parent.name}”` : `a subject of the ${exam} tree`);

async function requireFreeName(tx: Database, exam: string, parent: repo.TopicRecord | null, name: string, exceptId: string | null) {
  const taken = await repo.siblingNamed(tx, exam, parent?.id ?? null, name, exceptId);
  if (taken) throw conflict(`“${taken.name}” is already ${placeName(parent, exam)}: give the node another name.`, 'topic-name-taken');
}

export async function createNode(db: Database, actor: Actor, input: TopicCreateInput): Promise<TopicNode> {
  return db.transaction(async (tx) => {
    const parent = input.parentId ? await lockedNode(tx, input.parentId) : null;
    const exam = parent?.exam ?? input.exam;
    const depth = parent ? parent.depth + 1 : 0;
    if (depth > TOPIC_DEPTH_MAX) throw badRequest(`“${parent!.name}” is a subtopic, the deepest level: add the node beside it instead.`);
    await requireFreeName(tx, exam, parent, input.name, null);
    const siblings = await repo.siblingsOf(tx, exam, parent?.id ?? null);
    const row = await repo.insertNode(tx, { exam, parentId: parent?.id ?? null, name: input.name, depth, position: siblings.length });
    await recordChange(tx, { actorId: actor.id, action: 'topic.create', entity: 'topic', entityId: row.id, before: null, after: row });
    return toNode(row);
  });
}

export async function renameNode(db: Database, actor: Actor, id: string, input: TopicRenameInput): Promise<TopicNode> {
  return db.transaction(async (tx) => {
    const before = await lockedNode(tx, id);
    if (before.name === input.name) return toNode(before);
    const parent = before.parentId ? await repo.findNode(tx, before.parentId) : null;
    await requireFreeName(tx, before.exam, parent, input.name, id);
    const after = await repo.updateNode(tx, id, { name: input.name });
    await renameQuestionsAtTopic(tx, id, input.name);
    await recordChange(tx, { actorId: actor.id, action: 'topic.rename', entity: 'topic', entityId: id, before, after });
    return toNode(after);
  });
}

/** How many levels lie under the node: 0 for a leaf, 1 with children, 2 with grandchildren. */
function heightUnder(nodes: repo.TopicRecord[], node: repo.TopicRecord, ids: string[]): number {
  const inside = new Set(ids);
  return Math.max(0, ...nodes.filter((other) => inside.has(other.id)).map((other) => other.depth - node.depth));
}

/**
 * Moves a node (with everything under it) under another node of its tree, or makes it a subject, at a
 * place among its new siblings. Refused: under itself or its own nodes, into another exam's tree, or
 * so deep that its nodes would go below a subtopic.
 */
export async function moveNode(db: Database, actor: Actor, id: string, input: TopicMoveInput): Promise<TopicNode> {
  return db.transaction(async (tx) => {
    const before = await lockedNode(tx, id);
    const parent = input.parentId ? await lockedNode(tx, input.parentId) : null;
    if (parent && parent.exam !== before.exam) throw badRequest(`A node moves within its own tree: “${before.name}” is in the ${before.exam} tree.`);
    const nodes = await repo.allNodes(tx);
    const subtree = subtreeIds(nodes, id);
    if (parent && subtree.includes(parent.id)) throw badRequest(`“${before.name}” cannot move under itself or a node of its own.`);
    const depth = parent ? parent.depth + 1 : 0;
    const height = heightUnder(nodes, before, subtree);
    if (depth + height > TOPIC_DEPTH_MAX) {
      const where = parent ? `under “${parent.name}”` : 'there';
      throw badRequest(
        height === 0
          ? `“${parent!.name}” is a subtopic, the deepest level: “${before.name}” cannot go under it.`
          : `“${before.name}” has ${height === 2 ? 'topics and subtopics' : 'nodes'} under it: ${where} they would go deeper than a subtopic. A tree has three levels: ${DEPTH_NAMES.join(', ')}.`,
      );
    }
    const parentId = parent?.id ?? null;
    if (parentId !== before.parentId) await requireFreeName(tx, before.exam, parent, before.name, id);

    const oldSiblings = (await repo.siblingsOf(tx, before.exam, before.parentId)).filter((node) => node.id !== id);
    const newSiblings = parentId === before.parentId ? oldSiblings : (await repo.siblingsOf(tx, before.exam, parentId)).filter((node) => node.id !== id);
    const position = Math.min(input.position, newSiblings.length);
    await repo.updateNode(tx, id, { parentId, depth });
    await repo.shiftDepths(
      tx,
      subtree.filter((other) => other !== id),
      depth - before.depth,
    );
    if (parentId !== before.parentId)
      await repo.renumber(
        tx,
        oldSiblings.map((node) => node.id),
      );
    const ordered = newSiblings.map((node) => node.id);
    ordered.splice(position, 0, id);
    await repo.renumber(tx, ordered);
    const after = (await repo.findNode(tx, id))!;
    await recordChange(tx, {
      actorId: actor.id,
      action: 'topic.move',
      entity: 'topic',
      entityId: id,
      before: { ...before, parentName: before.parentId ? (nodes.find((node) => node.id === before.parentId)?.name ?? null) : null },
      after: { ...after, parentName: parent?.name ?? null },
    });
    return toNode(after);
  });
}

/** Deletes an empty node; one that still holds questions or nodes is refused, saying which. */
export async function deleteNode(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedNode(tx, id);
    const [children, held] = await Promise.all([repo.countChildren(tx, id), countQuestionsAtTopic(tx, id)]);
    if (children > 0)
      throw conflict(
        `“${before.name}” has ${children} ${children === 1 ? 'node' : 'nodes'} under it: move or delete ${children === 1 ? 'it' : 'them'} first.`,
        'topic-in-use',
      );
    if (held > 0)
      throw conflict(
        `“${before.name}” holds ${held} ${held === 1 ? 'question' : 'questions'}: move ${held === 1 ? 'it' : 'them'} to another node first (the bank's filter on this node lists ${held === 1 ? 'it' : 'them'}).`,
        'topic-in-use',
      );
    await repo.deleteNode(tx, id);
    const siblings = await repo.siblingsOf(tx, before.exam, before.parentId);
    await repo.renumber(
      tx,
      siblings.map((node) => node.id),
    );
    await recordChange(tx, { actorId: actor.id, action: 'topic.delete', entity: 'topic', entityId: id, before, after: null });
  });
}
