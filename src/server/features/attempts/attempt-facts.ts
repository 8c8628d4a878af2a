// Whose an attempt is and what it is an attempt of never change once it exists, so every autosave
// after a learner's first reads them from memory. Only attempts that exist are kept.
import type { Database } from '../../db/client.ts';
import { findAttemptFacts, type AttemptFacts } from './repository.ts';

const MAX_ATTEMPTS = 200_000;
const caches = new WeakMap<Database, Map<string, Promise<AttemptFacts | null>>>();

export function attemptFacts(db: Database, attemptId: string): Promise<AttemptFacts | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const cached = cache.get(attemptId);
  if (cached) return cached;
  const facts = findAttemptFacts(db, attemptId);
  cache.set(attemptId, facts);
  // Map keeps insertion order: the first key is the oldest
  if (cache.size > MAX_ATTEMPTS) cache.delete(cache.keys().next().value!);
  const entries = cache;
  facts.then(
    (found) => (found ? undefined : entries.delete(attemptId)),
    () => entries.delete(attemptId),
  );
  return facts;
}
