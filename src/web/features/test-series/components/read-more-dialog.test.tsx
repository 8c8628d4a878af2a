// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SeriesCard } from '../../../../shared/api/test-series.ts';
import { priceOf } from '../../../../shared/pricing.ts';
import { SeriesCard as Card } from '../../../components/series-card.tsx';
import { ReadMoreDialog } from './read-more-dialog.tsx';

afterEach(cleanup);

const series: SeriesCard = {
  ...priceOf(0, 0),
  testSeriesId: 's1',
  title: 'GATE DA 2027: Foundations',
  description: 'Probability for **GATE Data Science & AI**.\n\n- a wrong answer costs $-\\tfrac{1}{3}$',
  image: null,
  exam: 'GATE DA',
  year: 2027,
  test: 1,
  enrollments: 3,
  rating: { average: 0, count: 0, mine: null },
};

describe('a series description written in Markdown', () => {
  it('is drawn, bold and formula, in the Read more dialog', async () => {
    render(
      <MemoryRouter>
        <ReadMoreDialog series={series} action={{ kind: 'detail', label: 'Attempt', path: '/x' }} ready onEnrol={vi.fn()} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: series.title });
    const bold = await screen.findByText('GATE Data Science & AI', { selector: 'strong' }, { timeout: 5000 });
    expect(dialog.contains(bold)).toBe(true);
    expect(dialog.querySelector('li .katex')).toBeTruthy();
    expect(dialog.textContent).not.toContain('**');
  });

  it('reads as its words on a card, formulas as text', () => {
    render(<Card series={series} action={null} />);
    const card = screen.getByRole('article', { name: series.title });
    expect(card.textContent).toContain('Probability for GATE Data Science & AI. a wrong answer costs −1/3');
    expect(card.textContent).not.toMatch(/\*\*|\$|\\tfrac/);
  });
});
