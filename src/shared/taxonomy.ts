// The syllabus tree's rules, shared by the server and the web: which tree a question's exam belongs
// to (as the database's topic_tree_of does), how deep a node may sit, and a question's tags.

/** subject (0) → topic (1) → subtopic (2) */
export const TOPIC_DEPTH_MAX = 2;
export const TOPIC_NAME_MAX = 100;
export const TAG_MAX = 50;
export const TAGS_PER_QUESTION_MAX = 20;

export const DEPTH_NAMES = ['subject', 'topic', 'subtopic'] as const;

/**
 * The tree a question's exam belongs to: the tree of that name, else GATE for 'GATE CS', 'GATE DA'…,
 * UGC NET for 'UGC NET', 'NET CS'…, else the exam's own name; null without an exam (any tree).
 * Mirrors the SQL function topic_tree_of (migration 0009).
 */
export function treeExamOf(exam: string | null | undefined, treeExams: readonly string[]): string | null {
  const name = exam?.trim() ?? '';
  if (name === '') return null;
  const same = treeExams.find((tree) => tree.toLowerCase() === name.toLowerCase());
  if (same) return same;
  if (/^gate/i.test(name)) return 'GATE';
  if (/\bnet\b/i.test(name)) return 'UGC NET';
  return name.slice(0, 60);
}

/** Tags as a question keeps them: trimmed, the first spelling of each (whatever its case), in order. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag);
  }
  return kept;
}

export interface TreeNodeShape {
  id: string;
  parentId: string | null;
}

/** The node and every node under it, by id: what a filter on a node takes in. */
export function subtreeIds(nodes: readonly TreeNodeShape[], rootId: string): string[] {
  const children = new Map<string | null, string[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  if (!nodes.some((node) => node.id === rootId)) return [];
  const ids: string[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}
