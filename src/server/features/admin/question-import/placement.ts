// Where Moodle XML's categories place questions in the syllabus tree (topics-schema.ts): a
// category's last three levels are the subject, topic and subtopic under the exam the import is
// for. The dry run names the nodes that are missing; the import makes them, in its transaction.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { topics } from '../../../db/topics-schema.ts';
import { placeQuestionsAt } from '../../catalogue/questions.service.ts';
import { treeExamOf } from '../../../../shared/taxonomy.ts';

/** subject, topic, subtopic */
export const TREE_DEPTH = 3;
const NAME_MAX = 100;

/** The tree path a category gives under an exam: a first level naming the exam itself is skipped (an export's path starts with it). */
export function treePath(category: string[] | undefined, exam: string | null): string[] {
  if (!exam || !category || category.length === 0) return [];
  const examNames = [exam, treeExamOf(exam, []) ?? exam].map((name) => name.toLowerCase());
  const levels = examNames.includes(category[0]!.toLowerCase()) ? category.slice(1) : category;
  return levels.slice(-TREE_DEPTH).map((level) => level.slice(0, NAME_MAX));
}

const keyOf = (path: string[]) => path.map((level) => level.toLowerCase()).join('\u0000');

interface Node {
  id: string;
  name: string;
}

/** The tree an exam's questions live in: 'GATE CS' files under GATE's (shared/taxonomy.ts). */
async function treeNameOf(db: Database, exam: string): Promise<string> {
  const trees = await db.selectDistinct({ exam: topics.exam }).from(topics);
  return (
    treeExamOf(
      exam,
      trees.map((tree) => tree.exam),
    ) ?? exam
  );
}

/** The exam's tree, by each node's path (in lower case). */
async function treeOf(db: Database, exam: string): Promise<Map<string, Node>> {
  const rows = await db.select({ id: topics.id, parentId: topics.parentId, name: topics.name, depth: topics.depth }).from(topics).where(eq(topics.exam, exam));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: (typeof rows)[number]): string[] => {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    return parent ? [...pathOf(parent), row.name] : [row.name];
  };
  return new Map(rows.map((row) => [keyOf(pathOf(row)), { id: row.id, name: row.name }]));
}

/** The nodes an import would make: every level of these paths the tree lacks, each once, parents first. */
export async function missingTopics(db: Database, exam: string, paths: string[][]): Promise<string[][]> {
  const tree = await treeOf(db, await treeNameOf(db, exam));
  const missing = new Map<string, string[]>();
  for (const path of paths) {
    for (let depth = 1; depth <= path.length; depth += 1) {
      const prefix = path.slice(0, depth);
      const key = keyOf(prefix);
      if (!tree.has(key) && !missing.has(key)) missing.set(key, prefix);
    }
  }
  return [...missing.values()];
}

/**
 * Makes the missing nodes of these paths and places each question at its path's last node (its id
 * in topic_id, its name in topic); `placed` pairs a question's id with its path.
 */
export async function placeQuestions(db: Database, exam: string, placed: { questionId: string; path: string[] }[]): Promise<number> {
  const wanted = placed.filter((entry) => entry.path.length > 0);
  if (wanted.length === 0) return 0;
  const treeName = await treeNameOf(db, exam);
  const tree = await treeOf(db, treeName);
  let created = 0;
  const nodeOf = async (path: string[]): Promise<Node> => {
    const key = keyOf(path);
    const known = tree.get(key);
    if (known) return known;
    const parent = path.length > 1 ? await nodeOf(path.slice(0, -1)) : null;
    const name = path[path.length - 1]!;
    const [row] = await db
      .insert(topics)
      .values({ exam: treeName, parentId: parent?.id ?? null, name, depth: path.length - 1 })
      .returning({ id: topics.id, name: topics.name });
    created += 1;
    tree.set(key, row!);
    return row!;
  };
  const byNode = new Map<string, { node: Node; ids: string[] }>();
  for (const { questionId, path } of wanted) {
    const node = await nodeOf(path);
    const entry = byNode.get(node.id) ?? { node, ids: [] };
    entry.ids.push(questionId);
    byNode.set(node.id, entry);
  }
  for (const { node, ids } of byNode.values()) {
    await placeQuestionsAt(db, ids, node);
  }
  return created;
}
