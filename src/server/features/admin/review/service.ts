// The review's face for the rest of the admin: the work waiting for a viewer (the overview), and the
// thread's entries another area writes in its own transaction (the bank's bulk submit).
import type { Database } from '../../../db/client.ts';
import { insertComments } from './repository.ts';

export { reviewWork } from './thread.ts';

/** The questions were submitted for review by `authorId`, in the caller's transaction: each thread gets a 'submit' entry, as a single submit writes. */
export async function recordSubmitted(tx: Database, authorId: string, questionIds: string[]): Promise<void> {
  await insertComments(
    tx,
    questionIds.map((questionId) => ({ questionId, authorId, kind: 'submit' as const, body: '' })),
  );
}
