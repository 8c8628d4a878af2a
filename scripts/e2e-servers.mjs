// The browser suite's servers (playwright.config.ts), started side by side. Playwright starts the
// entries of its webServer list one after another, and each of ours is a seed and a server start:
// three in a row kept the suite waiting about half a minute before its first test. Here the specs'
// series is seeded once, copied to the servers that want it, and every server starts at once; the
// line `e2e servers ready` on standard output tells Playwright (webServer.wait) that all of them answer.
//
//   E2E_SERVERS='[{ "name", "port", "dataDir", "seeded", "env" }]' node scripts/e2e-servers.mjs
//
// E2E_SERVER_COMMAND and E2E_SEED_COMMAND are the shell commands that start a server and seed its
// database, with the server's settings in the environment. E2E_REUSE=1 (outside CI) leaves servers
// that already answer on every port alone, as Playwright's reuseExistingServer does.
import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const serverCommand = process.env.E2E_SERVER_COMMAND;
const seedCommand = process.env.E2E_SEED_COMMAND;
if (servers.length === 0 || !serverCommand || !seedCommand) {
  console.error('e2e servers: E2E_SERVERS, E2E_SERVER_COMMAND and E2E_SEED_COMMAND are all needed');
  process.exit(2);
}

const STARTUP_MS = 120_000;
const children = new Set();
const healthUrl = (server) => `http://localhost:${server.port}/api/health`;

async function answers(server) {
  try {
    return (await fetch(healthUrl(server), { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`e2e servers: ${message}`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}

/** A shell command with the server's environment; its output goes where ours goes. */
function launch(command, server) {
  const child = spawn(command, { shell: true, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...server.env } });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function finished(child, what) {
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${what} failed (${signal ?? `exit code ${code}`})`))));
  });
}

let ready = false;

async function start(server) {
  const child = launch(serverCommand, server);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? `exit code ${code}`;
    // told at once: the specs on its port fail from here on
    if (ready) console.error(`e2e servers: the ${server.name} server stopped mid-suite (${exited})`);
  });
  const deadline = Date.now() + STARTUP_MS;
  while (!(await answers(server))) {
    if (exited) throw new Error(`the ${server.name} server stopped before it answered (${exited})`);
    if (Date.now() > deadline) throw new Error(`the ${server.name} server did not answer ${healthUrl(server)} within ${STARTUP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const up = await Promise.all(servers.map(answers));
if (up.every(Boolean) && process.env.E2E_REUSE === '1') {
  console.log('e2e servers ready (already running)');
} else {
  const busy = servers.filter((_, index) => up[index]);
  if (busy.length > 0) fail(`something already answers on ${busy.map(healthUrl).join(', ')}: stop it first`);
  try {
    await Promise.all(servers.map((server) => rm(server.dataDir, { recursive: true, force: true })));
    const seeded = servers.filter((server) => server.seeded);
    const starts = servers.filter((server) => !server.seeded).map(start);
    if (seeded.length > 0) {
      // the seed writes the first one's database; the others get a copy before any server opens it
      const [first, ...rest] = seeded;
      await finished(launch(seedCommand, first), `seeding ${first.dataDir}`);
      await Promise.all(rest.map((server) => cp(first.dataDir, server.dataDir, { recursive: true })));
      starts.push(...seeded.map(start));
    }
    await Promise.all(starts);
  } catch (error) {
    fail(error.message);
  }
  ready = true;
  console.log(`e2e servers ready: ${servers.map((server) => `${server.name} on ${server.port}`).join(', ')}`);
}

// Playwright ends the suite by killing this process group, servers and all
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
setInterval(() => {}, 1 << 30);
