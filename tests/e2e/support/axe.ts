// axe-core against what is on screen: WCAG 2.0, 2.1 and 2.2 at levels A and AA. A serious or
// critical violation fails the test and is printed one line per rule with the offending elements.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING = new Set(['serious', 'critical']);

// The exam's watermark (the learner's e-mail, faint, 100 times, hidden from screen readers) is
// decoration by design: WCAG 1.4.3 exempts text that is pure decoration, which axe cannot tell.
const DECORATION = '[data-watermark]';

/** Waits until no finite animation (a dialog fading in) is running: axe reads colours mid-fade otherwise. */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations ?? 1;
      return iterations === Infinity || animation.playState !== 'running';
    }),
  );
}

export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    at ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${(node.failureSummary ?? '').replace(/\n\s*/g, ' / ')}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now; fails on serious or critical violations, and lists them. */
export async function expectAccessible(page: Page, state: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(DECORATION).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const minor = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (minor.length > 0) {
    await test.info().attach(`minor axe findings: ${state}`, { body: describeViolations(minor), contentType: 'text/plain' });
  }
  expect(
    blocking.map((violation) => `${violation.impact} ${violation.id}`),
    `axe found serious or critical WCAG violations on ${state} (${page.url()}):\n${describeViolations(blocking)}`,
  ).toEqual([]);
}
