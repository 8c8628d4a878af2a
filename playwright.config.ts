import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The end-to-end suite runs the built server (npm run build first) on its own port and a fresh
// embedded database, and drives Debian's Chromium: Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `prepverse-e2e-${port}`);
const adsPort = port + 1;
const adsBaseURL = `http://localhost:${adsPort}`;
const adsDataDir = path.join(os.tmpdir(), `prepverse-e2e-${adsPort}`);
const adminPort = port + 2;
const adminBaseURL = `http://localhost:${adminPort}`;
const adminDataDir = path.join(os.tmpdir(), `prepverse-e2e-${adminPort}`);
// E2E_FROM_SOURCE=1 runs the server from source and E2E_WEB_DIR points at a separate web build,
// so several people can run the suite side by side without sharing dist/
const serverCommand = process.env.E2E_FROM_SOURCE
  ? 'node_modules/.bin/tsx --import ./scripts/no-styles/register.mjs src/server/main.ts'
  : 'node dist/server/main.js';
// the specs' own series goes into the fresh database first: the server never loads test content
const seedCommand = 'node_modules/.bin/tsx src/test/e2e-seed.ts';

function serverEnv(serverPort: number, serverDataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(serverPort),
    PUBLIC_URL: `http://localhost:${serverPort}`,
    DATA_DIR: serverDataDir,
    LOG_LEVEL: 'warn',
    ...(process.env.E2E_WEB_DIR ? { PREPVERSE_WEB_DIR: process.env.E2E_WEB_DIR } : {}),
  };
}

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // three on a 2-core machine: several specs mostly wait on a clock (a quiz closing, a minute
  // offline), and a third worker keeps the processor busy meanwhile (measured: 464 s with three, 544 s
  // with two; decision 041); E2E_WORKERS to try another count
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.ci-reports/playwright.json' }]] : 'list',
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    // a trace costs each test about a third more time on a 2-core machine, and CI keeps no files:
    // there the report's error and screenshot path are what is read (E2E_TRACE=1 records them anyway)
    trace: process.env.CI && !process.env.E2E_TRACE ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Headless Chromium composites in software: the site's marquee, moving on every site page, kept
    // a third of a core busy for each page open (0.3 to 0.4 s of processor a second, measured), and
    // the suite is bound by the processor. The specs run as a visitor who prefers reduced motion
    // (the site then stills it); accessibility.spec.ts checks the pages with motion, as most visitors
    // see them, and the marquee's movement and its Pause button.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      // its own server on PostgreSQL, which it kills and cuts off from the database (support/fault-server.ts);
      // first, so that its minutes of waiting (a minute offline, ten seconds cut off) overlap the others
      name: 'faults',
      testMatch: /faults\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch },
    },
    {
      // publishes series and questions of its own, so it has a server and a database of its own: the
      // learners' specs count the listing on theirs, and both projects run side by side, this one
      // first: its journeys are the longest, and started last they were the suite's tail
      name: 'admin',
      testMatch: /admin.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: adminBaseURL, viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch },
    },
    {
      name: 'desktop',
      testIgnore: [/admin.*\.spec\.ts$/, /ads\.spec\.ts$/, /faults\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch },
    },
    {
      name: 'ads',
      testMatch: /ads\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: adsBaseURL, launchOptions: chromiumLaunch },
    },
  ],
  // the three servers start side by side (scripts/e2e-servers.mjs): the learners' specs', the admin
  // project's (its own database with the same specs' series: it publishes series and questions of its
  // own, and the learners' specs count the listing on theirs), and the ads project's (a publisher id,
  // its ad network the local stand-in)
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    wait: { stdout: /^e2e servers ready/m },
    timeout: 180_000,
    env: {
      E2E_SERVER_COMMAND: serverCommand,
      E2E_SEED_COMMAND: seedCommand,
      ...(process.env.CI ? {} : { E2E_REUSE: '1' }),
      E2E_SERVERS: JSON.stringify([
        { name: 'learners', port, dataDir, seeded: true, env: serverEnv(port, dataDir) },
        { name: 'admin', port: adminPort, dataDir: adminDataDir, seeded: true, env: serverEnv(adminPort, adminDataDir) },
        {
          name: 'ads',
          port: adsPort,
          dataDir: adsDataDir,
          seeded: false,
          env: { ...serverEnv(adsPort, adsDataDir), ADS_CLIENT_ID: 'ca-pub-1234567890123456' },
        },
      ]),
    },
  },
});
