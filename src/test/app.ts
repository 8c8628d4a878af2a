import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import type { WebAppMode } from '../server/plugins/web-app.ts';
import { loadConfig } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { openSession } from '../server/features/accounts/service.ts';
import { SESSION_COOKIE } from '../server/plugins/session-cookie.ts';
import type { Role } from '../shared/roles.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
}

/** The API on a fresh database, driven with app.inject; `web: 'static'` also serves and renders the pages. */
export async function createTestApp(env: Record<string, string> = {}, { web = 'none' }: { web?: WebAppMode } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(env), db: database.db, web });
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
