// The enrolments module: the one way a learner gets into a test series, whatever the reason.
import type { Database } from '../../db/client.ts';
import { changeFeedOf } from '../../db/change-feed.ts';
import { ReadThroughCache } from '../../read-through-cache.ts';
import * as repository from './repository.ts';

export type { EnrolmentRow, EnrolmentSource } from './repository.ts';
export {
  countBySeries,
  countEnrolments,
  countPaidEnrolments,
  deleteAdminGrant,
  deleteUnpaidEnrolments,
  findEnrolment,
  findEnrolmentsOfPayments,
  listEnrolments,
} from './repository.ts';

export interface EnrolInput {
  userId: string;
  seriesId: string;
  source: repository.EnrolmentSource;
  /** the payments row behind a paid enrolment */
  paymentId?: string | null;
}

/**
 * Enrols a learner: free registration, a captured payment, a weekly-quiz prize or an admin's
 * grant. Idempotent: a second call for the same learner and series changes nothing and says so.
 * Pass a transaction's handle to enrol together with another change (a payment, an audit entry).
 */
export async function enrol(db: Database, input: EnrolInput): Promise<{ created: boolean }> {
  return { created: await repository.insertEnrolment(db, input) };
}

// Every load of a test's paper asks whether the learner is enrolled. An enrolment once made is rarely
// taken back (an admin's grant revoked, a series deleted), and each of those is announced, so a yes
// is kept for a few minutes; a no is always asked again (the learner may be paying right now).
const ENROLMENT_TTL_MS = 5 * 60_000;
const enrolmentTopic = (userId: string, seriesId: string) => `enrolment:${userId}:${seriesId}`;
const seriesTopic = (seriesId: string) => `enrolments-of:${seriesId}`;
const caches = new WeakMap<Database, ReadThroughCache<boolean>>();

function enrolmentCache(db: Database): ReadThroughCache<boolean> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadThroughCache<boolean>({
      ttlMs: ENROLMENT_TTL_MS,
      maxEntries: 200_000,
      feed: changeFeedOf(db),
      topicOfKey: (key) => `enrolment:${key}`,
      topicsOf: (_enrolled, key) => [seriesTopic(key.slice(key.indexOf(':') + 1))],
      keep: (enrolled) => enrolled,
    });
    caches.set(db, cache);
  }
  return cache;
}

export async function isEnrolled(db: Database, userId: string, seriesId: string): Promise<boolean> {
  return enrolmentCache(db).get(`${userId}:${seriesId}`, async () => (await repository.findEnrolment(db, userId, seriesId)) !== null);
}

/** After enrolments were taken away (committed): every instance asks the database again. */
export async function forgetEnrolments(db: Database, which: { userId: string; seriesId: string } | { seriesId: string }): Promise<void> {
  await changeFeedOf(db).announce('userId' in which ? enrolmentTopic(which.userId, which.seriesId) : seriesTopic(which.seriesId));
}

export async function enrolledSeriesIds(db: Database, userId: string): Promise<string[]> {
  return (await repository.listEnrolments(db, userId)).map((row) => row.seriesId);
}
