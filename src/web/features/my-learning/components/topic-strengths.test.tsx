// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildPerformanceReport } from '../../../../shared/performance-report.ts';
import { toTopicStrength, type PracticeLink, type TopicFigures } from '../../../../shared/topic-strengths.ts';
import { TOPICS_SHOWN_FIRST, TopicStrengths } from './topic-strengths.tsx';

const USER_ID = 'user-1';

const figures = (topic: string, answered: number, correct: number, extra: Partial<TopicFigures> = {}): TopicFigures => ({
  topicId: `id-${topic}`,
  topic,
  subject: 'Algorithms',
  seen: answered + 1,
  answered,
  correct,
  timed: 0,
  seconds: 0,
  ...extra,
});

const enrolledTest: PracticeLink = { seriesId: 'series-mine', seriesTitle: 'GATE CS Mocks', testId: 'test-2', testTitle: 'Full Subject Test' };
const freeSeries: PracticeLink = { seriesId: 'series-free', seriesTitle: 'Free Starter Series', testId: null, testTitle: null };

/** The topics as the report carries them: ranked by the shared rule, whatever order they come in. */
const ranked = (...topics: ReturnType<typeof toTopicStrength>[]) => buildPerformanceReport([], topics).topics;

function renderTopics(topics = ranked()) {
  render(
    <MemoryRouter>
      <TopicStrengths topics={topics} userId={USER_ID} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Strengths and Weaknesses by Topic' });
}

afterEach(cleanup);

describe('TopicStrengths', () => {
  const topics = ranked(
    toTopicStrength(figures('Sorting', 4, 4, { timed: 2, seconds: 80 })),
    toTopicStrength(figures('Probability', 1, 1, { subject: 'Aptitude' })),
    toTopicStrength(figures('Graphs', 3, 1, { timed: 4, seconds: 190 }), [enrolledTest, freeSeries]),
  );

  it('lists the weakest topic first in the table, with its figures and where to practise it', () => {
    renderTopics(topics);
    const table = screen.getByRole('table', { name: 'Topics, weakest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['GraphsAlgorithms', 'SortingAlgorithms']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3 of 4', '1', '33.33%', '48 s', 'Take Full Subject Test (GATE CS Mocks)Free Starter Series']);
    expect(within(rows[0]!).getByRole('link', { name: 'Take Full Subject Test (GATE CS Mocks)' }).getAttribute('href')).toBe(
      `/givetest/${USER_ID}/series-mine/test-2`,
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Free Starter Series' }).getAttribute('href')).toBe('/testseriesdetail/series-free');
  });

  it('lists the topics with too few answers to judge under their own heading, not last among the weakest', () => {
    const section = renderTopics(topics);
    expect(within(section).getByRole('heading', { name: 'Too few to judge' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Topics too few to judge' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader').textContent).toBe('ProbabilityAptitude');
    // one answer is too few to judge; no time known is a dash; nowhere to practise is a dash
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1 of 2', '1', '100.00%Too few to judge', '—', '—']);
  });

  it('shows the same topics as cards for a phone', () => {
    renderTopics(topics);
    // the list's own items, not the practise links' inside them
    const topicCards = [
      ...screen.getByRole('list', { name: 'Topics, weakest first' }).children,
      ...screen.getByRole('list', { name: 'Topics too few to judge' }).children,
    ] as HTMLElement[];
    expect(topicCards.map((card) => card.querySelector('p')?.textContent)).toEqual(['GraphsAlgorithms', 'SortingAlgorithms', 'ProbabilityAptitude']);
    const figuresOf = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(figuresOf(topicCards[0]!)).toEqual(['Answered: 3 of 4', 'Correct: 1', 'Time per question: 48 s']);
    expect(figuresOf(topicCards[2]!)).toEqual(['Answered: 1 of 2', 'Correct: 1', 'Time per question: —']);
    expect(topicCards[2]!.textContent).toContain('Too few to judge');
    expect(within(topicCards[0]!).getByRole('link', { name: 'Free Starter Series' }).getAttribute('href')).toBe('/testseriesdetail/series-free');
    expect(topicCards[1]!.textContent).toContain('100.00%');
    expect(figuresOf(topicCards[1]!)).toContain('Time per question: 40 s');
  });

  it(`shows the ${TOPICS_SHOWN_FIRST} weakest topics until asked for all`, () => {
    const many = ranked(...Array.from({ length: TOPICS_SHOWN_FIRST + 2 }, (_, i) => toTopicStrength(figures(`Topic ${String(i).padStart(2, '0')}`, 5, i % 5))));
    renderTopics(many);
    const table = screen.getByRole('table', { name: 'Topics, weakest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(TOPICS_SHOWN_FIRST + 1);
    fireEvent.click(screen.getByRole('button', { name: `Show all ${TOPICS_SHOWN_FIRST + 2} topics` }));
    expect(within(table).getAllByRole('row')).toHaveLength(TOPICS_SHOWN_FIRST + 3);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('asks for a test when there is no topic yet', () => {
    const section = renderTopics();
    expect(within(section).getByText('Take a test to see your topics.')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
