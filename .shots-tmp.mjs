// node .shots-tmp.mjs http://localhost:PORT /tmp/shots  (run from the repo root)
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
const [base, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

async function signedIn(viewport, who) {
  const context = await browser.newContext({ baseURL: base, viewport });
  await context.addCookies([{ name: 'lang', value: 'hi', url: base }]);
  const page = await context.newPage();
  await page.goto('/login?redirect=%2Fmylearning');
  await page.getByRole('button', { name: /Google/ }).click();
  if (who) await page.getByRole('button', { name: `Continue as ${who}` }).click();
  else {
    const tag = Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
    await page.getByLabel('Full name').fill(`Neha Test ${tag.slice(-4)}`);
    await page.getByLabel('E-mail').fill(`neha.${tag}@example.com`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await page.waitForURL(/mylearning/);
  return page;
}
async function shot(page, name) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log('shot', name);
}
for (const [size, viewport] of Object.entries(sizes)) {
  const page = await signedIn(viewport, 'Aarav Sharma');
  for (const [name, path] of [['landing', '/hi'], ['catalogue', '/hi/testseries'], ['dashboard', '/mylearning'], ['performance', '/mylearning?tab=performance'], ['account', '/userdetail'], ['quiz', '/hi/weeklyquiz'], ['notifications', '/hi/notification']]) {
    await page.goto(path);
    await shot(page, `${size}-${name}`);
  }
  // a result: the first "result" link on the dashboard's enrolled series
  await page.goto('/mylearning?tab=performance');
  const resultLink = page.locator('a[href*="/givetest/"]').first();
  if (await resultLink.count()) {
    await resultLink.click();
    await shot(page, `${size}-result`);
  } else console.log('no result link');
  await page.context().close();
}
// the bilingual exam: a new learner buys the UGC NET series and opens the Paper 1 mock in Hindi
{
  const page = await signedIn(sizes.phone);
  const list = await (await page.request.get('/api/testseries/getAllTestSeries')).json();
  const net = list.testSeries.find((s) => s.title.startsWith('UGC NET'));
  const me = await (await page.request.get('/api/auth/session')).json();
  await page.goto(`/checkout/${me.id}/${net.testSeriesId}`);
  await shot(page, 'phone-checkout');
  await page.getByRole('button', { name: /₹/ }).first().click();
  await page.getByRole('dialog', { name: 'Prepverse' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForTimeout(3000);
  const detail = await (await page.request.get(`/api/testseries/getActiveTests/${net.testSeriesId}/${me.id}`)).json();
  const mock = detail.testSeries.tests.find((t) => t.title === 'UGC NET Paper 1 Mock Test');
  await page.goto(`/givetest/${me.id}/${net.testSeriesId}/${mock._id}`);
  await shot(page, 'phone-instructions');
  await page.locator('input[type=checkbox]').first().check();
  await page.getByRole('button').filter({ hasText: /शुरू|Start/ }).last().click();
  await page.locator('#question-heading').waitFor({ timeout: 20000 });
  await shot(page, 'phone-exam');
  await page.setViewportSize(sizes.desktop);
  await shot(page, 'desktop-exam');
}
await browser.close();
