// SQL of the audit module: the append-only log of admin changes.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/site-schema.ts';

export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntries(db: Database, entries: AuditEntry[]) {
  if (entries.length > 0) await db.insert(auditLog).values(entries);
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

/** The audit page's filters; dates are India-time days, inclusive. */
export interface AuditFilter {
  actorId?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const istMidnight = (date: string) => sql`(${date}::date)::timestamp at time zone 'Asia/Kolkata'`;

function filtersOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLog.createdAt, istMidnight(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, sql`${istMidnight(filter.to)} + interval '1 day'`) : undefined,
  );
}

/** One page of entries, newest first (entries of one transaction share a time: the id breaks the tie), and how many match. */
export async function listEntries(db: Database, filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
  const where = filtersOf(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The distinct actors (each as their newest entry names them), actions and entities the log holds, for the filters. */
export async function entryFacets(db: Database) {
  const [actors, actions, entities] = await Promise.all([
    db
      .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName, email: auditLog.actorEmail })
      .from(auditLog)
      .where(isNotNull(auditLog.actorId))
      .orderBy(auditLog.actorId, desc(auditLog.createdAt), desc(auditLog.id))
      .limit(500),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)).limit(500),
    db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)).limit(200),
  ]);
  return {
    actors: actors.flatMap((row) => (row.id === null ? [] : [{ id: row.id, name: row.name, email: row.email }])),
    actions: actions.map((row) => row.value),
    entities: entities.map((row) => row.value),
  };
}
