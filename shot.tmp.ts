import { chromium } from '@playwright/test';
const base = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]] as const) {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const path of process.argv.slice(3)) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shot-${name}${path.replace(/\W+/g, '_')}.png`, fullPage: false });
  }
  console.log(name, 'errors:', errors.slice(0, 5));
  await page.close();
}
await browser.close();
