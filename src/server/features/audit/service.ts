// The audit module: every change an admin makes is written here, in the same transaction as the change.
import type { Database } from '../../db/client.ts';
import { insertAuditEntry, type AuditEntry } from './repository.ts';

export type { AuditEntry } from './repository.ts';

export const recordAudit = (db: Database, entry: AuditEntry) => insertAuditEntry(db, entry);
