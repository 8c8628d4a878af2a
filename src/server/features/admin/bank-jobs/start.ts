// The bank's job runner as the server starts it (main.ts), beside the attempt sweeper and the
// weekly winner job: it looks for work every few seconds and at once when this process creates a
// job, and on shutdown hands the job under way back for another process (or the next start) to resume.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { exportWork } from './export-job.ts';
import { importWork } from './import-job.ts';
import { llmEndpoint } from '../generation/service.ts';
import { hindiWork } from '../hindi-versions/service.ts';
import { BankJobRunner, type JobKinds, type RunnerOptions } from './runner.ts';

/** Every kind of job; an export reads the uploaded images it embeds from `uploadsDir` (without one, only imports run). */
export const bankJobKinds = (db: Database, uploadsDir?: string): JobKinds => ({
  import: importWork(),
  ...(uploadsDir === undefined ? {} : { export: exportWork(db, uploadsDir) }),
});

/** Starts this process's runner; the returned function stops it and waits for the chunk under way. */
export function startBankJobRunner(app: FastifyInstance, options: Partial<RunnerOptions> = {}): () => Promise<void> {
  const kinds = { ...bankJobKinds(app.db, app.config.uploadsDir), hindi: hindiWork(app.db, () => llmEndpoint(app.config)) };
  const runner = new BankJobRunner(app.db, { kinds, log: app.log, ...options });
  runner.start();
  return () => runner.stop();
}

/** Runs every job waiting, here and now, to its end (the demo content's import; the API tests' jobs, exports too). */
export async function runWaitingJobs(db: Database, uploadsDir?: string): Promise<void> {
  await new BankJobRunner(db, { kinds: bankJobKinds(db, uploadsDir), owner: 'waiting-jobs' }).drain();
}
