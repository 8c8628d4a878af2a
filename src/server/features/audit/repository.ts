// SQL of the audit module: the append-only log of admin changes.
import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntry(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Entries about a user, newest first: their account, their enrolments (entity id 'userId:seriesId'),
 * their payments, and whatever they did themselves.
 */
export async function listEntriesAbout(db: Database, { userId, paymentIds }: { userId: string; paymentIds: string[] }): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, userId),
        and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)),
        and(eq(auditLog.entity, 'enrolment'), like(auditLog.entityId, `${userId}:%`)),
        paymentIds.length > 0 ? and(eq(auditLog.entity, 'payment'), inArray(auditLog.entityId, paymentIds)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

/** The newest entry of any of these actions for each of these entities (one entity kind), by entity id. */
export async function latestEntriesOf(db: Database, entity: string, entityIds: string[], actions: string[]): Promise<Map<string, AuditRow>> {
  if (entityIds.length === 0 || actions.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditLog.entityId])
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, entityIds), inArray(auditLog.action, actions)))
    .orderBy(auditLog.entityId, desc(auditLog.createdAt), desc(auditLog.id));
  return new Map(rows.map((row) => [row.entityId ?? '', row]));
}
