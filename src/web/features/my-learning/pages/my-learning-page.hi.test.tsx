// @vitest-environment jsdom
// The dashboard in Hindi (issue 30): chrome, tabs, the series card and the page's title read Hindi.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { EnrolledSeries } from '../../../../shared/api/test-series.ts';
import { buildPerformanceReport } from '../../../../shared/performance-report.ts';
import { appI18n } from '../../../i18n/index.ts';
import { MyLearningPage } from './my-learning-page.tsx';

vi.mock('../components/trend-charts.tsx', () => ({ TrendCharts: () => <p>charts</p> }));

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const SERIES: EnrolledSeries = {
  testSeriesId: '6f1c2d3e-0000-4000-8000-000000000001',
  title: 'GATE CS 2027 Free Starter Series',
  description: '',
  image: null,
  exam: 'GATE CS',
  year: 2027,
  test: 3,
  enrollments: 125000,
  rating: { average: 0, count: 0 },
  enrolledAt: '2025-03-01T10:00:00.000Z',
  source: 'paid',
  hindi: { title: 'GATE CS 2027 मुफ़्त शुरुआती सीरीज़', description: '' },
};

beforeEach(async () => {
  await appI18n.changeLanguage('hi');
  const answers: Record<string, unknown> = {
    '/api/auth/session': USER,
    [`/api/testseries/mylearning/${USER.id}`]: { success: true, enrolledTestSeries: [SERIES], performanceReport: buildPerformanceReport([]) },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = answers[String(input)];
      return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await appI18n.changeLanguage('en');
});

describe('MyLearningPage in Hindi', () => {
  it('shows the dashboard, its tabs and the enrolled series in Hindi, counts grouped the Indian way', async () => {
    const router = createMemoryRouter([{ path: '/mylearning', element: <MyLearningPage /> }], { initialEntries: ['/mylearning'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // the admins' Hindi title, in lang="hi"; no Hindi description, so the card says it has none
    const card = await screen.findByRole('article', { name: 'GATE CS 2027 मुफ़्त शुरुआती सीरीज़' });
    expect(within(card).getByRole('heading', { level: 3 }).getAttribute('lang')).toBe('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरी पढ़ाई');
    expect(screen.getByText('फिर से स्वागत है, Ananya। आपकी टेस्ट सीरीज़ और आपकी प्रगति, एक ही जगह।')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपकी नामांकित टेस्ट सीरीज़' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'मेरा प्रदर्शन' })).toBeTruthy();
    expect(within(card).getByText('कोई विवरण उपलब्ध नहीं')).toBeTruthy();
    expect(within(card).getByText('1,25,000')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'टेस्ट पर जाएँ' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'रसीद डाउनलोड करें' })).toBeTruthy();
    expect(document.title).toBe('मेरी पढ़ाई – Prepverse');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/डैशबोर्ड/);
  });
});
