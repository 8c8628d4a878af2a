import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until its script has taken it over (lazy-page.ts marks the document): a
 * server-rendered page shows its buttons and fields before they answer, and a click made before is
 * lost.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-ready]')).toBeAttached();
}
