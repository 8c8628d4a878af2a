import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '../lib/paths.ts';
import { AppShell, ExamLayout, SiteLayout } from './layouts.tsx';
import { RouteError } from './route-error.tsx';

// Each page is its own chunk, fetched on first visit behind the loading screen (SPEC §2).
const LandingPage = lazy(() => import('../features/landing/pages/landing-page.tsx').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../features/auth/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const LoginSuccessPage = lazy(() => import('../features/auth/pages/login-success-page.tsx').then((m) => ({ default: m.LoginSuccessPage })));
const AdminArea = lazy(() => import('../features/admin/shell/admin-area.tsx').then((m) => ({ default: m.AdminArea })));
const AdminHomePage = lazy(() => import('../features/admin/home/admin-home-page.tsx').then((m) => ({ default: m.AdminHomePage })));
const AdminSeriesListPage = lazy(() => import('../features/admin/series/pages/series-list-page.tsx').then((m) => ({ default: m.SeriesListPage })));
const AdminSeriesEditPage = lazy(() => import('../features/admin/series/pages/series-edit-page.tsx').then((m) => ({ default: m.SeriesEditPage })));
const AdminTestEditPage = lazy(() => import('../features/admin/tests/pages/test-edit-page.tsx').then((m) => ({ default: m.TestEditPage })));
const AdminQuizListPage = lazy(() => import('../features/admin/quizzes/pages/quiz-list-page.tsx').then((m) => ({ default: m.QuizListPage })));
const AdminQuizEditPage = lazy(() => import('../features/admin/quizzes/pages/quiz-edit-page.tsx').then((m) => ({ default: m.QuizEditPage })));
const AdminQuestionListPage = lazy(() =>
  import('../features/admin/questions/pages/question-list-page.tsx').then((m) => ({ default: m.QuestionListPage })),
);
const AdminQuestionEditPage = lazy(() =>
  import('../features/admin/questions/pages/question-edit-page.tsx').then((m) => ({ default: m.QuestionEditPage })),
);
const AdminReviewPage = lazy(() => import('../features/admin/review/pages/review-page.tsx').then((m) => ({ default: m.ReviewPage })));
const AdminNotificationListPage = lazy(() =>
  import('../features/admin/notifications/pages/notification-list-page.tsx').then((m) => ({ default: m.NotificationListPage })),
);
const AdminNotificationEditPage = lazy(() =>
  import('../features/admin/notifications/pages/notification-edit-page.tsx').then((m) => ({ default: m.NotificationEditPage })),
);
const AdminPageListPage = lazy(() => import('../features/admin/pages/pages/page-list-page.tsx').then((m) => ({ default: m.PageListPage })));
const AdminPageEditPage = lazy(() => import('../features/admin/pages/pages/page-edit-page.tsx').then((m) => ({ default: m.PageEditPage })));
const AdminPeoplePage = lazy(() => import('../features/admin/people/pages/people-page.tsx').then((m) => ({ default: m.PeoplePage })));
const AdminPersonPage = lazy(() => import('../features/admin/people/pages/person-page.tsx').then((m) => ({ default: m.PersonPage })));
const AdminPaymentsPage = lazy(() => import('../features/admin/payments/pages/payments-page.tsx').then((m) => ({ default: m.PaymentsPage })));
const AdminWinnersPage = lazy(() => import('../features/admin/winners/pages/winners-page.tsx').then((m) => ({ default: m.WinnersPage })));
const AdminImportPage = lazy(() => import('../features/admin/question-import/pages/import-page.tsx').then((m) => ({ default: m.ImportPage })));
const AdminGeneratePage = lazy(() => import('../features/admin/generation/pages/generate-page.tsx').then((m) => ({ default: m.GeneratePage })));
const QuestionPreviewPage = lazy(() =>
  import('../features/exam/pages/question-preview-page.tsx').then((m) => ({ default: m.QuestionPreviewPage })),
);
const TestSeriesPage = lazy(() => import('../features/test-series/pages/test-series-page.tsx').then((m) => ({ default: m.TestSeriesPage })));
const TestSeriesDetailPage = lazy(() =>
  import('../features/test-series/pages/test-series-detail-page.tsx').then((m) => ({ default: m.TestSeriesDetailPage })),
);
const TakeTestPage = lazy(() => import('../features/exam/pages/take-test-page.tsx').then((m) => ({ default: m.TakeTestPage })));
const CheckoutPage = lazy(() => import('../features/checkout/pages/checkout-page.tsx').then((m) => ({ default: m.CheckoutPage })));
const MyLearningPage = lazy(() => import('../features/my-learning/pages/my-learning-page.tsx').then((m) => ({ default: m.MyLearningPage })));
const WeeklyQuizListPage = lazy(() =>
  import('../features/weekly-quiz/pages/weekly-quiz-list-page.tsx').then((m) => ({ default: m.WeeklyQuizListPage })),
);
const TakeQuizPage = lazy(() => import('../features/exam/pages/take-quiz-page.tsx').then((m) => ({ default: m.TakeQuizPage })));
const UserDetailPage = lazy(() => import('../features/user-detail/pages/user-detail-page.tsx').then((m) => ({ default: m.UserDetailPage })));
const StaticPage = lazy(() => import('../features/static-pages/pages/static-page.tsx').then((m) => ({ default: m.StaticPage })));
const NotificationListPage = lazy(() =>
  import('../features/notifications/pages/notification-list-page.tsx').then((m) => ({ default: m.NotificationListPage })),
);
const NotificationDetailPage = lazy(() =>
  import('../features/notifications/pages/notification-detail-page.tsx').then((m) => ({ default: m.NotificationDetailPage })),
);
const NotFoundPage = lazy(() => import('../features/not-found/pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

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
      { path: routePatterns.adminQuestionGenerate, element: <AdminGeneratePage /> },
      { path: routePatterns.adminQuestionNew, element: <AdminQuestionEditPage /> },
      { path: routePatterns.adminQuestion, element: <AdminQuestionEditPage /> },
      { path: routePatterns.adminReview, element: <AdminReviewPage /> },
      { path: routePatterns.adminNotificationList, element: <AdminNotificationListPage /> },
      { path: routePatterns.adminNotificationNew, element: <AdminNotificationEditPage /> },
      { path: routePatterns.adminNotification, element: <AdminNotificationEditPage /> },
      { path: routePatterns.adminPageList, element: <AdminPageListPage /> },
      { path: routePatterns.adminPage, element: <AdminPageEditPage /> },
      { path: routePatterns.adminPeople, element: <AdminPeoplePage /> },
      { path: routePatterns.adminPerson, element: <AdminPersonPage /> },
      { path: routePatterns.adminPayments, element: <AdminPaymentsPage /> },
      { path: routePatterns.adminWinners, element: <AdminWinnersPage /> },
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

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      // the pathless route between layout and pages keeps the layout on screen when a page fails
      { element: <SiteLayout />, children: [{ errorElement: <RouteError />, children: sitePages }] },
      { element: <ExamLayout />, children: [{ errorElement: <RouteError />, children: examPages }] },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
