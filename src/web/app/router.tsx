import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { HINDI_PREFIX, hindiPath } from '../../shared/locale-paths.ts';
import { publicPatterns } from '../i18n/locale-path.tsx';
import { HindiAddressOfOnePage } from '../i18n/one-address.tsx';
import { routePatterns } from '../lib/paths.ts';
import type { RouteHandle } from '../lib/route-data.ts';
import { AppShell, ExamLayout, prefetchSiteLayout, SiteLayout } from './layouts.tsx';
import { lazyPage } from './lazy-page.ts';
import { RouteError } from './route-error.tsx';

// Each page is its own chunk, fetched on first visit behind the loading screen (SPEC §2); its file is
// named twice, as the manifest key the server preloads and as the import the build splits at.
const LandingPage = lazyPage('features/landing/pages/landing-page.tsx', () => import('../features/landing/pages/landing-page.tsx'), 'LandingPage');
const LoginPage = lazyPage('features/auth/pages/login-page.tsx', () => import('../features/auth/pages/login-page.tsx'), 'LoginPage');
const LoginSuccessPage = lazyPage(
  'features/auth/pages/login-success-page.tsx',
  () => import('../features/auth/pages/login-success-page.tsx'),
  'LoginSuccessPage',
);
const AdminArea = lazyPage('features/admin/shell/admin-area.tsx', () => import('../features/admin/shell/admin-area.tsx'), 'AdminArea');
const AdminHomePage = lazyPage('features/admin/home/admin-home-page.tsx', () => import('../features/admin/home/admin-home-page.tsx'), 'AdminHomePage');
const AdminSeriesListPage = lazyPage(
  'features/admin/series/pages/series-list-page.tsx',
  () => import('../features/admin/series/pages/series-list-page.tsx'),
  'SeriesListPage',
);
const AdminSeriesEditPage = lazyPage(
  'features/admin/series/pages/series-edit-page.tsx',
  () => import('../features/admin/series/pages/series-edit-page.tsx'),
  'SeriesEditPage',
);
// a test's and a quiz's page: the paper module's, with what other admin areas show of a paper
const AdminTestEditPage = lazyPage('app/admin-paper-pages.tsx', () => import('./admin-paper-pages.tsx'), 'AdminTestPage');
const AdminQuizListPage = lazyPage(
  'features/admin/papers/quizzes/quiz-list-page.tsx',
  () => import('../features/admin/papers/quizzes/quiz-list-page.tsx'),
  'QuizListPage',
);
const AdminQuizEditPage = lazyPage('app/admin-paper-pages.tsx', () => import('./admin-paper-pages.tsx'), 'AdminQuizPage');
const AdminQuestionListPage = lazyPage(
  'features/admin/questions/pages/question-list-page.tsx',
  () => import('../features/admin/questions/pages/question-list-page.tsx'),
  'QuestionListPage',
);
// a question's page: the questions area's editor, with what other admin areas show of a question
const AdminQuestionEditPage = lazyPage('app/admin-question-pages.tsx', () => import('./admin-question-pages.tsx'), 'AdminQuestionEditPage');
const AdminReviewPage = lazyPage('features/admin/review/pages/review-page.tsx', () => import('../features/admin/review/pages/review-page.tsx'), 'ReviewPage');
const AdminHindiReviewPage = lazyPage(
  'features/admin/hindi-review/pages/hindi-review-page.tsx',
  () => import('../features/admin/hindi-review/pages/hindi-review-page.tsx'),
  'HindiReviewPage',
);
const AdminNotificationListPage = lazyPage(
  'features/admin/notifications/pages/notification-list-page.tsx',
  () => import('../features/admin/notifications/pages/notification-list-page.tsx'),
  'NotificationListPage',
);
const AdminNotificationEditPage = lazyPage(
  'features/admin/notifications/pages/notification-edit-page.tsx',
  () => import('../features/admin/notifications/pages/notification-edit-page.tsx'),
  'NotificationEditPage',
);
const AdminPageListPage = lazyPage(
  'features/admin/pages/pages/page-list-page.tsx',
  () => import('../features/admin/pages/pages/page-list-page.tsx'),
  'PageListPage',
);
const AdminExamProfilesPage = lazyPage(
  'features/admin/exams/pages/exam-profiles-page.tsx',
  () => import('../features/admin/exams/pages/exam-profiles-page.tsx'),
  'ExamProfilesPage',
);
const AdminBlueprintListPage = lazyPage(
  'features/admin/blueprints/pages/blueprint-list-page.tsx',
  () => import('../features/admin/blueprints/pages/blueprint-list-page.tsx'),
  'BlueprintListPage',
);
const AdminBlueprintPage = lazyPage(
  'features/admin/blueprints/pages/blueprint-page.tsx',
  () => import('../features/admin/blueprints/pages/blueprint-page.tsx'),
  'BlueprintPage',
);
const AdminPageEditPage = lazyPage(
  'features/admin/pages/pages/page-edit-page.tsx',
  () => import('../features/admin/pages/pages/page-edit-page.tsx'),
  'PageEditPage',
);
const AdminPeoplePage = lazyPage('features/admin/people/pages/people-page.tsx', () => import('../features/admin/people/pages/people-page.tsx'), 'PeoplePage');
const AdminPersonPage = lazyPage('features/admin/people/pages/person-page.tsx', () => import('../features/admin/people/pages/person-page.tsx'), 'PersonPage');
const AdminPaymentsPage = lazyPage(
  'features/admin/payments/pages/payments-page.tsx',
  () => import('../features/admin/payments/pages/payments-page.tsx'),
  'PaymentsPage',
);
const AdminWinnersPage = lazyPage(
  'features/admin/winners/pages/winners-page.tsx',
  () => import('../features/admin/winners/pages/winners-page.tsx'),
  'WinnersPage',
);
const AdminRegradePage = lazyPage(
  'features/admin/regrade/pages/regrade-page.tsx',
  () => import('../features/admin/regrade/pages/regrade-page.tsx'),
  'RegradePage',
);
const AdminTaxonomyPage = lazyPage(
  'features/admin/taxonomy/pages/taxonomy-page.tsx',
  () => import('../features/admin/taxonomy/pages/taxonomy-page.tsx'),
  'TaxonomyPage',
);
const AdminAuditPage = lazyPage('features/admin/audit/pages/audit-page.tsx', () => import('../features/admin/audit/pages/audit-page.tsx'), 'AuditPage');
const AdminImportPage = lazyPage(
  'features/admin/question-import/pages/import-page.tsx',
  () => import('../features/admin/question-import/pages/import-page.tsx'),
  'ImportPage',
);
const AdminImportJobPage = lazyPage(
  'features/admin/bank-jobs/pages/bank-job-page.tsx',
  () => import('../features/admin/bank-jobs/pages/bank-job-page.tsx'),
  'BankJobPage',
);
const AdminGeneratePage = lazyPage(
  'features/admin/generation/pages/generate-page.tsx',
  () => import('../features/admin/generation/pages/generate-page.tsx'),
  'GeneratePage',
);
const QuestionPreviewPage = lazyPage(
  'features/exam/pages/question-preview-page.tsx',
  () => import('../features/exam/pages/question-preview-page.tsx'),
  'QuestionPreviewPage',
);
const TestSeriesPage = lazyPage(
  'features/test-series/pages/test-series-page.tsx',
  () => import('../features/test-series/pages/test-series-page.tsx'),
  'TestSeriesPage',
);
const TestSeriesDetailPage = lazyPage(
  'features/test-series/pages/test-series-detail-page.tsx',
  () => import('../features/test-series/pages/test-series-detail-page.tsx'),
  'TestSeriesDetailPage',
);
const TakeTestPage = lazyPage('features/exam/pages/take-test-page.tsx', () => import('../features/exam/pages/take-test-page.tsx'), 'TakeTestPage');
const CheckoutPage = lazyPage('features/checkout/pages/checkout-page.tsx', () => import('../features/checkout/pages/checkout-page.tsx'), 'CheckoutPage');
const MyLearningPage = lazyPage(
  'features/my-learning/pages/my-learning-page.tsx',
  () => import('../features/my-learning/pages/my-learning-page.tsx'),
  'MyLearningPage',
);
const WeeklyQuizListPage = lazyPage(
  'features/weekly-quiz/pages/weekly-quiz-list-page.tsx',
  () => import('../features/weekly-quiz/pages/weekly-quiz-list-page.tsx'),
  'WeeklyQuizListPage',
);
const TakeQuizPage = lazyPage('features/exam/pages/take-quiz-page.tsx', () => import('../features/exam/pages/take-quiz-page.tsx'), 'TakeQuizPage');
const UserDetailPage = lazyPage(
  'features/user-detail/pages/user-detail-page.tsx',
  () => import('../features/user-detail/pages/user-detail-page.tsx'),
  'UserDetailPage',
);
const StaticPage = lazyPage('features/static-pages/pages/static-page.tsx', () => import('../features/static-pages/pages/static-page.tsx'), 'StaticPage');
const NotificationListPage = lazyPage(
  'features/notifications/pages/notification-list-page.tsx',
  () => import('../features/notifications/pages/notification-list-page.tsx'),
  'NotificationListPage',
);
const NotificationDetailPage = lazyPage(
  'features/notifications/pages/notification-detail-page.tsx',
  () => import('../features/notifications/pages/notification-detail-page.tsx'),
  'NotificationDetailPage',
);
const NotFoundPage = lazyPage('features/not-found/pages/not-found-page.tsx', () => import('../features/not-found/pages/not-found-page.tsx'), 'NotFoundPage');

// SPEC §2 route table (the patterns sit in lib/paths.ts beside the builders of links to them). Paths match case-insensitively, so '/testseries' also serves '/TestSeries'.
const sitePages: RouteObject[] = [
  { path: routePatterns.home, element: <LandingPage /> },
  { path: routePatterns.login, element: <LoginPage /> },
  { path: routePatterns.loginSuccess, element: <LoginSuccessPage /> },
  {
    // one guard for the whole area; each capability's pages sit inside its shell
    path: routePatterns.admin,
    element: <AdminArea />,
    children: [
      { index: true, element: <AdminHomePage /> },
      { path: routePatterns.adminSeriesList, element: <AdminSeriesListPage /> },
      { path: routePatterns.adminSeriesNew, element: <AdminSeriesEditPage /> },
      { path: routePatterns.adminSeries, element: <AdminSeriesEditPage /> },
      { path: routePatterns.adminTest, element: <AdminTestEditPage /> },
      { path: routePatterns.adminQuizList, element: <AdminQuizListPage /> },
      { path: routePatterns.adminQuizNew, element: <AdminQuizEditPage /> },
      { path: routePatterns.adminQuiz, element: <AdminQuizEditPage /> },
      { path: routePatterns.adminQuestionList, element: <AdminQuestionListPage /> },
      { path: routePatterns.adminQuestionImport, element: <AdminImportPage /> },
      { path: routePatterns.adminImportJob, element: <AdminImportJobPage /> },
      { path: routePatterns.adminQuestionGenerate, element: <AdminGeneratePage /> },
      { path: routePatterns.adminQuestionNew, element: <AdminQuestionEditPage /> },
      { path: routePatterns.adminQuestion, element: <AdminQuestionEditPage /> },
      { path: routePatterns.adminReview, element: <AdminReviewPage /> },
      { path: routePatterns.adminHindiReview, element: <AdminHindiReviewPage /> },
      { path: routePatterns.adminNotificationList, element: <AdminNotificationListPage /> },
      { path: routePatterns.adminNotificationNew, element: <AdminNotificationEditPage /> },
      { path: routePatterns.adminNotification, element: <AdminNotificationEditPage /> },
      { path: routePatterns.adminPageList, element: <AdminPageListPage /> },
      { path: routePatterns.adminPage, element: <AdminPageEditPage /> },
      { path: routePatterns.adminExams, element: <AdminExamProfilesPage /> },
      { path: routePatterns.adminBlueprints, element: <AdminBlueprintListPage /> },
      { path: routePatterns.adminBlueprintNew, element: <AdminBlueprintPage /> },
      { path: routePatterns.adminBlueprint, element: <AdminBlueprintPage /> },
      { path: routePatterns.adminPeople, element: <AdminPeoplePage /> },
      { path: routePatterns.adminPerson, element: <AdminPersonPage /> },
      { path: routePatterns.adminPayments, element: <AdminPaymentsPage /> },
      { path: routePatterns.adminWinners, element: <AdminWinnersPage /> },
      { path: routePatterns.adminRegrade, element: <AdminRegradePage /> },
      { path: routePatterns.adminAudit, element: <AdminAuditPage /> },
      { path: routePatterns.adminTaxonomy, element: <AdminTaxonomyPage /> },
      { path: `${routePatterns.admin}/*`, element: <NotFoundPage /> },
    ],
  },
  { path: routePatterns.testSeries, element: <TestSeriesPage /> },
  { path: routePatterns.testSeriesDetail, element: <TestSeriesDetailPage /> },
  { path: routePatterns.checkout, element: <CheckoutPage /> },
  { path: routePatterns.myLearning, element: <MyLearningPage /> },
  { path: routePatterns.weeklyQuiz, element: <WeeklyQuizListPage /> },
  { path: routePatterns.userDetail, element: <UserDetailPage /> },
  { path: routePatterns.about, element: <StaticPage slug="about" /> },
  { path: routePatterns.contact, element: <StaticPage slug="contact" /> },
  { path: routePatterns.terms, element: <StaticPage slug="terms" /> },
  { path: routePatterns.policy, element: <StaticPage slug="policy" /> },
  { path: routePatterns.notifications, element: <NotificationListPage /> },
  { path: routePatterns.notificationDetail, element: <NotificationDetailPage /> },
  { path: routePatterns.notFound, element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

// the screens with a running clock get the minimal layout
const examPages: RouteObject[] = [
  { path: routePatterns.giveTest, element: <TakeTestPage /> },
  { path: routePatterns.weeklyQuizAttempt, element: <TakeQuizPage /> },
  // an admin sees a question as a learner will, with no attempt behind it
  { path: routePatterns.adminQuestionPreview, element: <QuestionPreviewPage /> },
];

/** A page of the app at this path, not the not-found page. */
const isPage = (path: string) =>
  (matchRoutes([...sitePages, ...examPages], path) ?? []).some(({ route }) => route.path !== '*' && route.path !== routePatterns.notFound);

// each public page again at its Hindi address (decision 036); the dashboard, checkout, attempts and
// admin have one address in both languages, which their Hindi address opens in Hindi (decision 045);
// any other /hi path is a Hindi not-found page
const hindiPages: RouteObject[] = [
  ...sitePages.filter((page) => page.path !== undefined && publicPatterns.includes(page.path)).map((page) => ({ ...page, path: hindiPath(page.path!) })),
  { path: `${HINDI_PREFIX}/*`, element: <HindiAddressOfOnePage isPage={isPage} notFound={<NotFoundPage />} /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      // the pathless route between layout and pages keeps the layout on screen when a page fails
      // what a page the server renders shows is declared beside it: the layout's here, a page's as its
      // file's `prefetch` export (lib/route-data.ts, decision 040)
      {
        element: <SiteLayout />,
        handle: { prefetch: prefetchSiteLayout } satisfies RouteHandle,
        children: [{ errorElement: <RouteError />, children: [...sitePages, ...hindiPages] }],
      },
      { element: <ExamLayout />, children: [{ errorElement: <RouteError />, children: examPages }] },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
