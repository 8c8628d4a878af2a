// A learner in the middle of a test, made the way a person gets there: sign in through the local
// stand-in for Google, register for the free demo series, start its first test. The running server
// owns its embedded database, so everything goes over HTTP.
import { SESSION_COOKIE } from '../../src/server/plugins/session-cookie.ts';
import { createBrowserlessClient } from '../../src/test/browserless-client.ts';

const FREE_SERIES = 'GATE CS 2027 Free Starter Series';

export interface ExamSession {
  /** the exam view of the started attempt */
  path: string;
  /** the Cookie header that carries the learner's session */
  cookie: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(baseUrl: string) {
  const browser = createBrowserlessClient(baseUrl);
  const start = await browser.request('/api/auth/google?redirect=/');
  const chooser = await browser.follow(start.headers.get('location') ?? '');
  const action = /<form method="post" action="([^"]+)"/.exec(await chooser.response.text())?.[1];
  if (!action) throw new Error('the local Google stand-in showed no account chooser');
  await browser.follow(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Bench Learner', email: `bench.${Date.now()}@example.com` }).toString(),
  });
  const user = await json<{ id: string }>(await browser.request('/api/auth/session'), 'the session');
  return { browser, userId: user.id };
}

export async function startExamSession(baseUrl: string): Promise<ExamSession> {
  const { browser, userId } = await signIn(baseUrl);
  const post = (url: string, body: unknown) =>
    browser.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const list = await json<{ testSeries: { testSeriesId: string; title: string }[] }>(
    await browser.request('/api/testseries/getAllTestSeries'),
    'the series list',
  );
  const series = list.testSeries.find((item) => item.title === FREE_SERIES);
  if (!series) throw new Error(`the demo content has no series titled ${FREE_SERIES}`);
  const seriesId = series.testSeriesId;
  await json(await post('/api/testseries/enroll', { userId, testSeriesId: seriesId, paymentDetails: { freeTestSeires: true } }), 'enrolment');
  const detail = await json<{ testSeries: { tests: { _id: string }[] } }>(
    await browser.request(`/api/testseries/getActiveTests/${seriesId}/${userId}`),
    'the series detail',
  );
  const testId = detail.testSeries.tests[0]?._id;
  if (!testId) throw new Error(`${FREE_SERIES} has no test`);
  await json(await post('/api/testseries/startTest', { userId, testSeriesId: seriesId, testId }), 'starting the test');

  // only the app's session: the jar also holds the stand-in provider's own cookies
  const session = browser.jar.get(SESSION_COOKIE);
  if (!session) throw new Error('signing in left no session cookie');
  const cookie = `${SESSION_COOKIE}=${session}`;
  return { path: `/givetest/${userId}/${seriesId}/${testId}`, cookie };
}
