import { describe, expect, it } from 'vitest';
import { BUDGETED_PAGES } from '../../../scripts/first-load-budget.mjs';
import { allPageSources } from './lazy-page.ts';
import { pageModules } from './ssr/render.tsx';

describe('lazy pages', () => {
  it('name the very file each one loads, so the server preloads the right chunk', async () => {
    const sources = allPageSources();
    expect(sources.length).toBeGreaterThan(30);
    for (const { module, load } of sources) {
      expect(await load()).toBe(await import(`../${module}`));
    }
  });

  it('are found for a path: the page, and the admin area around an admin page', () => {
    expect(pageModules('/')).toEqual(['features/landing/pages/landing-page.tsx']);
    expect(pageModules('/TestSeries')).toEqual(['features/test-series/pages/test-series-page.tsx']);
    expect(pageModules('/givetest/u/s/t')).toEqual(['features/exam/pages/take-test-page.tsx']);
    expect(pageModules('/admin/questions')).toEqual(['features/admin/shell/admin-area.tsx', 'features/admin/questions/pages/question-list-page.tsx']);
  });

  it("are the modules the build's first-load budget checks each page by, Hindi addresses included", () => {
    for (const page of BUDGETED_PAGES) expect(pageModules(page.path), page.path).toEqual([page.module]);
  });
});
