// Lighthouse 12 with its defaults (a mid-range phone: mobile emulation, simulated slow 4G and a
// 4x slower CPU) in Debian's Chromium, never a downloaded browser.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** what the largest contentful paint was, to know what to speed up */
  lcpElement: string;
}

interface LcpElementDetails {
  items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[];
}

function lcpElementOf(details: unknown): string {
  const node = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  return node?.snippet?.slice(0, 100) ?? node?.selector ?? 'unknown';
}

/** One Lighthouse run of `url`; `cookie` rides on every request the page makes. */
async function runOnce(port: number, url: string, cookie?: string): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_WEB_REPORTS=dir keeps each run's full report, to open in Lighthouse's viewer
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    await mkdir(reports, { recursive: true });
    await writeFile(path.join(reports, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

// Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) on a page that loaded fine: a broken page
// fails every try
async function withRetries<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries) throw error;
      console.warn(`  retrying: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** `runs` Lighthouse runs of `url`, the median by performance score (single runs vary by a few points). */
export async function lighthouseMedian(url: string, runs: number, cookie?: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  try {
    const results: LighthouseScores[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await withRetries(() => runOnce(chrome.port, url, cookie)));
    results.sort((a, b) => a.performance - b.performance);
    return results[Math.floor(results.length / 2)]!;
  } finally {
    chrome.kill();
  }
}
