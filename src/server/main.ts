import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { loadDemoContent } from './dev/demo/load.ts';
import { startAttemptSweeper } from './features/attempts/sweeper.ts';
import { startWinnerJob } from './features/weekly-quiz/service.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // one clear line naming the setting, and no stack trace to wade through
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  if (config.loadDemoContent) await loadDemoContent(database.db);

  // --vite: the dev server with hot reload; --api-only: an instance that serves only /api
  const web = process.argv.includes('--vite') ? 'vite' : process.argv.includes('--api-only') ? 'none' : 'static';
  const app = await buildApp({ config, db: database.db, web });

  let closing = false;
  let stopSweeper = async () => {};
  let stopWinnerJob = async () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await Promise.all([stopSweeper(), stopWinnerJob()]);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stopSweeper = startAttemptSweeper(app, { intervalMs: 30_000 });
  // once at start (a winner due while no instance ran is announced now), then every minute
  stopWinnerJob = startWinnerJob(app, { intervalMs: 60_000 });
  app.log.info(`Prepverse is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Prepverse could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
