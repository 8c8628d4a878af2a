// Pages kept for a whole worker, for the checks that each open one address and read it as it stands
// (axe, the Hindi walks, the route table). A check opens its address by a full navigation, as a
// visitor arriving from a link or the address bar does, in the worker's page for its kind (a size, a
// sign-in, a language): the browser's cache then holds the app's scripts from one check to the next,
// as a visitor's does, where a new context for each check fetched and compiled them again (a fifth
// of the browser suite's time went there).
import type { Browser, BrowserContext, BrowserContextOptions, Page, WorkerInfo } from '@playwright/test';

export interface KeptPages {
  /** The worker's page of this kind, opened with these options the first time the kind is asked for. */
  page(kind: string, options: () => Promise<BrowserContextOptions> | BrowserContextOptions): Promise<Page>;
}

/** A worker-scoped fixture's body: the pages, closed with their contexts when the worker ends. */
export async function keptPages(browser: Browser, use: (pages: KeptPages) => Promise<void>) {
  const contexts: BrowserContext[] = [];
  const pages = new Map<string, Promise<Page>>();
  const open = async (options: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };
  await use({
    page(kind, options) {
      if (!pages.has(kind)) pages.set(kind, Promise.resolve(options()).then(open));
      return pages.get(kind)!;
    },
  });
  await Promise.all(contexts.map((context) => context.close()));
}

/** The options a test's own context would have from its project: the address, the device, the motion. */
export function projectContextOptions(workerInfo: WorkerInfo): BrowserContextOptions {
  const { baseURL, userAgent, viewport, deviceScaleFactor, isMobile, hasTouch, reducedMotion } = workerInfo.project.use;
  return { baseURL, userAgent, viewport, deviceScaleFactor, isMobile, hasTouch, reducedMotion };
}

/**
 * Runs a check in a kept page, then leaves the page on the site's robots.txt, so that nothing on it
 * (the moving marquee) keeps drawing while the worker runs other tests. A page of the same site, not
 * about:blank: leaving the site and coming back starts a new renderer process, with none of the app's
 * scripts compiled, for every check (measured in Debian's Chromium: a navigation cost 1.0 s of
 * processor that way, 0.6 s this way).
 */
export async function checkInKeptPage(page: Page, check: () => Promise<void>) {
  try {
    await check();
  } finally {
    await page.goto('/robots.txt');
  }
}
