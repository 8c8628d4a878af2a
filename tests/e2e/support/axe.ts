// axe-core against what is on screen: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and landmark-unique
// (two regions with one name cannot be told apart in a reader's list of landmarks). Any violation,
// whatever its impact, fails the test and is printed one line per rule with the offending elements.
// Nothing on the page is excluded: decoration is hidden from assistive technology in the page itself.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import type { AnimationClock } from './animation-clock.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rules outside the WCAG tags that the walk holds the site to as well. */
export const EXTRA_RULES = ['landmark-unique'];

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

/**
 * Runs axe on the page as it is now; fails on any violation, and lists them. A page whose animations'
 * clock a check holds (animation-clock.ts) has it run until the finite animations have ended, and
 * held again while axe reads.
 */
export async function expectAccessible(page: Page, state: string, clock?: AnimationClock) {
  await clock?.run();
  await settle(page);
  await clock?.hold();
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself, into whose frames AxeBuilder injects axe too: its default instead
    // runs axe.runPartial in each frame and then axe.finishRun in a new blank page, a renderer process
    // started and axe loaded again for every check (measured in Debian's Chromium: 16 checks took
    // 46 s of processor, 36 s this way). What the default adds is frames of another origin, and the
    // pages checked here have none: the payment and sign-in stand-ins are pages of this site.
    .setLegacyMode(true)
    // only the violations come back: axe checks every rule on every element all the same, and skips
    // writing out the thousands of passes (each with a selector and its HTML) that no one reads here
    .options({ resultTypes: ['violations'], rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.impact} ${violation.id}`),
    `axe found WCAG violations on ${state} (${page.url()}):\n${describeViolations(results.violations)}`,
  ).toEqual([]);
}
