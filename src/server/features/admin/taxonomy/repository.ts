// SQL of the syllabus tree: its nodes and the writes a master's edit makes (the questions at a node are the catalogue's).
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.ts';
import { topics } from '../../../db/topics-schema.ts';

export type TopicRecord = typeof topics.$inferSelect;

/** Every node of every tree (a few hundred), each tree's subjects first, siblings by position. */
export function allNodes(db: Database): Promise<TopicRecord[]> {
  return db.select().from(topics).orderBy(asc(topics.exam), asc(topics.depth), asc(topics.position), asc(topics.name));
}

export async function findNode(db: Database, id: string, lock = false): Promise<TopicRecord | null> {
  const query = db.select().from(topics).where(eq(topics.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const sameParent = (exam: string, parentId: string | null) =>
  and(eq(topics.exam, exam), parentId === null ? isNull(topics.parentId) : eq(topics.parentId, parentId));

/** A node's siblings under `parentId` (a tree's subjects for null), by position. */
export function siblingsOf(db: Database, exam: string, parentId: string | null): Promise<TopicRecord[]> {
  return db.select().from(topics).where(sameParent(exam, parentId)).orderBy(asc(topics.position), asc(topics.name));
}

/** The sibling already called `name` (whatever its case), other than `exceptId`. */
export async function siblingNamed(db: Database, exam: string, parentId: string | null, name: string, exceptId: string | null) {
  const [row] = await db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(and(sameParent(exam, parentId), sql`lower(${topics.name}) = lower(${name})`, exceptId ? ne(topics.id, exceptId) : undefined))
    .limit(1);
  return row ?? null;
}

export async function insertNode(db: Database, values: Pick<TopicRecord, 'exam' | 'parentId' | 'name' | 'depth' | 'position'>): Promise<TopicRecord> {
  const [row] = await db.insert(topics).values(values).returning();
  return row!;
}

export async function updateNode(db: Database, id: string, values: Partial<Pick<TopicRecord, 'name' | 'parentId' | 'position' | 'depth'>>) {
  const [row] = await db
    .update(topics)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(topics.id, id))
    .returning();
  return row!;
}

/** Siblings numbered 0, 1, 2… in the order given. */
export async function renumber(db: Database, orderedIds: string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) await db.update(topics).set({ position }).where(eq(topics.id, id));
}

/** Moves a subtree up or down the levels by `delta` (its nodes' ids given). */
export async function shiftDepths(db: Database, ids: string[], delta: number): Promise<void> {
  if (ids.length > 0 && delta !== 0)
    await db
      .update(topics)
      .set({ depth: sql`${topics.depth} + ${delta}` })
      .where(inArray(topics.id, ids));
}

export async function countChildren(db: Database, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(topics).where(eq(topics.parentId, id));
  return row?.n ?? 0;
}

export async function deleteNode(db: Database, id: string): Promise<void> {
  await db.delete(topics).where(eq(topics.id, id));
}

/** The tree a question with this exam belongs to (the database's own rule, topic_tree_of). */
export async function treeOfExam(db: Database, exam: string | null): Promise<string | null> {
  const [row] = await queryRows<{ tree: string | null }>(db, sql`select topic_tree_of(${exam}::text) as tree`);
  return row?.tree ?? null;
}
