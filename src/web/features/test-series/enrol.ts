// SPEC §2 and §4: one button per card, whose label and destination depend on who is looking.
import { checkoutPath, testSeriesDetailPath } from '../../lib/paths.ts';

export type EnrolLabel = 'Sign In to Enroll' | 'Enroll Now' | 'Attempt';

export type EnrolAction =
  | { kind: 'sign-in'; label: 'Sign In to Enroll'; returnPath: string }
  | { kind: 'checkout'; label: 'Enroll Now'; path: string }
  | { kind: 'detail'; label: 'Attempt'; path: string };

/**
 * Signed out: sign in, then come back to the series (its detail page sends a learner who is not
 * enrolled on to checkout). Signed in and enrolled: the tests. Signed in, not enrolled: checkout.
 */
export function enrolAction(testSeriesId: string, userId: string | null, enrolledIds: ReadonlySet<string>): EnrolAction {
  if (!userId) return { kind: 'sign-in', label: 'Sign In to Enroll', returnPath: testSeriesDetailPath(testSeriesId) };
  if (enrolledIds.has(testSeriesId)) return { kind: 'detail', label: 'Attempt', path: testSeriesDetailPath(testSeriesId) };
  return { kind: 'checkout', label: 'Enroll Now', path: checkoutPath(userId, testSeriesId) };
}
