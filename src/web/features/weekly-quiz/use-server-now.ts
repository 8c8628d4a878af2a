import { useEffect, useState } from 'react';
import { ServerClock } from '../../lib/server-clock.ts';

/**
 * The server's time now, ticking each second: the list's countdowns follow the `serverTime` of its
 * last answer, so a device clock that is off by an hour does not open or close a quiz early.
 */
export function useServerNow(serverTime: number | undefined, receivedAt: number): number {
  const [clock] = useState(() => new ServerClock());
  const [now, setNow] = useState(() => clock.now());

  useEffect(() => {
    if (serverTime === undefined) return;
    clock.observe(serverTime);
    setNow(clock.now());
    // receivedAt: the same serverTime twice is still a fresh answer to anchor on
  }, [clock, serverTime, receivedAt]);

  useEffect(() => {
    const tick = () => setNow(clock.now());
    const interval = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [clock]);

  return now;
}
