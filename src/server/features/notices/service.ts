// A learner's own notices, beside the site-wide notifications: written in the transaction of what
// they tell (a regrade, a report's answer), so a learner is told exactly when it happened.
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';

export type { NoticeRow, NoticeValues } from './repository.ts';

/** Tells each learner named; in the caller's transaction. */
export const notifyUsers = (db: Database, notices: repository.NoticeValues[]) => repository.insertNotices(db, notices);
