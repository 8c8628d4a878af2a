import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { redirectAfterSignIn } from '../../shared/redirect.ts';
import {
  checkoutPath,
  giveTestPath,
  loginPath,
  myLearningPath,
  notificationPath,
  routePatterns,
  testSeriesDetailPath,
  weeklyQuizAttemptPath,
} from './paths.ts';

const series = '4741dc25-aaa3-4891-aa06-5d9b2bd8e67e';
const learner = '0f2b9a4e-1111-4c3d-9e8f-222233334444';
const test = '9a8b7c6d-0000-4000-8000-000000000003';

describe('path builders', () => {
  // a builder that drifted from its route would send every link to the not-found page
  it('build paths that the router matches back to the same parameters', () => {
    expect(matchPath(routePatterns.testSeriesDetail, testSeriesDetailPath(series))?.params).toEqual({ testSeriesId: series });
    expect(matchPath(routePatterns.checkout, checkoutPath(learner, series))?.params).toEqual({ userId: learner, testSeriesId: series });
    expect(matchPath(routePatterns.giveTest, giveTestPath(learner, series, test))?.params).toEqual({
      userId: learner,
      testSeriesId: series,
      testId: test,
    });
    expect(matchPath(routePatterns.weeklyQuizAttempt, weeklyQuizAttemptPath('GATE-CS', learner, test))?.params).toEqual({
      exam: 'GATE-CS',
      userId: learner,
      quizId: test,
    });
    expect(matchPath(routePatterns.notificationDetail, notificationPath('results-out'))?.params).toEqual({ slug: 'results-out' });
    expect(matchPath(routePatterns.myLearning, myLearningPath())).not.toBeNull();
  });

  it('escape ids so a strange id cannot change the route', () => {
    expect(giveTestPath('u1', 's1', 't1')).toBe('/givetest/u1/s1/t1');
    expect(testSeriesDetailPath('a/b')).toBe('/testseriesdetail/a%2Fb');
    expect(checkoutPath('u?x', 's#y')).toBe('/checkout/u%3Fx/s%23y');
    expect(giveTestPath('u', 's/1', 't?2')).toBe('/givetest/u/s%2F1/t%3F2');
    expect(notificationPath('a b')).toBe('/notification/a%20b');
  });

  it('sends sign-in back to the page, query and all', () => {
    expect(loginPath('/checkout/u1/s1?x=1')).toBe('/login?redirect=%2Fcheckout%2Fu1%2Fs1%3Fx%3D1');
    expect(new URLSearchParams(loginPath('/mylearning').split('?')[1]).get('redirect')).toBe('/mylearning');
  });

  it("leaves 'null' for a signed-out visitor's weekly quiz, which sign-in fills with the id", () => {
    const path = weeklyQuizAttemptPath('GATE CS', null, 'q1');
    expect(path).toBe('/weeklyquiz/GATE%20CS/null/q1');
    expect(redirectAfterSignIn(path, learner)).toBe(`/weeklyquiz/GATE%20CS/${learner}/q1`);
  });
});
