// The audit module: every change an admin makes is written here, in the same transaction as the change.
// Each entry keeps who made it (and, for an entry about a user, who it is about) by name and e-mail as
// they were at that moment: a name changed or an account deleted later never rewrites the log (issue 39).
import type { Database } from '../../db/client.ts';
import { findUsersForAdmin } from '../accounts/service.ts';
import { entryFacets, insertAuditEntries, latestEntriesOf, listEntries, listEntriesAbout, type AuditEntry, type AuditFilter } from './repository.ts';

export type { AuditEntry, AuditFilter, AuditRow } from './repository.ts';

/**
 * An entry as a caller writes it. The actor's and the subject's names are looked up in the same
 * transaction unless given (a caller that erases a user passes them, read before the erasing).
 * `subjectId` names the user an entry is about when its entity id does not (a payment's learner);
 * it is only used for that look-up, never stored.
 */
export type AuditInput = AuditEntry & { subjectId?: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user an entry is about: the user itself, an enrolment's learner ('userId:seriesId'), or whom the caller named. */
export function subjectOf(entry: Pick<AuditInput, 'entity' | 'entityId' | 'subjectId'>): string | null {
  if (entry.subjectId) return entry.subjectId;
  if (!entry.entityId) return null;
  if (entry.entity === 'user') return entry.entityId;
  if (entry.entity === 'enrolment') return entry.entityId.split(':')[0] ?? null;
  return null;
}

/** The entries with their people's names filled in: one query for the whole batch, none when the caller gave them all. */
async function withPeople(db: Database, inputs: AuditInput[]): Promise<AuditEntry[]> {
  const wanted = new Set<string>();
  for (const input of inputs) {
    if (input.actorId && input.actorName === undefined) wanted.add(input.actorId);
    const subject = subjectOf(input);
    if (subject && input.subjectName === undefined) wanted.add(subject);
  }
  // an id that is not a uuid would fail the query, and with it the change's transaction
  const people = await findUsersForAdmin(
    db,
    [...wanted].filter((id) => UUID.test(id)),
  );
  return inputs.map((input) => {
    const { subjectId: _lookUpOnly, ...entry } = input;
    const actor = entry.actorId ? people.get(entry.actorId) : undefined;
    const subjectId = subjectOf(input);
    const subject = subjectId ? people.get(subjectId) : undefined;
    return {
      ...entry,
      actorName: entry.actorName !== undefined ? entry.actorName : (actor?.name ?? null),
      actorEmail: entry.actorEmail !== undefined ? entry.actorEmail : (actor?.email ?? null),
      subjectName: entry.subjectName !== undefined ? entry.subjectName : (subject?.name ?? null),
      subjectEmail: entry.subjectEmail !== undefined ? entry.subjectEmail : (subject?.email ?? null),
    };
  });
}

/** One entry as given (a sign-in's role grant, an account deleted, a download); `db` is the change's transaction where there is one. */
export const recordAudit = async (db: Database, entry: AuditInput) => insertAuditEntries(db, await withPeople(db, [entry]));

export interface Change {
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  /** the user the change is about, when the entity id does not say (see AuditInput) */
  subjectId?: string;
}

function entryOf({ actorId, action, entity, entityId, before, after, subjectId }: Change): AuditInput {
  // JSON round trip: dates become strings, so the stored detail reads the same as the API's answer
  const detail = JSON.parse(JSON.stringify({ before: before ?? null, after: after ?? null })) as unknown;
  return { actorId, action, entity, entityId, detail, subjectId };
}

/** Who changed what, with the whole row before and after; `db` is the change's own transaction. */
export const recordChange = (db: Database, change: Change) => recordAudit(db, entryOf(change));

/** Many changes of one transaction at once (a batch submitted for review): one entry each, one look-up, one insert. */
export const recordChanges = async (db: Database, changes: Change[]) => insertAuditEntries(db, await withPeople(db, changes.map(entryOf)));

/** A user's own part of the log (their data export): entries about their account, enrolments and payments, and what they did. */
export const auditEntriesAbout = (db: Database, about: { userId: string; paymentIds: string[] }) => listEntriesAbout(db, about);

/** The newest of these actions on each entity, by id: why a question was archived (rejected, with the reason, or unpublished). */
export const latestActionsOn = (db: Database, entity: string, entityIds: string[], actions: string[]) => latestEntriesOf(db, entity, entityIds, actions);

/** A page of the log, newest first, with how many entries match (the audit page, and each item's History). */
export const auditEntries = (db: Database, filter: AuditFilter, offset: number, limit: number) => listEntries(db, filter, offset, limit);

/** Who, what and which kinds of thing the log holds: the audit page's filter choices. */
export const auditFacets = (db: Database) => entryFacets(db);
