// SQL of the audit module: the append-only log of admin changes.
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntry(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}
