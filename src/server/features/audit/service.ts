// The audit module: every change an admin makes is written here, in the same transaction as the change.
import type { Database } from '../../db/client.ts';
import { insertAuditEntry, latestEntriesOf, listEntriesAbout, type AuditEntry } from './repository.ts';

export type { AuditEntry, AuditRow } from './repository.ts';

export const recordAudit = (db: Database, entry: AuditEntry) => insertAuditEntry(db, entry);

export interface Change {
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Who changed what, with the whole row before and after; `db` is the change's own transaction. */
export function recordChange(db: Database, { actorId, action, entity, entityId, before, after }: Change) {
  // JSON round trip: dates become strings, so the stored detail reads the same as the API's answer
  const detail = JSON.parse(JSON.stringify({ before: before ?? null, after: after ?? null })) as unknown;
  return insertAuditEntry(db, { actorId, action, entity, entityId, detail });
}

/** A user's own part of the log (their data export): entries about their account, enrolments and payments, and what they did. */
export const auditEntriesAbout = (db: Database, about: { userId: string; paymentIds: string[] }) => listEntriesAbout(db, about);

/** The newest of these actions on each entity, by id: why a question was archived (rejected, with the reason, or unpublished). */
export const latestActionsOn = (db: Database, entity: string, entityIds: string[], actions: string[]) => latestEntriesOf(db, entity, entityIds, actions);
