// The audit log as the admin screens show it: each entry with its actor by name and e-mail, the
// entity by name with its admin page, and the before and after as a readable diff (shared/audit-diff.ts).
import type { Database } from '../../../db/client.ts';
import type { AuditEntryView, AuditFacets, AuditList, AuditQuery } from '../../../../shared/api/audit.ts';
import { diffAuditDetail } from '../../../../shared/audit-diff.ts';
import { findUsersForAdmin } from '../../accounts/service.ts';
import { auditEntries, auditFacets } from '../../audit/service.ts';
import { nameEntities } from './names.ts';

export async function listAudit(db: Database, query: AuditQuery): Promise<Omit<AuditList, 'success'>> {
  const { page, pageSize, actor, ...filter } = query;
  const { rows, total } = await auditEntries(db, { ...filter, actorId: actor }, (page - 1) * pageSize, pageSize);
  const [people, named] = await Promise.all([
    findUsersForAdmin(db, [...new Set(rows.map((row) => row.actorId).filter((id): id is string => id !== null))]),
    nameEntities(db, rows),
  ]);
  const entries: AuditEntryView[] = rows.map((row) => {
    const person = row.actorId ? people.get(row.actorId) : undefined;
    const entity = row.entityId ? named.get(`${row.entity}:${row.entityId}`) : undefined;
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actorId && person ? { id: row.actorId, name: person.name, email: person.email } : null,
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
  const { actorIds, actions, entities } = await auditFacets(db);
  const people = await findUsersForAdmin(db, actorIds);
  const actors = actorIds.flatMap((id) => {
    const person = people.get(id);
    return person ? [{ id, name: person.name, email: person.email }] : [];
  });
  return { actors: actors.sort((a, b) => a.name.localeCompare(b.name)), actions, entities };
}
