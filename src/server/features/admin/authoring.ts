// What the authoring services share: the role check that depends on an item's status, and slugs.
import { randomBytes } from 'node:crypto';
import { adminActions, can, type AdminAction } from '../../../shared/admin-permissions.ts';
import type { Role } from '../../../shared/roles.ts';
import { forbidden } from '../../http-errors.ts';

export interface Actor {
  id: string;
  role: Role;
}

/** Same words as requirePermission: the route checked the least an action needs, this checks the rest. */
export function requireCan(actor: Actor, action: AdminAction): void {
  if (!can(actor.role, action)) throw forbidden(`This needs the ${adminActions[action]} role or higher.`, 'forbidden');
}

/** A creator edits drafts; once an item has been published (or archived), editing it is a master's. */
export const editActionFor = (status: 'draft' | 'published' | 'archived'): AdminAction =>
  status === 'draft' ? 'draft.edit' : 'published.edit';

/** 'GATE CSE 2027!' -> 'gate-cse-2027-3f9a1c': readable, and unique without asking the database. */
export function slugOf(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}
