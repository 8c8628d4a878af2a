// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LatestWinner } from './latest-winner.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(lastWinner: unknown) {
  const body = { success: true, serverTime: Date.now(), exams: [], thisWeek: { startsAt: '', endsAt: '', quizzes: [] }, pastWeeks: [], lastWinner };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LatestWinner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LatestWinner', () => {
  it("announces last week's rank 1 with name and picture, linking to the weekly quizzes", async () => {
    renderWith({
      quizId: 'q0',
      quizTitle: 'GATE CS Weekly 0',
      exam: 'GATE',
      name: 'Priya Iyer',
      image: '/avatars/priya.svg',
      score: 8.67,
      maxScore: 10,
      announcedAt: '2026-11-22T18:46:00Z',
      prizeSeries: { testSeriesId: 's9', title: 'GATE CS 2027 Pro Mock Series' },
    });
    const region = within(await screen.findByRole('region', { name: "Last week's winner" }));
    expect(region.getByText('Priya Iyer', { exact: false }).textContent).toContain('wins free access to the GATE CS 2027 Pro Mock Series');
    // the picture's alt is empty: the name is printed beside it
    expect(screen.getByRole('region', { name: "Last week's winner" }).querySelector('img')?.getAttribute('src')).toBe('/avatars/priya.svg');
    expect(region.getByRole('link', { name: "See this week's quizzes" }).getAttribute('href')).toBe('/weeklyquiz');
  });

  it('shows nothing before there is a winner', async () => {
    renderWith(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: "Last week's winner" })).toBeNull();
  });
});
