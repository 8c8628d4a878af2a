// Where the Devanagari on a page sits: every Hindi text should be inside a lang="hi" context, so a
// screen reader reads it with a Hindi voice and the Devanagari fonts apply (decision 033).
import type { Page } from '@playwright/test';

/** Devanagari texts on the page whose nearest lang attribute is not Hindi (none expected), and how many there are. */
export async function hindiContexts(page: Page): Promise<{ total: number; outside: string[] }> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let total = 0;
    const outside: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u0900-\u097F]/.test(text)) continue;
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript')) continue;
      total++;
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!lang.startsWith('hi')) outside.push(`${lang || '(none)'}: ${text.trim().slice(0, 60)}`);
    }
    return { total, outside };
  });
}
