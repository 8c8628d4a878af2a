// @vitest-environment jsdom
// The weekly winner's announcement and the quizzes' countdowns in either language (issue 30).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { WeeklyWinner } from '../../shared/api/quiz.ts';
import { appI18n } from '../i18n/index.ts';
import { useCountdownWords } from '../lib/countdown-words.ts';
import { WinnerAnnouncement } from './winner-announcement.tsx';

const WINNER: WeeklyWinner = {
  quizId: 'q1',
  quizTitle: 'GATE CS Weekly Quiz: Data Structures',
  exam: 'GATE',
  name: 'Priya Iyer',
  image: null,
  score: 8.67,
  maxScore: 10,
  announcedAt: '2026-11-23T00:00:00.000Z',
  prizeSeries: { testSeriesId: 's1', title: 'GATE CS 2027 Pro Mock Series' },
};

function show(linkTo: 'prize' | 'weekly-quiz') {
  const router = createMemoryRouter([{ path: '*', element: <WinnerAnnouncement winner={WINNER} linkTo={linkTo} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('region');
}

afterEach(async () => {
  cleanup();
  await appI18n.changeLanguage('en');
});

describe('WinnerAnnouncement', () => {
  it('reads as it always has in English, the prize series a link', () => {
    const section = show('prize');
    expect(section.getAttribute('aria-label')).toBe("Last week's winner");
    expect(section.textContent).toBe(
      "Last week's winner · GATE CS Weekly Quiz: Data StructuresPriya Iyer wins free access to the GATE CS 2027 Pro Mock SeriesRank 1 with 8.67/10",
    );
    expect(screen.getByRole('link', { name: 'GATE CS 2027 Pro Mock Series' }).getAttribute('href')).toMatch(/s1/);
  });

  it("reads Hindi in Hindi, with the link to this week's quizzes", async () => {
    await appI18n.changeLanguage('hi');
    const section = show('weekly-quiz');
    expect(section.getAttribute('aria-label')).toBe('पिछले सप्ताह के विजेता');
    expect(section.textContent).toContain('Priya Iyer को मुफ़्त एक्सेस मिला: GATE CS 2027 Pro Mock Series');
    expect(section.textContent).toContain('8.67/10 के साथ रैंक 1');
    expect(screen.getByRole('link', { name: 'इस सप्ताह के क्विज़ देखें' })).toBeTruthy();
  });
});

describe('useCountdownWords', () => {
  const spans = [2 * 86_400_000 + 4 * 3_600_000 + 59_000, 3 * 3_600_000 + 5 * 60_000, 12 * 60_000 + 9_000, 45_900, -5_000];

  it('stays short at every scale in English', () => {
    const { result } = renderHook(() => useCountdownWords());
    expect(spans.map((ms) => result.current(ms))).toEqual(['2d 4h', '3h 05m', '12m 09s', '45s', '0s']);
  });

  it('names the units in Hindi', async () => {
    await appI18n.changeLanguage('hi');
    const { result } = renderHook(() => useCountdownWords());
    expect(spans.map((ms) => result.current(ms))).toEqual(['2 दिन 4 घंटे', '3 घंटे 05 मिनट', '12 मिनट 09 सेकंड', '45 सेकंड', '0 सेकंड']);
  });
});
