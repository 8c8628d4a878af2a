// Every query key of the web app. They live together so one feature can refresh another's answers
// (checkout refreshes the series lists after an enrolment) without importing that feature.

export const sessionKeys = {
  session: () => ['auth', 'session'] as const,
};

export const siteKeys = {
  config: () => ['site'] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  seriesList: () => [...adminKeys.all, 'series', 'list'] as const,
  series: (seriesId: string) => [...adminKeys.all, 'series', seriesId] as const,
  test: (testId: string) => [...adminKeys.all, 'test', testId] as const,
  quizList: () => [...adminKeys.all, 'quizzes', 'list'] as const,
  quiz: (quizId: string) => [...adminKeys.all, 'quizzes', quizId] as const,
  questions: (filters: Record<string, unknown>) => [...adminKeys.all, 'questions', 'list', filters] as const,
  question: (questionId: string) => [...adminKeys.all, 'questions', questionId] as const,
  questionPreview: (questionId: string) => [...adminKeys.all, 'questions', questionId, 'preview'] as const,
  questionVersions: (questionId: string) => [...adminKeys.all, 'questions', questionId, 'versions'] as const,
  questionFacets: () => [...adminKeys.all, 'questions', 'facets'] as const,
  generationSettings: () => [...adminKeys.all, 'generation', 'settings'] as const,
  generationJobs: () => [...adminKeys.all, 'generation', 'jobs'] as const,
  generationJob: (jobId: string) => [...adminKeys.all, 'generation', 'jobs', jobId] as const,
  bankJobs: () => [...adminKeys.all, 'bank-jobs', 'list'] as const,
  bankJob: (jobId: string) => [...adminKeys.all, 'bank-jobs', jobId] as const,
  notificationList: () => [...adminKeys.all, 'notifications', 'list'] as const,
  notification: (notificationId: string) => [...adminKeys.all, 'notifications', notificationId] as const,
  pageList: () => [...adminKeys.all, 'pages', 'list'] as const,
  examProfiles: () => [...adminKeys.all, 'exams', 'list'] as const,
  blueprints: () => [...adminKeys.all, 'blueprints', 'list'] as const,
  blueprint: (blueprintId: string) => [...adminKeys.all, 'blueprints', blueprintId] as const,
  page: (pageSlug: string) => [...adminKeys.all, 'pages', pageSlug] as const,
  reviewQueue: (filters: Record<string, unknown>) => [...adminKeys.all, 'questions', 'review', filters] as const,
  hindiProposals: () => [...adminKeys.all, 'questions', 'hindi-proposals'] as const,
  reports: (page: number) => [...adminKeys.all, 'reports', page] as const,
  people: (filters: Record<string, unknown>) => [...adminKeys.all, 'people', 'list', filters] as const,
  person: (userId: string) => [...adminKeys.all, 'people', userId] as const,
  payments: (filters: Record<string, unknown>) => [...adminKeys.all, 'payments', 'list', filters] as const,
  winners: () => [...adminKeys.all, 'winners'] as const,
  winnerReviews: () => [...adminKeys.all, 'winners', 'reviews'] as const,
  taxonomy: () => [...adminKeys.all, 'taxonomy'] as const,
  regrade: (kind: string, paperId: string) => [...adminKeys.all, 'regrade', kind, paperId] as const,
  questionStatistics: (questionId: string) => [...adminKeys.all, 'statistics', 'question', questionId] as const,
  paperStatistics: (kind: string, paperId: string) => [...adminKeys.all, 'statistics', kind, paperId] as const,
};

export const seriesKeys = {
  all: ['test-series'] as const,
  list: () => [...seriesKeys.all, 'list'] as const,
  enrolled: (userId: string) => [...seriesKeys.all, 'enrolled', userId] as const,
  detail: (testSeriesId: string, userId: string) => [...seriesKeys.all, 'detail', testSeriesId, userId] as const,
  overview: (testSeriesId: string) => [...seriesKeys.all, 'overview', testSeriesId] as const,
};

export const checkoutKeys = {
  all: ['checkout'] as const,
  series: (testSeriesId: string) => [...checkoutKeys.all, 'series', testSeriesId] as const,
  user: (userId: string) => [...checkoutKeys.all, 'user', userId] as const,
  enrolment: (userId: string, testSeriesId: string) => [...checkoutKeys.all, 'enrolment', userId, testSeriesId] as const,
};

export const examKeys = {
  all: ['exam'] as const,
  test: ({ userId, testSeriesId, testId }: { userId: string; testSeriesId: string; testId: string }) =>
    [...examKeys.all, 'test', userId, testSeriesId, testId] as const,
  quiz: ({ exam, userId, quizId }: { exam: string; userId: string; quizId: string }) => [...examKeys.all, 'quiz', exam, userId, quizId] as const,
  paper: (path: string, version: string) => [...examKeys.all, 'paper', path, version] as const,
};

// the attempt page (exam feature) refreshes the list after a submit, so both sit here
export const weeklyQuizKeys = {
  all: ['weekly-quiz'] as const,
  list: (exam: string | null) => [...weeklyQuizKeys.all, 'list', exam ?? 'all'] as const,
  leaderboard: (quizId: string, page: number) => [...weeklyQuizKeys.all, 'leaderboard', quizId, page] as const,
};

// the account page (/userdetail); checkout reads the same phone through checkoutKeys.user
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  payments: () => [...accountKeys.all, 'payments'] as const,
};

export const myLearningKeys = {
  all: ['my-learning'] as const,
  dashboard: (userId: string) => [...myLearningKeys.all, userId] as const,
};

// the list and the unread count answer for the signed-in learner: marking one read refreshes both
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
  detail: (slug: string) => [...notificationKeys.all, 'detail', slug] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  // the learner's own notices (a regrade, a report's answer), shown above the site's list
  notices: () => [...notificationKeys.all, 'notices'] as const,
};

export const staticPageKeys = {
  page: (slug: string) => ['pages', slug] as const,
};
