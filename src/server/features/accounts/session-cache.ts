// Every API request asks who its session belongs to. The answer is kept in memory for a minute (or
// until the session expires, if sooner), and forgotten on every instance the moment a session is
// revoked or its user changes (sign out, sign out everywhere, a new role, a deleted account).
import type { Database } from '../../db/client.ts';
import { changeFeedOf } from '../../db/change-feed.ts';
import { ReadThroughCache } from '../../read-through-cache.ts';
import type { SessionRecord } from './repository.ts';

export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_SESSIONS = 100_000;

export const sessionTopic = (tokenHash: string) => `session:${tokenHash}`;
export const userTopic = (userId: string) => `user:${userId}`;

const caches = new WeakMap<Database, ReadThroughCache<SessionRecord | null>>();

export function sessionCache(db: Database): ReadThroughCache<SessionRecord | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadThroughCache<SessionRecord | null>({
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: MAX_SESSIONS,
      feed: changeFeedOf(db),
      topicOfKey: sessionTopic,
      topicsOf: (record) => (record ? [userTopic(record.user.id)] : []),
      // an unknown cookie is asked about again: it may be one that is being signed in right now
      keep: (record) => record !== null,
      validForMs: (record) => (record ? record.expiresAt.getTime() - Date.now() : 0),
    });
    caches.set(db, cache);
  }
  return cache;
}

/** After a session or a user changed (committed): every instance forgets what it held of it. */
export async function announceSessionChange(db: Database, change: { tokenHash: string } | { userId: string }): Promise<void> {
  await changeFeedOf(db).announce('tokenHash' in change ? sessionTopic(change.tokenHash) : userTopic(change.userId));
}
