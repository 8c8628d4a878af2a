// The blueprints a master keeps (db/blueprint-schema.ts), and the syllabus tree assembly expands a
// part's nodes with.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paperBlueprints } from '../../../db/blueprint-schema.ts';
import { topics } from '../../../db/topics-schema.ts';
import type { BlueprintInput } from '../../../../shared/api/admin-blueprints.ts';

export type BlueprintRow = typeof paperBlueprints.$inferSelect;

export const listBlueprintRows = (db: Database): Promise<BlueprintRow[]> =>
  db.select().from(paperBlueprints).orderBy(desc(paperBlueprints.updatedAt), asc(paperBlueprints.name));

export async function findBlueprintRow(db: Database, id: string, lock = false): Promise<BlueprintRow | null> {
  const query = db.select().from(paperBlueprints).where(eq(paperBlueprints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertBlueprint(db: Database, blueprint: BlueprintInput, createdBy: string): Promise<BlueprintRow> {
  const [row] = await db.insert(paperBlueprints).values({ name: blueprint.name, profileCode: blueprint.profileCode, blueprint, createdBy }).returning();
  return row!;
}

export async function updateBlueprint(db: Database, id: string, blueprint: BlueprintInput): Promise<BlueprintRow> {
  const [row] = await db
    .update(paperBlueprints)
    .set({ name: blueprint.name, profileCode: blueprint.profileCode, blueprint, updatedAt: new Date() })
    .where(eq(paperBlueprints.id, id))
    .returning();
  return row!;
}

export async function deleteBlueprint(db: Database, id: string): Promise<void> {
  await db.delete(paperBlueprints).where(eq(paperBlueprints.id, id));
}

/** Every node of one exam's syllabus tree, with its parent. */
export const treeOf = (db: Database, exam: string): Promise<{ id: string; parentId: string | null; name: string }[]> =>
  db.select({ id: topics.id, parentId: topics.parentId, name: topics.name }).from(topics).where(eq(topics.exam, exam));
