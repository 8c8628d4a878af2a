import { describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { measureClock } from './clock.ts';

/** A database whose clock runs `aheadMs` ahead of this machine's, answering after `delayMs`. */
function databaseAhead(aheadMs: number, delayMs = 0): Database {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // the database reads its clock half-way through the round trip
  const execute = async () => {
    await wait(delayMs / 2);
    const now = new Date(Date.now() + aheadMs).toISOString();
    await wait(delayMs / 2);
    return { rows: [{ now }] };
  };
  return { execute } as unknown as Database;
}

describe('the server clock', () => {
  it("reads the database's time through the offset measured at start", async () => {
    const clock = await measureClock(databaseAhead(90_000));
    expect(clock.offsetMs).toBeGreaterThan(89_900);
    expect(clock.offsetMs).toBeLessThan(90_100);
    expect(Math.abs(clock.now() - (Date.now() + 90_000))).toBeLessThan(100);
  });

  it('takes an offset within the measurement error as none', async () => {
    const clock = await measureClock(databaseAhead(3, 20));
    expect(clock.offsetMs).toBe(0);
  });
});
