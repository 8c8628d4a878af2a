// npm run test:pg: the API suite against the PostgreSQL server in DATABASE_URL.
// Each test file creates (and drops) its own database on that server.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('test:pg needs DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg');
  process.exit(1);
}
const extra = process.argv.slice(2);
// three files at a time: on PostgreSQL a test mostly waits for the server, which works beside it
const workers = extra.some((arg) => arg.startsWith('--maxWorkers')) ? [] : ['--maxWorkers=3'];
const result = spawnSync('npx', ['vitest', 'run', 'src/server', ...workers, ...extra], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
