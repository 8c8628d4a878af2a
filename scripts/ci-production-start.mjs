// CI step: the built app starts as a deployment runs it, with the production dependencies alone.
// package.json, package-lock.json and dist/ (what a deployment has) are copied into a temporary
// folder, `npm ci --omit=dev` installs there, and `node dist/server/main.js` starts with
// NODE_ENV=production on a free port: it must answer /api/health, serve the home page as HTML and
// mount no stand-in under /dev. A package the server needs that is only a devDependency fails here
// (the test suites never notice: they run with every package installed). Needs `npm run build` first.
//
//   node scripts/ci-production-start.mjs [--offline] [--keep]
//
// --offline: install from npm's cache alone (the default prefers the cache and asks the registry for
// what it lacks). --keep: leave the temporary folder for a look afterwards.
//
// NODE_ENV=production requires DATABASE_URL (src/server/config.ts): a fresh database is made on the
// PostgreSQL server at CI_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres unless set) and
// dropped afterwards. Where no PostgreSQL answers, the server runs on its embedded database instead,
// with NODE_ENV left out (the only setting production refuses that with) and every other production
// setting the same: a public https PUBLIC_URL, so the stand-ins stay off; the output says so.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const args = process.argv.slice(2);
const offline = args.includes('--offline');
const keep = args.includes('--keep');
const unknown = args.filter((arg) => !['--offline', '--keep', '--prefer-offline'].includes(arg));
if (unknown.length > 0) {
  console.error(`production start: unknown option ${unknown.join(' ')} (known: --offline, --prefer-offline, --keep)`);
  process.exit(2);
}

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`production start: ${line}`);

class Failure extends Error {}
const fail = (message) => {
  throw new Failure(message);
};

/** Runs one step, saying what it did and how long it took. */
async function step(name, run) {
  const since = Date.now();
  const result = await run();
  say(`${name} (${seconds(since)})${typeof result === 'string' ? `: ${result}` : ''}`);
  return result;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: -1, output: String(error) }));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(output).toString() }));
  });
}

const lastLines = (text, count = 30) => text.trimEnd().split('\n').slice(-count).join('\n');

// --- the database ------------------------------------------------------------------------------

const postgresServer = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAdmin(statement) {
  const client = new pg.Client({ connectionString: postgresServer, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database, or null where no PostgreSQL server answers. */
async function makeDatabase() {
  try {
    await postgresAdmin('select 1');
  } catch (error) {
    return { url: null, reason: `no PostgreSQL server answers at ${new URL(postgresServer).host} (${error.message})` };
  }
  const name = `prepverse_production_start_${process.pid}_${Date.now()}`;
  await postgresAdmin(`create database ${name}`);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return { url: url.href, name };
}

// --- the server --------------------------------------------------------------------------------

async function waitForHealth(baseUrl, server, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      fail(`the server exited (${server.exitCode ?? server.signalCode}) before /api/health answered`);
    }
    const answer = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (answer?.ok) return answer.json();
    if (Date.now() > until) fail(`/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${answer ? answer.status : 'no answer'})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return server.exitCode ?? server.signalCode;
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

// --- the run -----------------------------------------------------------------------------------

let folder = null;
let database = null;
let server = null;
const serverOutput = [];

async function cleanUp() {
  if (server) await stopServer(server).catch(() => {});
  if (database?.name) await postgresAdmin(`drop database if exists ${database.name} with (force)`).catch(() => {});
  if (folder && !keep) await rm(folder, { recursive: true, force: true }).catch(() => {});
}

process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

try {
  for (const file of ['package.json', 'package-lock.json', 'dist/server/main.js', 'dist/web/index.html']) {
    if (!existsSync(file)) fail(`${file} is missing${file.startsWith('dist/') ? ': run npm run build first' : ''}`);
  }
  const manifest = JSON.parse(await readFile('package.json', 'utf8'));

  folder = await mkdtemp(path.join(tmpdir(), 'prepverse-production-'));
  await step(`copied package.json, package-lock.json and dist/ into ${folder}`, async () => {
    await Promise.all([
      cp('package.json', path.join(folder, 'package.json')),
      cp('package-lock.json', path.join(folder, 'package-lock.json')),
      cp('dist', path.join(folder, 'dist'), { recursive: true }),
    ]);
  });

  const npmArgs = ['ci', '--omit=dev', '--no-audit', '--no-fund', offline ? '--offline' : '--prefer-offline'];
  await step(`npm ${npmArgs.join(' ')}`, async () => {
    // npm_config_* from an `npm run` around this script would carry its settings (production=false…) in
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    const install = await run('npm', npmArgs, { cwd: folder, env });
    if (install.code !== 0) fail(`npm ci --omit=dev failed (exit ${install.code}):\n${lastLines(install.output)}`);
    const devPresent = Object.keys(manifest.devDependencies ?? {}).filter((name) => existsSync(path.join(folder, 'node_modules', name)));
    const prodMissing = Object.keys(manifest.dependencies ?? {}).filter((name) => !existsSync(path.join(folder, 'node_modules', name)));
    if (prodMissing.length > 0) fail(`npm ci left out dependencies: ${prodMissing.join(', ')}`);
    const devCount = Object.keys(manifest.devDependencies ?? {}).length;
    return (
      `${Object.keys(manifest.dependencies ?? {}).length} dependencies installed, ${devCount - devPresent.length} of ${devCount} devDependencies absent` +
      (devPresent.length > 0 ? ` (present as dependencies of production packages: ${devPresent.join(', ')})` : '')
    );
  });

  const databaseSince = Date.now();
  database = await makeDatabase();
  say(
    database.url
      ? `made a fresh PostgreSQL database, ${database.name} on ${new URL(postgresServer).host} (${seconds(databaseSince)})`
      : `using the embedded database in ${path.join(folder, 'data')} with NODE_ENV left out: ${database.reason}, and NODE_ENV=production requires DATABASE_URL`,
  );

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(database.url ? { NODE_ENV: 'production', DATABASE_URL: database.url } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    WORKERS: '1',
    // a public address: the stand-ins never run here (config.ts), and the real providers' settings are required
    PUBLIC_URL: 'https://prepverse.example',
    SESSION_SECRET: randomBytes(48).toString('base64'),
    GOOGLE_CLIENT_ID: 'ci-production-start.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: randomBytes(24).toString('hex'),
    RAZORPAY_KEY_ID: 'rzp_test_ciproductionstart',
    RAZORPAY_KEY_SECRET: randomBytes(24).toString('hex'),
    RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    DATA_DIR: path.join(folder, 'data'),
    UPLOADS_DIR: path.join(folder, 'uploads'),
    LOG_LEVEL: 'info',
  };

  const health = await step(`node dist/server/main.js answered /api/health on ${baseUrl}`, async () => {
    server = spawn(process.execPath, ['dist/server/main.js'], { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout.on('data', (chunk) => serverOutput.push(chunk));
    server.stderr.on('data', (chunk) => serverOutput.push(chunk));
    return waitForHealth(baseUrl, server, 90_000);
  });
  say(`/api/health: ${JSON.stringify(health)}`);

  await step('GET / answered 200 with the home page', async () => {
    const answer = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(15_000) });
    const type = answer.headers.get('content-type') ?? '';
    const body = await answer.text();
    if (answer.status !== 200) fail(`GET / answered ${answer.status}, not 200`);
    if (!type.startsWith('text/html')) fail(`GET / answered ${type || 'no content type'}, not text/html`);
    if (!/^<!doctype html>/i.test(body.trimStart()) || !body.includes('id="root"')) fail('GET / did not send the app page (no doctype or no #root)');
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '(no title)';
    return `${type}, ${body.length} characters, title "${title}"`;
  });

  await step('/dev/oidc answered 404: no stand-in is mounted', async () => {
    const answer = await fetch(`${baseUrl}/dev/oidc/.well-known/openid-configuration`, { signal: AbortSignal.timeout(15_000) });
    if (answer.status !== 404) fail(`GET /dev/oidc/.well-known/openid-configuration answered ${answer.status}: a stand-in is mounted`);
  });

  await step('stopped the server with SIGTERM', async () => {
    const exit = await stopServer(server);
    server = null;
    if (exit !== 0) fail(`the server exited ${exit} on SIGTERM, not 0`);
    return 'exit 0';
  });

  await cleanUp();
  say(`${keep ? `kept ${folder}` : 'removed the temporary folder'}${database.name ? `, dropped ${database.name}` : ''}`);
  say(`passed in ${seconds(started)}`);
} catch (error) {
  const output = Buffer.concat(serverOutput).toString();
  console.error(`production start: FAILED after ${seconds(started)}: ${error instanceof Failure ? error.message : (error?.stack ?? error)}`);
  if (output) console.error(`the server's last lines:\n${lastLines(output)}`);
  await cleanUp();
  if (keep && folder) console.error(`kept ${folder}`);
  process.exit(1);
}
