import { useEffect, useState } from 'react';
import { ServerClock } from './server-clock.ts';

/**
 * The server's time now, ticking each second: a countdown (the weekly-quiz list, the landing page's
 * quiz) follows the `serverTime` of its last answer, so a device clock that is off by an hour does not
 * open or close a quiz early. Server and browser disagree on 'now' by a moment: render the text it
 * feeds in an element with suppressHydrationWarning.
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
