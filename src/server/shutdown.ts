// SIGTERM (a deploy, a scale-in) stops an instance without cutting off learners: it says it is not
// ready (the load balancer stops sending it requests), stops taking new ones, lets those in flight
// finish, and exits. Whatever hangs (a request whose body never arrives, a long stream, a database
// that does not answer) is cut off at the grace period, and the process is gone within the limit.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** the background jobs (sweeper, winner announcement, the bank's imports and exports); each waits for a run under way */
  stopJobs: () => Promise<unknown>;
  closeDatabase: () => Promise<void>;
  /** in-flight requests may run this long before their connections are cut */
  graceMs?: number;
  /** the process exits by then, whatever is still running */
  limitMs?: number;
  /** 0 for a stop asked for (a signal), 1 for a failure that ends the instance */
  exitCode?: number;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);

export async function shutDown({ app, stopJobs, closeDatabase, graceMs = 7000, limitMs = 9500, exitCode = 0 }: ShutdownOptions): Promise<never> {
  const started = Date.now();
  const limit = setTimeout(() => {
    app.log.error({ ms: Date.now() - started }, 'shutdown did not finish in time: exiting anyway');
    process.exit(1);
  }, limitMs);
  limit.unref();

  app.lifecycle.draining = true;
  // app.close() stops listening and closes idle keep-alive connections; a request still arriving on
  // a busy one is answered 503, so the client retries elsewhere
  const closed = app.close();
  // and a connection that falls idle later (its answer went out as the drain began) is closed too
  const sweepIdle = setInterval(() => app.server.closeIdleConnections(), 250);
  sweepIdle.unref();
  const cut = setTimeout(() => {
    app.log.warn('requests still running after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  const [jobsStopped] = await Promise.all([within(stopJobs(), graceMs), closed]);
  clearTimeout(cut);
  clearInterval(sweepIdle);
  if (!jobsStopped) app.log.warn('a background job was still running at shutdown');
  if (!(await within(closeDatabase(), Math.max(500, limitMs - (Date.now() - started) - 500)))) {
    app.log.warn('the database connections did not close in time');
  }
  app.log.info({ ms: Date.now() - started }, 'stopped');
  process.exit(exitCode);
}
