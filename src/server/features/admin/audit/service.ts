// The audit log as the admin screens show it: each entry with its actor (and, for an entry about a
// user, its subject) by name and e-mail as the entry stored them, the entity by name with its admin
// page, and the before and after as a readable diff (shared/audit-diff.ts).
import type { Database } from '../../../db/client.ts';
import type { AuditEntryView, AuditFacets, AuditList, AuditPerson, AuditQuery } from '../../../../shared/api/audit.ts';
import { diffAuditDetail } from '../../../../shared/audit-diff.ts';
import { findUsersForAdmin } from '../../accounts/service.ts';
import { auditEntries, auditFacets, subjectOf } from '../../audit/service.ts';
import { nameEntities } from './names.ts';

type Live = Map<string, { name: string; email: string; deleted: boolean }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A person as the entry stored them. An entry written before snapshots were kept, with none, names
 * the account as it is now; the account's present name is added only where it differs and it still exists.
 */
function personOf(id: string | null, stored: { name: string | null; email: string | null }, live: Live): AuditPerson | null {
  const now = id ? live.get(id) : undefined;
  const name = stored.name ?? now?.name;
  const email = stored.email ?? now?.email;
  if (name === undefined || email === undefined) return null;
  const differs = now !== undefined && !now.deleted && (now.name !== name || now.email !== email);
  return {
    id,
    name,
    email,
    // an id with no account behind it any more was removed outright
    deleted: now ? now.deleted : id !== null,
    now: differs ? { name: now.name, email: now.email } : null,
  };
}

export async function listAudit(db: Database, query: AuditQuery): Promise<Omit<AuditList, 'success'>> {
  const { page, pageSize, actor, ...filter } = query;
  const { rows, total } = await auditEntries(db, { ...filter, actorId: actor }, (page - 1) * pageSize, pageSize);
  const subjects = rows.map((row) => subjectOf(row));
  const ids = [...rows.map((row) => row.actorId), ...subjects].filter((id): id is string => id !== null && UUID.test(id));
  const [people, named] = await Promise.all([findUsersForAdmin(db, [...new Set(ids)]), nameEntities(db, rows)]);
  const entries: AuditEntryView[] = rows.map((row, index) => {
    const entity = row.entityId ? named.get(`${row.entity}:${row.entityId}`) : undefined;
    const subjectId = subjects[index] ?? null;
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actorId || row.actorName ? personOf(row.actorId, { name: row.actorName, email: row.actorEmail }, people) : null,
      subject: subjectId || row.subjectName ? personOf(subjectId, { name: row.subjectName, email: row.subjectEmail }, people) : null,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      entityName: entity?.name ?? null,
      target: entity?.target ?? null,
      changes: diffAuditDetail(row.detail),
    };
  });
  return { entries, page, pageSize, total };
}

export async function listAuditFacets(db: Database): Promise<Omit<AuditFacets, 'success'>> {
  const { actors: stored, actions, entities } = await auditFacets(db);
  // entries written before names were kept with them: the account as it is now
  const people = await findUsersForAdmin(
    db,
    stored.filter((actor) => actor.name === null || actor.email === null).map((actor) => actor.id),
  );
  const actors = stored.flatMap((actor) => {
    const name = actor.name ?? people.get(actor.id)?.name;
    const email = actor.email ?? people.get(actor.id)?.email;
    return name !== undefined && email !== undefined ? [{ id: actor.id, name, email }] : [];
  });
  return { actors: actors.sort((a, b) => a.name.localeCompare(b.name)), actions, entities };
}
