// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SeriesCard as SeriesCardData } from '../../shared/api/test-series.ts';
import { priceOf } from '../../shared/pricing.ts';
import { SeriesCard } from './series-card.tsx';
import { formatAverage } from './series-stats.tsx';

afterEach(cleanup);

const words = (n: number) => Array.from({ length: n }, (_, index) => `word${index + 1}`).join(' ');

function card(pricePaise: number, discount: number, over: Partial<SeriesCardData> = {}): SeriesCardData {
  return {
    ...priceOf(pricePaise, discount),
    testSeriesId: 's1',
    title: 'GATE CS 2027 Pro Mock Series',
    description: words(25),
    image: null,
    exam: 'GATE CS',
    year: 2027,
    test: 1,
    enrollments: 1234,
    rating: { average: 4.333, count: 3, mine: null },
    ...over,
  };
}

describe('SeriesCard', () => {
  it('shows the final price, the struck-through original and the discount', () => {
    render(<SeriesCard series={card(49900, 40)} action={<button type="button">Enroll Now</button>} />);
    const article = screen.getByRole('article', { name: 'GATE CS 2027 Pro Mock Series' });
    expect(within(article).getByTestId('final-price').textContent).toBe('₹299.40');
    expect(within(article).getByLabelText('Original price ₹499.00')).toBeTruthy();
    expect(within(article).getByText('40% off')).toBeTruthy();
  });

  it('says FREE at 100 % off', () => {
    render(<SeriesCard series={card(29900, 100)} action={null} />);
    expect(screen.getByTestId('final-price').textContent).toBe('FREE');
  });

  it('cuts the description to 20 words and counts tests, rating and enrolments', () => {
    render(<SeriesCard series={card(0, 0)} action={null} />);
    const article = screen.getByRole('article');
    expect(article.textContent).toContain(`${words(20)}...`);
    expect(article.textContent).not.toContain('word21');
    expect(article.textContent).toContain('1 test');
    expect(article.textContent).toContain('4.3 (3)');
    expect(article.textContent).toContain('1,234 enrolled');
  });

  it('shows a Markdown description as plain words', () => {
    render(<SeriesCard series={card(0, 0, { description: 'Linear algebra for **GATE DA**.\n\n- Worked solutions' })} action={null} />);
    expect(screen.getByRole('article').textContent).toContain('Linear algebra for GATE DA. Worked solutions');
  });

  it('opens the whole description with Read more, and has no button for it in a preview', () => {
    const onReadMore = vi.fn();
    render(<SeriesCard series={card(0, 0)} action={null} onReadMore={onReadMore} />);
    // jsdom's name computation drops the space before the hidden words that browsers keep
    fireEvent.click(screen.getByRole('button', { name: /^Read more\s*about GATE CS 2027 Pro Mock Series$/ }));
    expect(onReadMore).toHaveBeenCalledOnce();
    cleanup();

    render(<SeriesCard series={card(0, 0)} action={null} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Read more')).toBeTruthy();
  });
});

describe('formatAverage', () => {
  it('shows one decimal, or that nobody has rated', () => {
    expect(formatAverage(4.333, 3)).toBe('4.3');
    expect(formatAverage(0, 0)).toBe('No ratings yet');
  });
});
