// Who may do what in the admin area: a role given from the command line (a sign-up's first role) or
// by a god from the admin area, each audited. Apart from service.ts because the audit module, which
// every admin change calls, asks that one for the names it keeps.
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { isRole, type Role } from '../../../shared/roles.ts';
import { recordAudit, recordChange } from '../audit/service.ts';
import * as repository from './repository.ts';
import { forgetUserSessions } from './service.ts';

/**
 * Gives a signed-up user a role and records who did it. Sessions read the role on every request,
 * so the change holds from the user's next request on.
 */
export async function grantRole(db: Database, email: string, role: Role, via: string) {
  if (!isRole(role)) throw new Error(`Unknown role '${String(role)}'`);
  const user = await repository.findUserByEmail(db, email);
  if (!user) throw notFound(`No user with the e-mail ${email}: they must sign in once first.`);
  await db.transaction(async (tx) => {
    await repository.setUserRole(tx, user.id, role);
    await recordAudit(tx, { action: 'role.grant', entity: 'user', entityId: user.id, detail: { from: user.role, to: role, via } });
  });
  await forgetUserSessions(db, user.id);
  return { email: user.email, from: user.role, to: role };
}

/**
 * A god assigns a role from the admin area: audited with who did it and the role before and after.
 * Nobody changes their own role, so the last god cannot demote themselves by a slip; and the last
 * god is never demoted by another (two gods demoting each other at once: one of them is refused).
 */
export async function assignRole(db: Database, actorId: string, userId: string, role: Role) {
  if (actorId === userId) throw forbidden('You cannot change your own role: ask another god.');
  const assigned = await db.transaction(async (tx) => {
    const user = await repository.findUser(tx, userId);
    if (!user) throw notFound('No such user.');
    if (user.role === 'god' && role !== 'god') {
      // the gods' rows are locked first, so two gods demoting each other at once take turns
      const gods = await repository.lockGods(tx);
      if (gods.filter((id) => id !== userId).length === 0) throw conflict('The last god cannot be demoted: make someone else a god first.', 'last-god');
    }
    await repository.setUserRole(tx, userId, role);
    await recordChange(tx, { actorId, action: 'role.assign', entity: 'user', entityId: userId, before: { role: user.role }, after: { role } });
    return { id: user.id, email: user.email, name: user.name, role };
  });
  await forgetUserSessions(db, userId);
  return assigned;
}
