// Whether a learner has started an attempt of a paper: asked on every read of the paper (decision 039:
// the questions go only to a started attempt), so a yes is kept in memory. Attempts are never
// deleted but with their learner's account, whose sessions go with it, so a kept yes stays true.
import type { Database } from '../../db/client.ts';
import { findAttemptOf } from './repository.ts';
import type { TargetRef } from './targets.ts';

const MAX_KEPT = 200_000;
const caches = new WeakMap<Database, Map<string, true>>();

const keyOf = (userId: string, ref: TargetRef) => `${userId}:${ref.kind}:${ref.id}`;

function keptOf(db: Database): Map<string, true> {
  let kept = caches.get(db);
  if (!kept) caches.set(db, (kept = new Map()));
  return kept;
}

/**
 * Noted where the attempt is at hand anyway (a start, the exam's view of it), so that the paper's
 * read that follows on this instance asks the database nothing: the weekly quiz's rush reads the
 * paper from memory, as before.
 */
export function noteStartedAttempt(db: Database, userId: string, ref: TargetRef): void {
  const kept = keptOf(db);
  kept.set(keyOf(userId, ref), true);
  // Map keeps insertion order: the first key is the oldest
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export async function hasStartedAttempt(db: Database, userId: string, ref: TargetRef): Promise<boolean> {
  if (keptOf(db).has(keyOf(userId, ref))) return true;
  if (!(await findAttemptOf(db, userId, ref))) return false;
  noteStartedAttempt(db, userId, ref);
  return true;
}
