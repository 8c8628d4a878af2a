// SQL of where questions sit in the syllabus tree, for the taxonomy: how many at each node, and a
// renamed node's questions taking its name.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions } from '../../db/schema.ts';

/** How many questions sit at each node, and how many at none. */
export async function questionCountsByTopic(db: Database): Promise<{ byNode: Map<string, number>; unplaced: number }> {
  const rows = await db.select({ topicId: questions.topicId, n: count() }).from(questions).groupBy(questions.topicId);
  const byNode = new Map<string, number>();
  let unplaced = 0;
  for (const row of rows) {
    if (row.topicId === null) unplaced = row.n;
    else byNode.set(row.topicId, row.n);
  }
  return { byNode, unplaced };
}

export async function countQuestionsAtTopic(db: Database, topicId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.topicId, topicId));
  return row?.n ?? 0;
}

/** The questions at a renamed node take its new name (the trigger keeps them at the node: the name is its own). */
export async function renameQuestionsAtTopic(db: Database, topicId: string, name: string): Promise<void> {
  await db.update(questions).set({ topic: name }).where(eq(questions.topicId, topicId));
}
