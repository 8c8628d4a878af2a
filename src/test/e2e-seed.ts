// Run by Playwright before it starts the server (playwright.config.ts): puts the e2e series, whose
// answer keys the specs know, into the database the server is about to open. The server itself never
// loads test content.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { loadAccessibilityFixtures } from './e2e-a11y-fixtures.ts';
import { loadTestFixtures } from './e2e-fixtures.ts';

const config = loadConfig();
const database = await openDatabase(config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: config.database.dataDir });
try {
  const ids = await loadTestFixtures(database.db);
  process.stdout.write(`e2e fixtures ready: series ${ids.seriesId}, quizzes ${JSON.stringify(ids.quizzes)}\n`);
  const a11y = await loadAccessibilityFixtures(database.db);
  process.stdout.write(`accessibility fixtures ready: series ${a11y.seriesId}, quiz ${a11y.quizId}\n`);
} finally {
  await database.close();
}
