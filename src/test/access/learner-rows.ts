// The access table's public and learner routes. A request names the owner's things (their user id,
// attempt, order); every other caller sends the very same request and must be refused or answered
// with their own data, never the owner's.
import { createHmac } from 'node:crypto';
import { everyone, one, ownerOnly, signedIn, type AccessRow, type Expected } from './table.ts';
import type { Scene } from './scene.ts';
import type { World } from './world.ts';

const answers = { answers: {} };

export function learnerRows(world: World, webhookSecret: string): AccessRow[] {
  const { freeSeries, tests, quiz } = world;
  const easyTest = tests['Easy Subject Test']!;
  const ownerId = async (s: Scene) => (await s.owner()).id;
  const get = (what: string, path: (s: Scene) => Promise<string> | string, expect: Expected) => one(what, async (s) => ({ url: await path(s) }), expect);
  const post = (what: string, url: string, body: (s: Scene) => Promise<Record<string, unknown>>, expect: Expected) =>
    one(what, async (s) => ({ url, payload: await body(s) }), expect);

  return [
    // signing in and out, and the account page
    { method: 'GET', url: '/api/auth/google', cases: get('start a Google sign-in', () => '/api/auth/google?redirect=/mylearning', everyone(302)) },
    // without the flow cookie of a sign-in started here, the callback sends the browser back to /login
    { method: 'GET', url: '/api/auth/google/callback', cases: get('finish a Google sign-in', () => '/api/auth/google/callback?code=x&state=y', everyone(302)) },
    { method: 'GET', url: '/api/auth/session', cases: get('read who is signed in', () => '/api/auth/session', signedIn()) },
    { method: 'POST', url: '/api/auth/logout', cases: one('sign out', async () => ({ url: '/api/auth/logout' }), everyone(200)) },
    { method: 'GET', url: '/api/account/profile', cases: get('read my profile', () => '/api/account/profile', signedIn()) },
    {
      method: 'POST',
      url: '/api/account/profile',
      cases: post('update my profile', '/api/account/profile', async () => ({ phone: '+91 98765 43210', targetExam: 'GATE CS', targetYear: 2027 }), signedIn()),
    },
    // anyone may send the switch's choice; it is kept on the caller's own account only
    { method: 'POST', url: '/api/account/language', cases: post('keep my language', '/api/account/language', async () => ({ language: 'hi' }), everyone(200)) },
    { method: 'GET', url: '/api/account/payments', cases: get('list my payments', () => '/api/account/payments', signedIn()) },
    { method: 'GET', url: '/api/account/export', cases: get('download my data', () => '/api/account/export', signedIn()) },
    {
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      cases: one('sign out everywhere', async () => ({ url: '/api/account/sign-out-everywhere' }), signedIn()),
    },
    // the owner's e-mail confirms the owner's deletion; typed by anyone else it confirms nothing, and
    // staff are refused before that: a god takes the role away first (issue 39)
    {
      method: 'POST',
      url: '/api/account/delete',
      cases: post('delete my account', '/api/account/delete', async (s) => ({ email: (await s.owner()).email }), {
        ...ownerOnly(400),
        creator: 409,
        master: 409,
        god: 409,
      }),
    },

    // the site, its pages and notices: public
    { method: 'GET', url: '/api/site', cases: get('read the site settings', () => '/api/site', everyone(200)) },
    { method: 'GET', url: '/api/health', cases: get('check health', () => '/api/health', everyone(200)) },
    // the API described: its OpenAPI document and the page that reads it out; everyone gets one, only
    // staff the admin operations in it (api-docs/openapi.test.ts holds the content to that)
    { method: 'GET', url: '/api/openapi.json', cases: get('read the OpenAPI document', () => '/api/openapi.json', everyone(200)) },
    { method: 'GET', url: '/api/docs', cases: get('read the API documentation', () => '/api/docs', everyone(200)) },
    // a load balancer's checks: no session, nothing of anyone's
    { method: 'GET', url: '/healthz', cases: get('check the process is up', () => '/healthz', everyone(200)) },
    { method: 'GET', url: '/readyz', cases: get('check the instance is ready', () => '/readyz', everyone(200)) },
    { method: 'GET', url: '/sitemap.xml', cases: get('read the sitemap', () => '/sitemap.xml', everyone(200)) },
    { method: 'GET', url: '/robots.txt', cases: get('read robots.txt', () => '/robots.txt', everyone(200)) },
    { method: 'GET', url: '/uploads/:name', cases: get('see an uploaded image', () => world.image, everyone(200)) },
    { method: 'GET', url: '/api/pages/:slug', cases: get('read a site page', () => '/api/pages/about', everyone(200)) },
    { method: 'GET', url: '/api/notifications', cases: get('list notifications', () => '/api/notifications', everyone(200)) },
    { method: 'GET', url: '/api/notifications/unread/count', cases: get('count unread notifications', () => '/api/notifications/unread/count', signedIn()) },
    { method: 'GET', url: '/api/notifications/:slug', cases: get('read a notification', () => `/api/notifications/${world.notice}`, everyone(200)) },
    {
      method: 'POST',
      url: '/api/notifications/:slug/read',
      cases: one('mark a notification read', async () => ({ url: `/api/notifications/${world.notice}/read` }), signedIn()),
    },
    // a learner's own notices: listed for whoever asks (their own), marked read only by their owner
    { method: 'GET', url: '/api/notices', cases: get('list my own notices', () => '/api/notices', signedIn()) },
    {
      method: 'POST',
      url: '/api/notices/:id/read',
      cases: one("mark the owner's notice read", async (s) => ({ url: `/api/notices/${await s.ownerNotice()}/read` }), ownerOnly(404)),
    },

    // test series: browsing is public; everything under a userId is the owner's alone
    { method: 'GET', url: '/api/testseries/getAllTestSeries', cases: get('list test series', () => '/api/testseries/getAllTestSeries', everyone(200)) },
    {
      method: 'GET',
      url: '/api/testseries/summary/:testSeriesId',
      cases: get('read a series page', () => `/api/testseries/summary/${freeSeries}`, everyone(200)),
    },
    {
      method: 'GET',
      url: '/api/testseries/userTestseries/:userId',
      cases: get("list the owner's enrolments", async (s) => `/api/testseries/userTestseries/${await ownerId(s)}`, ownerOnly()),
    },
    {
      method: 'GET',
      url: '/api/testseries/checkEnrollment/:userId/:testSeriesId',
      cases: get("check the owner's enrolment", async (s) => `/api/testseries/checkEnrollment/${await ownerId(s)}/${freeSeries}`, ownerOnly()),
    },
    {
      method: 'GET',
      url: '/api/testseries/getActiveTests/:testSeriesId/:userId',
      cases: get("read the owner's series detail", async (s) => `/api/testseries/getActiveTests/${freeSeries}/${await ownerId(s)}`, ownerOnly()),
    },
    {
      method: 'POST',
      url: '/api/testseries/rating',
      cases: post(
        'rate a series as the owner',
        '/api/testseries/rating',
        async (s) => ({ userId: await ownerId(s), testSeriesId: freeSeries, rating: 4 }),
        ownerOnly(),
      ),
    },
    {
      method: 'GET',
      url: '/api/testseries/userdetails/:userId',
      cases: get("read the owner's checkout details", async (s) => `/api/testseries/userdetails/${await ownerId(s)}`, ownerOnly()),
    },
    {
      method: 'POST',
      url: '/api/testseries/enroll',
      cases: post(
        'enrol the owner in a free series',
        '/api/testseries/enroll',
        async (s) => ({ userId: await ownerId(s), testSeriesId: world.otherFreeSeries, paymentDetails: { freeTestSeires: true } }),
        ownerOnly(),
      ),
    },
    {
      method: 'GET',
      url: '/api/testseries/receipt/:userId/:testSeriesId',
      cases: get("download the owner's receipt", async (s) => `/api/testseries/receipt/${await ownerId(s)}/${await s.paidEnrolment()}`, ownerOnly()),
    },
    {
      method: 'GET',
      url: '/api/testseries/mylearning/:userId',
      cases: get("read the owner's dashboard", async (s) => `/api/testseries/mylearning/${await ownerId(s)}`, ownerOnly()),
    },

    // payments: the order and its verification are the owner's; the webhook is Razorpay's, signed
    { method: 'GET', url: '/api/payment/config', cases: get('read the payment settings', () => '/api/payment/config', everyone(200)) },
    {
      method: 'POST',
      url: '/api/payment/order',
      cases: post(
        'order the paid series for the owner',
        '/api/payment/order',
        async (s) => ({ testSeriesId: world.paidSeries, userId: await ownerId(s) }),
        ownerOnly(),
      ),
    },
    {
      method: 'POST',
      url: '/api/payment/verify',
      cases: post("verify the owner's payment", '/api/payment/verify', async (s) => s.paidOrder(), ownerOnly()),
    },
    {
      method: 'POST',
      url: '/api/payment/webhook',
      cases: one(
        "Razorpay reports the owner's payment captured",
        async (s) => signedWebhook(webhookSecret, (await s.paidOrder()).razorpay_order_id),
        everyone(200),
      ),
    },

    // the exam: the owner's attempt is the owner's
    {
      method: 'GET',
      url: '/api/testseries/getTest/:userId/:testSeriesId/:testId',
      cases: get("open the owner's test", async (s) => `/api/testseries/getTest/${await ownerId(s)}/${freeSeries}/${easyTest}`, ownerOnly()),
    },
    // the paper is the same for every enrolled learner, but goes only to one whose attempt has started
    // (decision 039): the owner starts it; the other learner is enrolled and has not, admins are not enrolled
    {
      method: 'GET',
      url: '/api/testseries/paper/:testSeriesId/:testId',
      cases: get(
        "read a test's paper",
        async (s) => {
          await s.testAttempt();
          return `/api/testseries/paper/${freeSeries}/${easyTest}`;
        },
        ownerOnly(),
      ),
    },
    {
      method: 'POST',
      url: '/api/testseries/startTest',
      cases: post(
        'start a test as the owner',
        '/api/testseries/startTest',
        async (s) => ({ userId: await ownerId(s), testSeriesId: freeSeries, testId: easyTest }),
        ownerOnly(),
      ),
    },
    {
      method: 'GET',
      url: '/api/attempts/:attemptId',
      cases: get("resume the owner's attempt", async (s) => `/api/attempts/${await s.testAttempt()}`, ownerOnly()),
    },
    {
      method: 'PUT',
      url: '/api/attempts/:attemptId/answers',
      cases: one(
        "save answers into the owner's attempt",
        async (s) => ({ url: `/api/attempts/${await s.testAttempt()}/answers`, payload: answers }),
        ownerOnly(),
      ),
    },
    {
      method: 'PUT',
      url: '/api/attempts/:attemptId/language',
      cases: one(
        "choose the language the owner's attempt is read in",
        async (s) => ({ url: `/api/attempts/${await s.testAttempt()}/language`, payload: { language: 'en' } }),
        ownerOnly(),
      ),
    },
    {
      method: 'POST',
      url: '/api/attempts/:attemptId/reports',
      cases: one(
        "report a question of the owner's submitted attempt",
        async (s) => {
          const { attemptId, questionId } = await s.submittedAttempt();
          return { url: `/api/attempts/${attemptId}/reports`, payload: { questionId, reason: 'typo', note: 'Access walk' } };
        },
        ownerOnly(),
      ),
    },
    {
      method: 'POST',
      url: '/api/testseries/submittest',
      cases: post(
        "submit the owner's test",
        '/api/testseries/submittest',
        async (s) => ({ userId: await ownerId(s), testId: await s.startedTest() }),
        ownerOnly(),
      ),
    },

    // the weekly quiz: the week and its leaderboards are public; an attempt is the owner's
    { method: 'GET', url: '/api/quiz/weekly', cases: get("list the week's quizzes", () => '/api/quiz/weekly', everyone(200)) },
    { method: 'GET', url: '/api/quiz/:quizId/leaderboard', cases: get("read a quiz's leaderboard", () => `/api/quiz/${quiz}/leaderboard`, everyone(200)) },
    {
      method: 'GET',
      url: '/api/quiz/getQuiz/:exam/:userId/:quizId',
      cases: get("open the owner's quiz", async (s) => `/api/quiz/getQuiz/GATE/${await ownerId(s)}/${quiz}`, ownerOnly()),
    },
    // an open quiz's paper goes only to a learner whose attempt has started (decision 039): the owner's has
    {
      method: 'GET',
      url: '/api/quiz/paper/:quizId',
      cases: get(
        "read an open quiz's paper",
        async (s) => {
          await s.quizAttempt();
          return `/api/quiz/paper/${quiz}`;
        },
        ownerOnly(),
      ),
    },
    {
      method: 'POST',
      url: '/api/quiz/start',
      cases: post('start the quiz as the owner', '/api/quiz/start', async (s) => ({ userId: await ownerId(s), quizId: quiz }), ownerOnly()),
    },
    {
      method: 'POST',
      url: '/api/quiz/submit',
      cases: post(
        "submit the owner's quiz",
        '/api/quiz/submit',
        async (s) => {
          await s.quizAttempt();
          return { userId: await ownerId(s), quizId: quiz };
        },
        ownerOnly(),
      ),
    },
  ];
}

/** What Razorpay posts when a payment is captured, signed with the webhook secret. */
function signedWebhook(secret: string, orderId: string) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: `pay_hook${Date.now()}`, order_id: orderId, amount: 29940, currency: 'INR', status: 'captured' } } },
  });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return { url: '/api/payment/webhook', payload: body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature } };
}
