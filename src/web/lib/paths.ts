// SPEC §2 route table: each screen's pattern for the router, and a builder for every link to it.
// Ids go through encodeURIComponent, so an id with '/', '?' or '#' can never change the route.

export const routePatterns = {
  home: '/',
  login: '/login',
  loginSuccess: '/login-success',
  admin: '/admin',
  adminSeriesList: '/admin/series',
  adminSeriesNew: '/admin/series/new',
  adminSeries: '/admin/series/:seriesId',
  adminTest: '/admin/series/:seriesId/tests/:testId',
  adminQuizList: '/admin/quizzes',
  adminQuizNew: '/admin/quizzes/new',
  adminQuiz: '/admin/quizzes/:quizId',
  adminQuestionList: '/admin/questions',
  adminQuestionNew: '/admin/questions/new',
  adminQuestion: '/admin/questions/:questionId',
  adminQuestionPreview: '/admin/questions/:questionId/preview',
  adminQuestionImport: '/admin/questions/import',
  adminImportJob: '/admin/import/jobs/:jobId',
  adminQuestionGenerate: '/admin/questions/generate',
  adminNotificationList: '/admin/notifications',
  adminNotificationNew: '/admin/notifications/new',
  adminNotification: '/admin/notifications/:notificationId',
  adminPageList: '/admin/pages',
  adminPage: '/admin/pages/:pageSlug',
  adminExams: '/admin/exams',
  adminBlueprints: '/admin/blueprints',
  adminBlueprintNew: '/admin/blueprints/new',
  adminBlueprint: '/admin/blueprints/:blueprintId',
  adminReview: '/admin/review',
  adminHindiReview: '/admin/review/hindi',
  adminPeople: '/admin/people',
  adminPerson: '/admin/people/:userId',
  adminPayments: '/admin/payments',
  adminWinners: '/admin/winners',
  adminRegrade: '/admin/regrade',
  adminAudit: '/admin/audit',
  adminTaxonomy: '/admin/taxonomy',
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
export const giveTestPath = (userId: string, testSeriesId: string, testId: string) => `/givetest/${seg(userId)}/${seg(testSeriesId)}/${seg(testId)}`;

/** A signed-out visitor's link carries 'null' for the user: sign-in fills in the id (SPEC §4). */
export const weeklyQuizAttemptPath = (exam: string, userId: string | null, quizId: string) =>
  `/weeklyquiz/${seg(exam)}/${userId === null ? 'null' : seg(userId)}/${seg(quizId)}`;

export const myLearningPath = () => routePatterns.myLearning;

export const notificationPath = (slug: string) => `/notification/${seg(slug)}`;

// ---- the admin area

export const adminPaths = {
  home: () => routePatterns.admin,
  seriesList: () => routePatterns.adminSeriesList,
  seriesNew: () => routePatterns.adminSeriesNew,
  series: (seriesId: string) => `/admin/series/${seg(seriesId)}`,
  test: (seriesId: string, testId: string) => `/admin/series/${seg(seriesId)}/tests/${seg(testId)}`,
  quizList: () => routePatterns.adminQuizList,
  quizNew: () => routePatterns.adminQuizNew,
  quiz: (quizId: string) => `/admin/quizzes/${seg(quizId)}`,
  questionList: () => routePatterns.adminQuestionList,
  questionNew: () => routePatterns.adminQuestionNew,
  question: (questionId: string) => `/admin/questions/${seg(questionId)}`,
  /** opens in the exam layout, with no attempt */
  questionPreview: (questionId: string) => `/admin/questions/${seg(questionId)}/preview`,
  questionImport: () => routePatterns.adminQuestionImport,
  /** an import's (or an export's) job: its progress, then its result */
  importJob: (jobId: string) => `/admin/import/jobs/${seg(jobId)}`,
  /** the bank filtered to the questions one import wrote */
  importedQuestions: (jobId: string) => `${routePatterns.adminQuestionList}?importBatchId=${encodeURIComponent(jobId)}`,
  questionGenerate: () => routePatterns.adminQuestionGenerate,
  notificationList: () => routePatterns.adminNotificationList,
  notificationNew: () => routePatterns.adminNotificationNew,
  notification: (notificationId: string) => `/admin/notifications/${seg(notificationId)}`,
  pageList: () => routePatterns.adminPageList,
  exams: () => routePatterns.adminExams,
  /** papers assembled from a blueprint: the kept blueprints, a new one, one of them */
  blueprints: () => routePatterns.adminBlueprints,
  blueprintNew: () => routePatterns.adminBlueprintNew,
  blueprint: (blueprintId: string) => `/admin/blueprints/${seg(blueprintId)}`,
  page: (pageSlug: string) => `/admin/pages/${seg(pageSlug)}`,
  /** the drafts waiting for a master; the query keeps the filters and the question on screen */
  review: (query = '') => `${routePatterns.adminReview}${query ? `?${query}` : ''}`,
  /** the model's Hindi versions waiting for a reviewer */
  hindiReview: () => routePatterns.adminHindiReview,
  /** the filters ride in the query: ?q=&page= for people; ?status=&seriesId=&from=&to=&page= for payments */
  people: (query = '') => `${routePatterns.adminPeople}${query ? `?${query}` : ''}`,
  person: (userId: string) => `/admin/people/${seg(userId)}`,
  payments: (query = '') => `${routePatterns.adminPayments}${query ? `?${query}` : ''}`,
  winners: () => routePatterns.adminWinners,
  /** a paper's regrades: ?kind=test|quiz&id=<paper>, and &question=<question> opens that question's regrade */
  regrade: (kind: 'test' | 'quiz', paperId: string, questionId?: string) =>
    `${routePatterns.adminRegrade}?${new URLSearchParams({ kind, id: paperId, ...(questionId ? { question: questionId } : {}) }).toString()}`,
  taxonomy: () => routePatterns.adminTaxonomy,
  audit: (query = '') => `${routePatterns.adminAudit}${query ? `?${query}` : ''}`,
};
