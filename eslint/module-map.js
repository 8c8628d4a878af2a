// Which server module owns which table. Only `src/server/features/<owner>/repository.ts` may import
// a table from the schema; everyone else asks the owner's service. docs/decisions/008 explains.
export const tableOwners = {
  users: 'accounts',
  sessions: 'accounts',
  testSeries: 'catalogue',
  tests: 'catalogue',
  questions: 'catalogue',
  testQuestions: 'catalogue',
  quizzes: 'catalogue',
  quizQuestions: 'catalogue',
  ratings: 'catalogue',
  enrolments: 'enrolments',
  attempts: 'attempts',
  payments: 'payments',
  notifications: 'content',
  notificationReads: 'content',
  pages: 'content',
  weeklyWinners: 'weekly-quiz',
  auditLog: 'audit',
  generationJobs: 'admin/generation',
  userNotices: 'notices',
  questionReports: 'question-reports',
};
