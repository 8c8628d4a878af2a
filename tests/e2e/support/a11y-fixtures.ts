// The accessibility and keyboard specs' own series and quiz (src/test/e2e-a11y-fixtures.ts puts
// them in the database): no other spec attempts them, and every learner in these specs is new.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const SERIES_TITLE = 'E2E Accessibility Series';
const QUIZ_TITLE = 'E2E Accessibility Quiz';
const PAID_SERIES_TITLE = 'GATE CS 2027 Pro Mock Series';

/** One test per spec: the axe checks take one, the keyboard run the other. */
export const TEST_TITLES = { axe: 'Accessibility Check Test', keyboard: 'Keyboard Run Test' } as const;

/** The ids anyone can see: the accessibility series, a paid demo series (for checkout), the quiz. */
export interface Catalog {
  seriesId: string;
  paidSeriesId: string;
  quizId: string;
}

export interface Ids extends Catalog {
  learnerId: string;
  testId: string;
}

export async function findCatalog(request: APIRequestContext): Promise<Catalog> {
  const list = (await (await request.get('/api/testseries/getAllTestSeries')).json()) as { testSeries: { testSeriesId: string; title: string }[] };
  const seriesId = list.testSeries.find((series) => series.title === SERIES_TITLE)?.testSeriesId;
  const paidSeriesId = list.testSeries.find((series) => series.title === PAID_SERIES_TITLE)?.testSeriesId;
  const week = (await (await request.get('/api/quiz/weekly')).json()) as { thisWeek: { quizzes: { _id: string; title: string }[] } };
  const quizId = week.thisWeek.quizzes.find((quiz) => quiz.title === QUIZ_TITLE)?._id;
  if (!seriesId || !paidSeriesId || !quizId) throw new Error('The accessibility fixtures are missing: did the e2e seed run?');
  return { seriesId, paidSeriesId, quizId };
}

/** Enrols the signed-in learner in the accessibility series (its tests are listed only then) and finds `testTitle`. */
export async function enrolInAccessibilitySeries(page: Page, learnerId: string, catalog: Catalog, testTitle: string): Promise<Ids> {
  const enrolled = await page.request.post('/api/testseries/enroll', {
    data: { userId: learnerId, testSeriesId: catalog.seriesId, paymentDetails: { freeTestSeires: true } },
  });
  expect(enrolled.ok()).toBe(true);
  const detail = (await (await page.request.get(`/api/testseries/getActiveTests/${catalog.seriesId}/${learnerId}`)).json()) as {
    testSeries: { tests: { _id: string; title: string }[] };
  };
  const testId = detail.testSeries.tests.find((item) => item.title === testTitle)?._id;
  if (!testId) throw new Error(`The accessibility series has no ${testTitle}`);
  return { ...catalog, learnerId, testId };
}
