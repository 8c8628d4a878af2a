// For payment tests: the app listening on a real port, because the payment code calls the Razorpay
// emulator over HTTP (as it calls Razorpay in production) and the emulator posts webhooks back.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../server/app.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { createTestDatabase } from './database.ts';
import { testConfig } from './app.ts';
import { freePort } from './browserless-client.ts';

export interface ListeningApp {
  app: FastifyInstance;
  /** with the database's URL on PostgreSQL, for a server process on the same database */
  database: DatabaseHandle & { url?: string };
  baseUrl: string;
  close: () => Promise<void>;
}

export async function createListeningApp({
  env = {},
  onRoute,
}: { env?: Record<string, string>; onRoute?: (route: RouteOptions) => void } = {}): Promise<ListeningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await createTestDatabase();
  const config = testConfig({ ...env, PORT: String(port), PUBLIC_URL: baseUrl });
  const app = await buildApp({ config, db: database.db, ...(onRoute ? { onRoute } : {}) });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl,
    close: async () => {
      // as the server's own shutdown does (shutdown.ts): a connection on which no request ever
      // arrives (a client that gave up while connecting) would hold close() for Node's 60 s
      // header timeout; after a short grace every connection left is cut
      const closing = app.close();
      const cut = setTimeout(() => app.server.closeAllConnections(), 2000);
      await closing;
      clearTimeout(cut);
      await database.close();
    },
  };
}

/** Polls until `check` is true: webhooks arrive when they arrive. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const basicAuth = (keyId: string, keySecret: string) => `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
