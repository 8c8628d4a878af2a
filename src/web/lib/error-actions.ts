// The ways out an error page offers, named once so every page words them alike (in English here;
// the error panel says each known kind in the interface's language).
import type { ErrorAction } from '../components/error-panel.tsx';
import { loginPath, routePatterns, testSeriesDetailPath } from './paths.ts';
import { endSession } from './session.ts';

export const errorActions = {
  /** the catalogue: every test series */
  catalogue: (): ErrorAction => ({ label: 'Browse all test series', kind: 'catalogue', to: routePatterns.testSeries }),
  /** one series' page, with its tests */
  series: (testSeriesId: string): ErrorAction => ({ label: 'Back to the test series', kind: 'series', to: testSeriesDetailPath(testSeriesId) }),
  /** the list of this week's quizzes */
  weeklyQuizzes: (): ErrorAction => ({ label: "This week's quizzes", kind: 'weeklyQuizzes', to: routePatterns.weeklyQuiz }),
  /** signs the current account out, then to sign-in, coming back to `redirectPath` */
  signInAgain: (redirectPath: string): ErrorAction => ({ label: 'Sign in again', kind: 'signInAgain', to: loginPath(redirectPath), beforeLeave: endSession }),
  /** the learner's own test series, on My learning */
  myLearning: (): ErrorAction => ({ label: 'My test series', kind: 'myLearning', to: routePatterns.myLearning }),
  contactSupport: (): ErrorAction => ({ label: 'Contact support', kind: 'contactSupport', to: routePatterns.contact }),
};
