// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SeriesDetail } from '../../../../shared/api/test-series.ts';
import { priceOf } from '../../../../shared/pricing.ts';
import { appI18n } from '../../../i18n/index.ts';
import { SignInDialogProvider } from '../../auth/components/sign-in-dialog.tsx';
import { routePatterns, testSeriesDetailPath } from '../../../lib/paths.ts';
import { SERIES_NOT_FOUND, TestSeriesDetailPage } from './test-series-detail-page.tsx';

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const SERIES_ID = '6f1c2d3e-0000-4000-8000-000000000001';
const DETAIL_URL = `/api/testseries/getActiveTests/${SERIES_ID}/${USER.id}`;
const SERIES: SeriesDetail = {
  testSeriesId: SERIES_ID,
  title: 'GATE CS 2027 Free Starter Series',
  description: '',
  image: null,
  exam: 'GATE CS',
  year: 2027,
  test: 0,
  enrollments: 10,
  rating: { average: 0, count: 0, mine: null },
  ...priceOf(0, 0),
  tests: [],
};

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;

beforeEach(() => {
  answers = {
    '/api/auth/session': { status: 200, body: USER },
    [DETAIL_URL]: { status: 200, body: { success: true, enrolled: true, testSeries: SERIES } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)] ?? { status: 404, body: { success: false, code: 'no-such-endpoint', message: 'No such endpoint' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

// not vi.restoreAllMocks(): that would also remove the shared guard's console.error spy
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: routePatterns.testSeriesDetail,
        element: (
          <SignInDialogProvider>
            <TestSeriesDetailPage />
          </SignInDialogProvider>
        ),
      },
      { path: routePatterns.checkout, element: <p>Checkout page</p> },
    ],
    { initialEntries: [testSeriesDetailPath(SERIES_ID)] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('TestSeriesDetailPage', () => {
  it('shows a signed-out visitor the series and its tests, with Sign In to Enroll', async () => {
    answers['/api/auth/session'] = { status: 401, body: { success: false, code: 'not-signed-in', message: 'Please sign in.' } };
    const tests = [
      { _id: 't1', title: 'Easy Subject Test', difficulty: 'easy', timeLimit: 1200, questionCount: 10 },
      { _id: 't2', title: 'GATE Level Test', difficulty: 'hard', timeLimit: 10800, questionCount: 65 },
    ];
    answers[`/api/testseries/summary/${SERIES_ID}`] = { status: 200, body: { success: true, testSeries: { ...SERIES, test: 2, tests } } };
    const router = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SERIES.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Easy Subject Test' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'GATE Level Test' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In to Enroll' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(testSeriesDetailPath(SERIES_ID));
  });

  it('tells an enrolled GATE learner GATE’s rules and names the hard level as the spec does', async () => {
    const tests = [{ _id: 't2', title: 'GATE Level Test', difficulty: 'hard', timeLimit: 10800, questionCount: 65, attempted: false, inProgress: false }];
    const exams = [
      {
        code: 'gate-cs',
        family: 'GATE',
        paperCode: 'CS',
        name: { en: 'GATE CS', hi: 'GATE CS' },
        questionTypes: ['MCQ', 'MSQ', 'NAT'],
        calculator: true,
        marksEach: null,
        mcqWrongShare: 1 / 3,
      },
    ];
    answers[DETAIL_URL] = { status: 200, body: { success: true, enrolled: true, testSeries: { ...SERIES, test: 1, tests, exams } } };
    renderPage();
    expect(await screen.findByRole('heading', { name: /GATE Level Tests/ })).toBeTruthy();
    expect(screen.getByText('A wrong answer costs one third of the question’s marks (33%), as in GATE.')).toBeTruthy();
    expect(screen.getByText('An on-screen scientific calculator and Mark for Review, like exam day.')).toBeTruthy();
  });

  it('tells a UGC NET learner NTA’s rules, never GATE’s, in English and in Hindi', async () => {
    const tests = [
      { _id: 't1', title: 'Easy Subject Test', difficulty: 'easy', timeLimit: 1200, questionCount: 10, attempted: false, inProgress: false },
      { _id: 't2', title: 'UGC NET Paper 1 and Paper 2 Mock', difficulty: 'hard', timeLimit: 10800, questionCount: 150, attempted: false, inProgress: false },
    ];
    const name = { en: 'UGC NET Paper 2', hi: 'UGC NET प्रश्नपत्र 2' };
    const exams = [
      { code: 'ugc-net-cs', family: 'UGC NET', paperCode: 'Paper 2 (87)', name, questionTypes: ['MCQ'], calculator: false, marksEach: 2, mcqWrongShare: 0 },
    ];
    const net = { ...SERIES, title: 'UGC NET Computer Science 2026 Practice Series', exam: 'UGC NET', test: 2, tests, exams };
    answers[DETAIL_URL] = { status: 200, body: { success: true, enrolled: true, testSeries: net } };
    renderPage();
    expect(await screen.findByRole('heading', { name: /UGC NET Level Tests/ })).toBeTruthy();
    const how = screen.getByRole('region', { name: 'How the tests work' });
    expect(how.textContent).toContain('Each question carries 2 marks and a wrong answer costs nothing: there is no negative marking, as in UGC NET.');
    expect(how.textContent).toContain('One section per paper, every question a multiple-choice question with one correct option, as in UGC NET.');
    expect(how.textContent).toContain('no calculator: UGC NET offers none');
    expect(how.textContent).not.toMatch(/GATE|MSQ|NAT|third/);
    cleanup();

    await appI18n.changeLanguage('hi');
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: /UGC NET लेवल टेस्ट/ })).toBeTruthy();
      const hi = screen.getByRole('region', { name: 'टेस्ट कैसे होते हैं' });
      expect(hi.textContent).toContain('कोई नेगेटिव मार्किंग नहीं है');
      expect(hi.textContent).not.toMatch(/GATE|MSQ|NAT/);
    } finally {
      await appI18n.changeLanguage('en');
    }
  });

  it('draws the description as Markdown with its formulas, not as raw ** and $', async () => {
    const description = 'For **GATE CS**, with worked solutions.\n\n- a wrong answer costs $-\\tfrac{1}{3}$';
    answers[DETAIL_URL] = { status: 200, body: { success: true, enrolled: true, testSeries: { ...SERIES, description } } };
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SERIES.title });
    const bold = screen.getByText('GATE CS', { selector: 'strong' });
    const text = bold.closest('.prose-pv');
    expect(text?.textContent).not.toContain('**');
    expect(text?.querySelector('li .katex')).toBeTruthy();
    expect(text?.textContent).not.toContain('$');
  });

  it('sends a learner who is not enrolled to checkout', async () => {
    answers[DETAIL_URL] = {
      status: 403,
      body: { success: false, code: 'not-enrolled', enrolled: false, message: 'Enrol to see its tests.', testSeries: SERIES },
    };
    const router = renderPage();
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/checkout/${USER.id}/${SERIES_ID}`);
  });

  it("says 'Test series not found.' for an unknown series", async () => {
    answers[DETAIL_URL] = { status: 404, body: { success: false, code: 'not-found', message: 'Test series not found.' } };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SERIES_NOT_FOUND })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all test series' }).getAttribute('href')).toBe('/testseries');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('does not take any 403 for a missing enrolment', async () => {
    answers[DETAIL_URL] = { status: 403, body: { success: false, code: 'cross-site', message: 'This request came from another site.' } };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Failed to fetch test series.' })).toBeTruthy();
    expect(screen.getByText('Error fetching test series: This request came from another site.')).toBeTruthy();
    // a refusal: asking again gets the same answer
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  describe('rating', () => {
    const rate = async (answer: Answer) => {
      answers['/api/testseries/rating'] = answer;
      renderPage();
      fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    };

    it('shows a saved rating in green', async () => {
      await rate({ status: 200, body: { success: true, rating: { average: 4, count: 1, mine: 4 }, message: 'Thanks! Your rating has been saved.' } });
      const message = await screen.findByText('Thanks! Your rating has been saved.');
      expect(message.getAttribute('data-tone')).toBe('success');
    });

    it('shows a refused rating in red even when its words would read as green', async () => {
      await rate({ status: 401, body: { success: false, code: 'not-signed-in', message: 'Sign in first.' } });
      const message = await screen.findByText('Please log in to rate.');
      expect(message.getAttribute('data-tone')).toBe('error');
    });

    it('says the same in Hindi, green or red as the English words say', async () => {
      await appI18n.changeLanguage('hi');
      try {
        answers['/api/testseries/rating'] = {
          status: 200,
          body: { success: true, rating: { average: 4, count: 1, mine: 4 }, message: 'Your rating has been updated.' },
        };
        renderPage();
        fireEvent.click(await screen.findByRole('radio', { name: '4 स्टार' }));
        expect((await screen.findByText('आपकी रेटिंग बदल दी गई है।')).getAttribute('data-tone')).toBe('success');
        cleanup();

        answers['/api/testseries/rating'] = {
          status: 403,
          body: { success: false, code: 'rating-needs-enrolment', message: 'Rating failed: only learners enrolled in this test series can rate it.' },
        };
        renderPage();
        fireEvent.click(await screen.findByRole('radio', { name: '4 स्टार' }));
        const refused = await screen.findByText('रेटिंग नहीं हो सकी: इस टेस्ट सीरीज़ में नामांकित विद्यार्थी ही इसे रेट कर सकते हैं।');
        expect(refused.getAttribute('data-tone')).toBe('error');
      } finally {
        await appI18n.changeLanguage('en');
      }
    });
  });
});
