// npm run admin -- grant EMAIL ROLE
// Sets a user's role. The user must have signed in once (so the account exists). The change is
// announced to every running server (the change feed), so it holds from the user's next request on.
// On the embedded database the server must be stopped first: its files belong to one process.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { grantRole } from '../features/accounts/roles.service.ts';
import { isRole, roles } from '../../shared/roles.ts';

const usage = `Usage: npm run admin -- grant EMAIL ROLE   (ROLE is one of ${roles.join(', ')})`;

async function main(argv: string[]) {
  const [command, email, role] = argv;
  if (command !== 'grant' || !email || !role) return fail(usage);
  if (!isRole(role)) return fail(`Unknown role '${role}'. ${usage}`);

  const config = loadConfig();
  const database = await openDatabase(config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: config.database.dataDir });
  try {
    const granted = await grantRole(database.db, email, role, 'cli');
    process.stdout.write(`${granted.email} is now ${granted.to} (was ${granted.from}).\n`);
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
