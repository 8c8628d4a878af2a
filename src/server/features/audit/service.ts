// The audit module: every change an admin makes is written here, in the same transaction as the change.
import type { Database } from '../../db/client.ts';
import {
  entryFacets,
  insertAuditEntries,
  insertAuditEntry,
  latestEntriesOf,
  listEntries,
  listEntriesAbout,
  type AuditEntry,
  type AuditFilter,
} from './repository.ts';

export type { AuditEntry, AuditFilter, AuditRow } from './repository.ts';

export const recordAudit = (db: Database, entry: AuditEntry) => insertAuditEntry(db, entry);

export interface Change {
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

function entryOf({ actorId, action, entity, entityId, before, after }: Change): AuditEntry {
  // JSON round trip: dates become strings, so the stored detail reads the same as the API's answer
  const detail = JSON.parse(JSON.stringify({ before: before ?? null, after: after ?? null })) as unknown;
  return { actorId, action, entity, entityId, detail };
}

/** Who changed what, with the whole row before and after; `db` is the change's own transaction. */
export const recordChange = (db: Database, change: Change) => insertAuditEntry(db, entryOf(change));

/** Many changes of one transaction at once (a batch submitted for review): one entry each, one insert. */
export const recordChanges = (db: Database, changes: Change[]) => insertAuditEntries(db, changes.map(entryOf));

/** A user's own part of the log (their data export): entries about their account, enrolments and payments, and what they did. */
export const auditEntriesAbout = (db: Database, about: { userId: string; paymentIds: string[] }) => listEntriesAbout(db, about);

/** The newest of these actions on each entity, by id: why a question was archived (rejected, with the reason, or unpublished). */
export const latestActionsOn = (db: Database, entity: string, entityIds: string[], actions: string[]) => latestEntriesOf(db, entity, entityIds, actions);

/** A page of the log, newest first, with how many entries match (the audit page, and each item's History). */
export const auditEntries = (db: Database, filter: AuditFilter, offset: number, limit: number) => listEntries(db, filter, offset, limit);

/** Who, what and which kinds of thing the log holds: the audit page's filter choices. */
export const auditFacets = (db: Database) => entryFacets(db);
