// The enrolments module: the one way a learner gets into a test series, whatever the reason.
import type { Database } from '../../db/client.ts';
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

export async function isEnrolled(db: Database, userId: string, seriesId: string): Promise<boolean> {
  return (await repository.findEnrolment(db, userId, seriesId)) !== null;
}

export async function enrolledSeriesIds(db: Database, userId: string): Promise<string[]> {
  return (await repository.listEnrolments(db, userId)).map((row) => row.seriesId);
}
