// A small in-memory cache in front of a database read, for what thousands of requests a minute ask
// again and again (a session, a paper). It keeps the promise of a read, so concurrent requests share
// one query; it forgets what the change feed names; and it trusts nothing while the feed is down.
import type { ChangeEvent, ChangeFeed } from './db/change-feed.ts';

export interface ReadThroughOptions<V> {
  /** how long an entry is trusted without a word from the feed; measured on the monotonic clock */
  ttlMs: number;
  /** the oldest entries go first beyond this */
  maxEntries: number;
  feed: ChangeFeed;
  /** the feed's topics that make a loaded value stale (its key's own topic is `topicOfKey`) */
  topicsOf?: (value: V, key: string) => string[];
  topicOfKey: (key: string) => string;
  /** whether a loaded value may be kept at all (a miss is often better asked again) */
  keep?: (value: V) => boolean;
  /** how much longer than now a loaded value stays true (a session's expiry), if less than the ttl */
  validForMs?: (value: V) => number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
  topics: string[];
}

export class ReadThroughCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTopic = new Map<string, Set<string>>();
  // any change heard while a read is under way may concern it: such a read is used once, not kept
  private generation = 0;

  constructor(private readonly options: ReadThroughOptions<V>) {
    options.feed.subscribe((event) => this.hear(event));
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.options.feed.live) return load();
    const now = performance.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    if (cached) this.drop(key);

    const started = this.generation;
    const value = load();
    const entry: Entry<V> = { value, expiresAt: now + this.options.ttlMs, topics: [this.options.topicOfKey(key)] };
    this.store(key, entry);
    value.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        if (this.generation !== started || (this.options.keep && !this.options.keep(loaded))) {
          this.drop(key);
          return;
        }
        const validFor = this.options.validForMs?.(loaded);
        if (validFor !== undefined) entry.expiresAt = Math.min(entry.expiresAt, now + validFor);
        for (const topic of this.options.topicsOf?.(loaded, key) ?? []) this.index(topic, key, entry);
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    return value;
  }

  /** Forgets one key on this instance only (the feed tells the others). */
  drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const topic of entry.topics) {
      const keys = this.keysByTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTopic.delete(topic);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry<V>) {
    this.entries.set(key, entry);
    this.keysByTopic.set(entry.topics[0]!, (this.keysByTopic.get(entry.topics[0]!) ?? new Set()).add(key));
    // Map keeps insertion order: the first key is the oldest
    while (this.entries.size > this.options.maxEntries) this.drop(this.entries.keys().next().value!);
  }

  private index(topic: string, key: string, entry: Entry<V>) {
    entry.topics.push(topic);
    let keys = this.keysByTopic.get(topic);
    if (!keys) this.keysByTopic.set(topic, (keys = new Set()));
    keys.add(key);
  }

  private hear(event: ChangeEvent) {
    this.generation += 1;
    if (event.kind === 'reset') {
      this.entries.clear();
      this.keysByTopic.clear();
      return;
    }
    for (const key of [...(this.keysByTopic.get(event.topic) ?? [])]) this.drop(key);
  }
}
