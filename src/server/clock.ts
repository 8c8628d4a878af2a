// The server's one clock is the database's: it decides every write (deadlines, late saves, expiry of
// sessions), so whatever the app says about time must agree with it. The app measures how far its own
// clock is from the database's once at start and reads `now()` through that offset, without a round
// trip (docs/decisions/009).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './db/client.ts';

export interface Clock {
  /** the database's time, in epoch milliseconds, read on this machine */
  now: () => number;
  /** database time minus this machine's time, in milliseconds */
  offsetMs: number;
}

const SAMPLES = 5;

/**
 * Measures the offset as NTP does: the database read its clock somewhere inside a round trip, so the
 * middle of the shortest of a few round trips is the best guess, off by at most half of it. An offset
 * within that error cannot be told from none, and is taken as none.
 */
export async function measureClock(db: Database): Promise<Clock> {
  let best = { roundTripMs: Infinity, offsetMs: 0 };
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const sentAt = Date.now();
    const [row] = await queryRows<{ now: string | Date }>(db, sql`select clock_timestamp() as now`);
    const receivedAt = Date.now();
    const roundTripMs = receivedAt - sentAt;
    if (roundTripMs < best.roundTripMs) {
      best = { roundTripMs, offsetMs: new Date(row!.now).getTime() - (sentAt + receivedAt) / 2 };
    }
  }
  const offsetMs = Math.abs(best.offsetMs) <= best.roundTripMs / 2 ? 0 : Math.round(best.offsetMs);
  return { offsetMs, now: () => Date.now() + offsetMs };
}
