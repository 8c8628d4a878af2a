// Every API route's contract, by area: the server registers exactly these (routes.test.ts walks the
// app to check it) and the web calls them through the typed client (src/web/lib/api.ts).
import type { RouteContract } from './contract.ts';
import { accountApi } from './accounts.ts';
import { adminApi } from './admin.ts';
import { apiDocsApi } from './api-docs.ts';
import { adminBulkApi } from './admin-bulk.ts';
import { auditApi } from './audit.ts';
import { bankJobsApi } from './bank-jobs.ts';
import { hindiProposalsApi } from './hindi-proposals.ts';
import { adminContentApi } from './admin-content.ts';
import { adminNotificationApi } from './admin-notifications.ts';
import { adminExamApi } from './admin-exams.ts';
import { adminBlueprintApi } from './admin-blueprints.ts';
import { adminPaymentApi } from './admin-payments.ts';
import { adminPeopleApi } from './admin-people.ts';
import { adminWinnersApi } from './admin-winners.ts';
import { adminQuestionApi } from './admin-questions.ts';
import { adminRegradeApi } from './admin-regrade.ts';
import { adminStatisticsApi } from './admin-statistics.ts';
import { adminTaxonomyApi } from './admin-taxonomy.ts';
import { adminReportApi } from './admin-reports.ts';
import { contentApi } from './content.ts';
import { examApi } from './exam.ts';
import { generationApi } from './generation.ts';
import { noticeApi } from './notices.ts';
import { questionImportApi } from './question-import.ts';
import { questionReportApi } from './question-reports.ts';
import { quizApi } from './quiz.ts';
import { reviewApi } from './review.ts';
import { siteApi } from './site.ts';
import { paymentApi, testSeriesApi } from './test-series.ts';

export const apiRouteTable = {
  accounts: accountApi,
  admin: adminApi,
  adminBulk: adminBulkApi,
  audit: auditApi,
  bankJobs: bankJobsApi,
  hindiProposals: hindiProposalsApi,
  adminContent: adminContentApi,
  adminNotifications: adminNotificationApi,
  adminExams: adminExamApi,
  adminBlueprints: adminBlueprintApi,
  adminPayments: adminPaymentApi,
  adminPeople: adminPeopleApi,
  adminWinners: adminWinnersApi,
  adminQuestions: adminQuestionApi,
  adminRegrade: adminRegradeApi,
  adminStatistics: adminStatisticsApi,
  adminReports: adminReportApi,
  adminTaxonomy: adminTaxonomyApi,
  content: contentApi,
  exam: examApi,
  generation: generationApi,
  notices: noticeApi,
  questionImport: questionImportApi,
  questionReports: questionReportApi,
  quiz: quizApi,
  review: reviewApi,
  site: siteApi,
  testSeries: testSeriesApi,
  payments: paymentApi,
  apiDocs: apiDocsApi,
};

type Table = typeof apiRouteTable;

/** Any one route's contract, with its own method, address and schemas. */
export type ApiRoute = { [Area in keyof Table]: Table[Area][keyof Table[Area]] }[keyof Table];

export const allApiRoutes: readonly RouteContract[] = Object.values(apiRouteTable).flatMap((area) => Object.values(area) as RouteContract[]);
