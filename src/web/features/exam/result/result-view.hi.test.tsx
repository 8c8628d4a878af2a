// @vitest-environment jsdom
// The result in Hindi (issue 30): the chrome, the rank words and the review read Hindi; the numbers keep their digits.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { appI18n } from '../../../i18n/index.ts';
import { rankWords } from '../../../../shared/exam/standing.ts';
import { testResult } from './exam-result.ts';
import { ResultView } from './result-view.tsx';
import { attemptedFixture } from './result-view.fixture.ts';

beforeAll(() => import('./question-review.tsx'), 30_000);
beforeEach(async () => {
  await appI18n.changeLanguage('hi');
});
afterEach(async () => {
  cleanup();
  await appI18n.changeLanguage('en');
});

function renderResult(kind: 'test' | 'quiz' = 'test') {
  return render(
    <MemoryRouter>
      <ResultView result={testResult(attemptedFixture())} kind={kind} />
    </MemoryRouter>,
  );
}

describe('ResultView in Hindi', () => {
  it('heads the page and sums up score, rank, percentile and category in Hindi', () => {
    renderResult();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('टेस्ट प्रदर्शन विश्लेषण');
    const summary = within(screen.getByRole('region', { name: 'सारांश' }));
    expect(summary.getByText('4.33/12')).toBeTruthy();
    expect(summary.getByText('41 में रैंक 3')).toBeTruthy();
    expect(summary.getByText('अन्य परीक्षार्थियों में से 92.68% से आगे, बराबरी वालों को आधा गिनकर')).toBeTruthy();
    expect(summary.getByText('सुधार की ज़रूरत').getAttribute('data-category')).toBe('needs_improvement');
    expect(summary.getByText('यह कैसे निकाला जाता है?')).toBeTruthy();
    expect(screen.getByText(/^जमा किया: /)).toBeTruthy();
    // the server's English rank words are untouched
    expect(rankWords(3, 41)).toBe('Rank 3 of 41');
  });

  it('names the metrics and the review in Hindi, and filters by outcome', async () => {
    renderResult();
    const metrics = within(screen.getByRole('list', { name: 'आँकड़े' }));
    expect(metrics.getByText('सटीकता')).toBeTruthy();
    expect(metrics.getAllByText(/^\d+ प्रश्नों में से$/).length).toBeGreaterThan(0);
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(screen.getByRole('article', { name: 'प्रश्न 1' })).toBeTruthy();
    const filters = within(screen.getByRole('group', { name: 'प्रश्न दिखाएँ' }));
    await act(async () => {
      fireEvent.click(filters.getByRole('button', { name: /^गलत/ }));
    });
    expect(screen.getAllByRole('article').every((article) => article.getAttribute('data-status') === 'incorrect')).toBe(true);
    expect(screen.getAllByRole('button', { name: /इस प्रश्न की रिपोर्ट करें/ }).length).toBeGreaterThan(0);
  });

  it('says what each MSQ option was and why an MSQ or NAT answer earned what it did, in Hindi', async () => {
    renderResult();
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    const question = (number: number) => screen.getByRole('article', { name: `प्रश्न ${number}` });
    const answerLines = (number: number) =>
      Array.from(
        within(question(number))
          .getByRole('group', { name: `प्रश्न ${number} का आपका उत्तर` })
          .querySelectorAll('p'),
      ).map((line) => line.textContent);
    const rows = within(within(question(6)).getByRole('list', { name: 'प्रश्न 6 के विकल्प' })).getAllByRole('listitem');
    // the learner chose A and B; the key is A and C (the options' own text stays as written)
    expect(rows.map((row) => row.textContent)).toEqual([
      'AMerge sortसही विकल्पचुना गया',
      'BQuicksortचुना गया, सही नहीं',
      'CInsertion sortसही विकल्पछूट गया',
      'DHeapsort',
    ]);
    expect(answerLines(6)).toEqual([
      'आपका उत्तर: A, B · सही: A, C',
      'गलत: आपसे C छूट गया और आपने B चुना, जो सही नहीं है। अंक तभी मिलते हैं जब ठीक-ठीक सभी सही विकल्प चुने गए हों।',
    ]);
    expect(answerLines(7)).toEqual(['आपका उत्तर: A, B, D · सही: A, B, D', 'सही: ठीक-ठीक सभी सही विकल्प।']);
    expect(answerLines(3)).toEqual(['आपका उत्तर: 2.5 · स्वीकृत: 2.45 से 2.55', 'सही: स्वीकृत सीमा के भीतर।']);
    expect(answerLines(8)).toEqual(['आपका उत्तर: 16 · स्वीकृत: 15', 'गलत: स्वीकृत सीमा के बाहर।']);
    // each question's type by its Hindi name, for the tooltip and a screen reader
    expect(within(question(6)).getByTitle('बहु-चयन (एक या अधिक उत्तर)').textContent).toContain('MSQ');
    expect(within(question(3)).getByTitle('संख्यात्मक उत्तर').textContent).toContain('NAT');
  });
});
