// CI step: make a fresh database on the local PostgreSQL server, run the API suite on it, drop it.
// Where no server answers, say so and skip: the suite has already run on PGlite.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const server = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `prepverse_ci_${process.pid}_${Date.now()}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

try {
  await admin('select 1');
} catch (error) {
  console.log(`PostgreSQL API tests skipped: no PostgreSQL server answers at ${new URL(server).host} (${error.message})`);
  process.exit(0);
}

await admin(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
let status = 1;
try {
  const run = spawnSync('node', ['scripts/test-pg.mjs', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url.href },
  });
  status = run.status ?? 1;
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}
process.exit(status);
