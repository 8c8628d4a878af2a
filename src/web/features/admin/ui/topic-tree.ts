// Reading a tree the API gives flat (each node before its children): children, paths and labels.
import type { TopicNode } from '../../../../shared/api/admin-taxonomy.ts';

/** A node holding this many questions or fewer (with those under it) is where the bank is thin. */
export const THIN_MAX = 2;
export const isThin = (node: TopicNode) => node.total <= THIN_MAX;

export const childrenOf = (nodes: readonly TopicNode[], parentId: string | null) => nodes.filter((node) => node.parentId === parentId);

/** The names from the subject down to the node: ['Operating Systems', 'Memory Management…', 'Paging']. */
export function pathOf(nodes: readonly TopicNode[], id: string | null): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const names: string[] = [];
  for (let node = id ? byId.get(id) : undefined; node; node = node.parentId ? byId.get(node.parentId) : undefined) names.unshift(node.name);
  return names;
}

export const questionsLabel = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** The node and every node under it. */
export function subtreeOf(nodes: readonly TopicNode[], id: string): Set<string> {
  const ids = new Set([id]);
  // nodes come parents first, so one pass collects every descendant
  for (const node of nodes) if (node.parentId && ids.has(node.parentId)) ids.add(node.id);
  return ids;
}

/** How many levels lie under the node (0 for a leaf). */
export function heightOf(nodes: readonly TopicNode[], node: TopicNode): number {
  const under = subtreeOf(nodes, node.id);
  return Math.max(0, ...nodes.filter((other) => under.has(other.id)).map((other) => other.depth - node.depth));
}

/** The places a node may move to: its tree's nodes not under it, deep enough to hold its subtree, or the top (null). */
export function moveTargets(nodes: readonly TopicNode[], node: TopicNode): (TopicNode | null)[] {
  const under = subtreeOf(nodes, node.id);
  const height = heightOf(nodes, node);
  return [null, ...nodes.filter((other) => !under.has(other.id) && other.depth + 1 + height <= 2)];
}
