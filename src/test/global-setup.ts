import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** names this run's test databases on PostgreSQL (database.ts), so that its end drops them */
    testRun: string;
  }
}

/** Names the run; at its end, drops the databases its workers made on PostgreSQL (npm run test:pg). */
export default function setup(project: TestProject) {
  const run = `${process.pid}${randomBytes(2).toString('hex')}`;
  project.provide('testRun', run);
  return async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`prepverse\\_t\\_${run}\\_%`]);
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
