// Every message file, for the server's render and the tests (decision 046). The browser's bundle never
// imports this file: it loads a language's namespaces one by one (load-messages.ts).
import enAccount from './locales/en/account.json';
import enAuth from './locales/en/auth.json';
import enCheckout from './locales/en/checkout.json';
import enCatalogue from './locales/en/catalogue.json';
import enCommon from './locales/en/common.json';
import enDashboard from './locales/en/dashboard.json';
import enExam from './locales/en/exam.json';
import enLanding from './locales/en/landing.json';
import enNotices from './locales/en/notices.json';
import enNotifications from './locales/en/notifications.json';
import enPages from './locales/en/pages.json';
import enQuiz from './locales/en/quiz.json';
import enResult from './locales/en/result.json';
import hiAccount from './locales/hi/account.json';
import hiAuth from './locales/hi/auth.json';
import hiCheckout from './locales/hi/checkout.json';
import hiCatalogue from './locales/hi/catalogue.json';
import hiCommon from './locales/hi/common.json';
import hiDashboard from './locales/hi/dashboard.json';
import hiExam from './locales/hi/exam.json';
import hiLanding from './locales/hi/landing.json';
import hiNotices from './locales/hi/notices.json';
import hiNotifications from './locales/hi/notifications.json';
import hiPages from './locales/hi/pages.json';
import hiQuiz from './locales/hi/quiz.json';
import hiResult from './locales/hi/result.json';
import type { Language } from './languages.ts';
import type { Messages } from './messages.ts';

export const en: Messages = {
  common: enCommon,
  landing: enLanding,
  catalogue: enCatalogue,
  auth: enAuth,
  notifications: enNotifications,
  result: enResult,
  dashboard: enDashboard,
  quiz: enQuiz,
  pages: enPages,
  notices: enNotices,
  exam: enExam,
  checkout: enCheckout,
  account: enAccount,
};

export const resources: Record<Language, Messages> = {
  en,
  hi: {
    common: hiCommon,
    landing: hiLanding,
    catalogue: hiCatalogue,
    auth: hiAuth,
    notifications: hiNotifications,
    result: hiResult,
    dashboard: hiDashboard,
    quiz: hiQuiz,
    pages: hiPages,
    notices: hiNotices,
    exam: hiExam,
    checkout: hiCheckout,
    account: hiAccount,
  },
};

export { NAMESPACES, type Namespace } from './messages.ts';
