// npm run test:pg: the API suite against the PostgreSQL server in DATABASE_URL.
// Each test file creates (and drops) its own database on that server.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('test:pg needs DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg');
  process.exit(1);
}
const extra = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', 'src/server', ...extra], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
