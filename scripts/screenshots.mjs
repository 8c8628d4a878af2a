// Takes phone- and desktop-sized screenshots of pages of a running Prepverse, for a person to look at.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
// A path may carry '@signed-in' to sign in (as the first demo learner) first, e.g. /mylearning@signed-in.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/login', '/terms', '/notification', '/admin', '/testseries', '/no-such-page'];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
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
});

async function signInAsDemoLearner(page) {
  await page.goto(`${baseUrl}/login?redirect=/`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page
    .getByRole('button', { name: /^Continue as / })
    .first()
    .click();
  await page.waitForURL(`${baseUrl}/`);
}

for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  let signedIn = false;
  for (const entry of pages) {
    const [path, flag] = entry.split('@');
    if (flag === 'signed-in' && !signedIn) {
      await signInAsDemoLearner(page);
      signedIn = true;
    }
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const file = `${outDir}/${name}${path.replace(/[^a-zA-Z0-9]+/g, '_') || '_'}.png`;
    // phones: the first two screens, at a size a person can read
    const clip = name === 'phone' ? { x: 0, y: 0, width: viewport.width, height: viewport.height * 2 } : undefined;
    await page.screenshot({ path: file, fullPage: true, clip });
    console.log(file);
  }
  await context.close();
}
await browser.close();
