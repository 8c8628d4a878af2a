import { expect, test } from '@playwright/test';
import { enrolInPracticeSeries, signInAsNewLearner, startFromInstructions, testPath } from './support/exam.ts';

declare global {
  interface Window {
    firstClockText?: string;
  }
}

// The attempt starts after the start loader, not under it: the exam's first frame shows the whole
// time limit ('Easy Subject Test' has 20 minutes), not what is left after the loader played.
test('the exam view opens on the full time limit', async ({ page }) => {
  // before any script of the page: the clock's text the first time it is drawn
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const clock = document.querySelector('[data-testid="time-left"]');
      if (clock?.textContent) {
        window.firstClockText = clock.textContent;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const learner = await signInAsNewLearner(page, 'Tara');
  const series = await enrolInPracticeSeries(page, learner);
  await page.goto(testPath(learner, series, 'Easy Subject Test'));
  await startFromInstructions(page);
  const first = await page.evaluate(() => window.firstClockText);
  expect(['20:00', '19:59']).toContain(first);
});
