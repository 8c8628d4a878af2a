// SPEC §2 route table: each screen's pattern for the router, and a builder for every link to it.
// Ids go through encodeURIComponent, so an id with '/', '?' or '#' can never change the route.

export const routePatterns = {
  home: '/',
  login: '/login',
  loginSuccess: '/login-success',
  admin: '/admin',
  testSeries: '/testseries',
  testSeriesDetail: '/testseriesdetail/:testSeriesId',
  checkout: '/checkout/:userId/:testSeriesId',
  giveTest: '/givetest/:userId/:testSeriesId/:testId',
  myLearning: '/mylearning',
  weeklyQuiz: '/weeklyquiz',
  weeklyQuizAttempt: '/weeklyquiz/:exam/:userId/:quizId',
  userDetail: '/userdetail',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  policy: '/policy',
  notifications: '/notification',
  notificationDetail: '/notification/:slug',
  notFound: '/notfound',
} as const;

const seg = encodeURIComponent;

/** The sign-in page, coming back to `redirectPath` afterwards. */
export const loginPath = (redirectPath: string) => `${routePatterns.login}?redirect=${seg(redirectPath)}`;

export const testSeriesDetailPath = (testSeriesId: string) => `/testseriesdetail/${seg(testSeriesId)}`;

export const checkoutPath = (userId: string, testSeriesId: string) => `/checkout/${seg(userId)}/${seg(testSeriesId)}`;

/** The exam page: it shows the instructions, the running test or, once attempted, the result. */
export const giveTestPath = (userId: string, testSeriesId: string, testId: string) =>
  `/givetest/${seg(userId)}/${seg(testSeriesId)}/${seg(testId)}`;

/** A signed-out visitor's link carries 'null' for the user: sign-in fills in the id (SPEC §4). */
export const weeklyQuizAttemptPath = (exam: string, userId: string | null, quizId: string) =>
  `/weeklyquiz/${seg(exam)}/${userId === null ? 'null' : seg(userId)}/${seg(quizId)}`;

export const myLearningPath = () => routePatterns.myLearning;

export const notificationPath = (slug: string) => `/notification/${seg(slug)}`;
