import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../server/app.ts';
import type { WebAppMode } from '../server/plugins/web-app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { changeFeedOf } from '../server/db/change-feed.ts';
import { users } from '../server/db/schema.ts';
import { openSession } from '../server/features/accounts/service.ts';
import { SESSION_COOKIE } from '../server/plugins/session-cookie.ts';
import type { Role } from '../shared/roles.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle & { url?: string };
  close: () => Promise<void>;
}

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
}

/** The API on a fresh database, driven with app.inject; `web: 'static'` also serves and renders the pages. */
export async function createTestApp(
  env: Record<string, string> = {},
  { web = 'none', onRoute }: { web?: WebAppMode; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(env), db: database.db, web, ...(onRoute ? { onRoute } : {}) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another server instance on the same PostgreSQL database, as behind a load balancer: it has its own
 * pool, its own caches and its own listener on the change feed. Null on the embedded database, which
 * lives inside one process.
 */
export async function createSecondInstance(first: TestApp, env: Record<string, string> = {}): Promise<TestApp | null> {
  const url = first.database.url;
  if (!url) return null;
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({ config: testConfig(env), db: database.db, web: 'none' });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Resolves once this instance has heard every change announced (on any instance) before the call. */
export const caughtUp = (app: FastifyInstance) => changeFeedOf(app.db).caughtUp();

let counter = 0;

/** Creates a user with an open session and returns the Cookie header that carries it. */
export async function signIn(app: FastifyInstance, { role = 'learner', name }: { role?: Role; name?: string } = {}) {
  counter += 1;
  const email = `learner${counter}.${Date.now()}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({ googleSubject: `test-${counter}-${Date.now()}`, email, name: name ?? `Test Learner ${counter}`, role })
    .returning();
  const session = await openSession(app.db, user!.id, 3600);
  return { user: user!, token: session.token, cookie: `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(session.token))}` };
}
