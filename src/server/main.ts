import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database, type DatabaseSettings } from './db/client.ts';
import { superviseWorkers } from './cluster.ts';
import { shutDown } from './shutdown.ts';
import { buildApp } from './app.ts';
import { listenOn } from './listen.ts';
import { SWEEP_INTERVAL_MS, startAttemptSweeper } from './features/attempts/sweeper.ts';
import { startWinnerJob } from './features/weekly-quiz/service.ts';
import { startBankJobRunner } from './features/admin/bank-jobs/start.ts';
import { endNamedLeases, processOwner } from './leases.ts';
import { endAdminJobLeases } from './features/admin/job-leases.service.ts';
import { STATS_INTERVAL_MS, startStatsJob } from './features/admin/item-stats/service.ts';
import { runAsAdminWork } from './db/work-kind.ts';

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

/** The demo content (development only: config.ts never asks for it where the stand-ins do not run), loaded only when asked for. */
async function loadDemoContent(db: Database) {
  const { loadDemoContent: load } = await import('./dev/demo/load.ts');
  return load(db);
}

const databaseSettings = (config: Config): DatabaseSettings =>
  config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: config.database.dataDir };

/** WORKERS > 1: the primary migrates and loads the demo content once, then starts the workers that serve. */
async function startPrimary(config: Config) {
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(databaseSettings(config));
  if (config.loadDemoContent) await loadDemoContent(database.db);
  await database.close();
  superviseWorkers({ workers: config.workers, log: (message) => log.info(message) });
  log.info(`Prepverse is starting ${config.workers} workers at ${config.publicUrl}`);
}

async function main() {
  const config = readConfig();
  if (config.workers > 1 && cluster.isPrimary) return startPrimary(config);
  const database = await openDatabase(databaseSettings(config));
  if (config.loadDemoContent && cluster.isPrimary) await loadDemoContent(database.db);
  // the embedded database is this process's alone (PGlite holds its directory): a lease found in it
  // was held by a process that has stopped, a crash included, and a restart takes the jobs back now
  if (database.kind === 'pglite') {
    await Promise.all([endNamedLeases(database.db), endAdminJobLeases(database.db)]);
  }

  // --vite: the dev server with hot reload; --api-only: an instance that serves only /api
  const web = process.argv.includes('--vite') ? 'vite' : process.argv.includes('--api-only') ? 'none' : 'static';
  const app = await buildApp({ config, db: database.db, web });

  let stopping = false;
  let stopSweeper = async () => {};
  let stopWinnerJob = async () => {};
  let stopBankJobs = async () => {};
  let stopStatsJob = async () => {};
  const stop = (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    void shutDown({
      app,
      stopJobs: () => Promise.all([stopSweeper(), stopWinnerJob(), stopStatsJob(), stopBankJobs()]),
      closeDatabase: database.close,
      exitCode,
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // the embedded database's thread died: every query would now fail, so the instance stops (and a
  // supervisor starts it again) rather than answer errors for ever
  database.onCrash?.((error) => {
    app.log.fatal({ err: error }, 'the embedded database stopped: the server stops too');
    stop('database', 1);
  });

  const listening = await listenOn(app, config.port, config.listen);
  // one name for this process on the leases of the jobs started here (decision 032); generation jobs
  // carry the name of the runner the generation routes start
  const owner = processOwner();
  stopSweeper = startAttemptSweeper(app, { intervalMs: SWEEP_INTERVAL_MS, owner });
  // once at start (a winner due while no instance ran is announced now), then every minute
  stopWinnerJob = startWinnerJob(app, { intervalMs: 60_000, owner });
  // imports and exports: a job left running by a process that stopped is resumed here
  // the bank's jobs and the statistics are admin work: on PostgreSQL they use the admin's connections
  stopBankJobs = runAsAdminWork(() => startBankJobRunner(app, { owner }));
  // once at start (attempts submitted while no instance ran, the demo's), then every few seconds
  stopStatsJob = runAsAdminWork(() => startStatsJob(app, { intervalMs: STATS_INTERVAL_MS, owner }));
  if (config.localStandIns) {
    const { standInsNotice } = await import('./dev/stand-ins-reach.ts');
    const notice = standInsNotice(config, (app.server.address() as AddressInfo).port);
    // said once, by the first worker where there are several
    if (notice && (cluster.isPrimary || cluster.worker?.id === 1)) app.log.warn(notice);
  }
  app.log.info(`Prepverse is ready at ${config.publicUrl} (database: ${database.kind}; listening on ${listening.join(', ')})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Prepverse could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
