// What the authoring services share: the role check that depends on an item's status and author, and slugs.
import { randomBytes } from 'node:crypto';
import { adminActions, can, editActionFor, type AdminAction, type Authored } from '../../../shared/admin-permissions.ts';
import type { Author } from '../../../shared/api/admin-content.ts';
import type { Role } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../http-errors.ts';
import { findPublicProfiles } from '../accounts/service.ts';

export interface Actor {
  id: string;
  role: Role;
}

/** Same words as requirePermission: the route checked the least an action needs, this checks the rest. */
export function requireCan(actor: Actor, action: AdminAction): void {
  if (!can(actor.role, action)) throw forbidden(`This needs the ${adminActions[action]} role or higher.`, 'forbidden');
}

/** Refuses the change unless the actor may make it, naming the draft's author when that is why. */
export async function requireCanChange(db: Database, actor: Actor, item: Authored): Promise<void> {
  const action = editActionFor(actor.id, item);
  if (can(actor.role, action)) return;
  if (action !== 'others-drafts.edit') return requireCan(actor, action);
  const [author] = await authorsOf(db, [item.createdBy]);
  throw forbidden(
    author
      ? `This draft belongs to ${author.name}; only its author or a master can change it.`
      : 'Nobody is recorded as the author of this draft; only a master can change it.',
  );
}

/** Each id's author (id and name), in the same order; null for no id, or an account that is gone. */
export async function authorsOf(db: Database, ids: (string | null)[]): Promise<(Author | null)[]> {
  const known = [...new Set(ids.filter((id): id is string => id !== null))];
  const profiles = await findPublicProfiles(db, known);
  return ids.map((id) => {
    const profile = id === null ? undefined : profiles.get(id);
    return id !== null && profile ? { id, name: profile.name } : null;
  });
}

export const authorOf = async (db: Database, id: string | null): Promise<Author | null> => (await authorsOf(db, [id]))[0] ?? null;

/** 'GATE CSE 2027!' -> 'gate-cse-2027-3f9a1c': readable, and unique without asking the database. */
export function slugOf(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}
