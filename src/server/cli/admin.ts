// npm run admin -- grant EMAIL ROLE
// Sets a user's role. The user must have signed in once (so the account exists). Sessions read the
// role from the users table on every request, so the change holds from the next request on.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { findUserByEmail, setUserRole } from '../features/accounts/users.ts';
import { isRole, roles } from '../../shared/roles.ts';
import { auditLog } from '../db/schema.ts';

const usage = `Usage: npm run admin -- grant EMAIL ROLE   (ROLE is one of ${roles.join(', ')})`;

async function main(argv: string[]) {
  const [command, email, role] = argv;
  if (command !== 'grant' || !email || !role) return fail(usage);
  if (!isRole(role)) return fail(`Unknown role '${role}'. ${usage}`);

  const config = loadConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) return fail(`No user with the e-mail ${email}: they must sign in once first.`);
    await setUserRole(database.db, user.id, role);
    await database.db.insert(auditLog).values({
      action: 'role.grant',
      entity: 'user',
      entityId: user.id,
      detail: { from: user.role, to: role, via: 'cli' },
    });
    process.stdout.write(`${user.email} is now ${role} (was ${user.role}).\n`);
  } finally {
    await database.close();
  }
}

function fail(message: string) {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
