// Imports and exports are background jobs (src/server/features/admin/bank-jobs): no runner runs in the API tests,
// so a test that imports (or exports) runs the waiting jobs itself, here and now, as the server's runner would.
import type { FastifyInstance } from 'fastify';
import { runWaitingJobs } from '../server/features/admin/bank-jobs/start.ts';

export const runImports = (app: FastifyInstance) => runWaitingJobs(app.db, app.config.uploadsDir);
