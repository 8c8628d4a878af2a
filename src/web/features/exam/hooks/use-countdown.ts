import { useEffect, useRef, useState } from 'react';
import { examClock, secondsLeft, type ServerClock } from '../../../lib/server-clock.ts';

const TICK_MS = 500;

interface CountdownOptions {
  deadline: number; // epoch ms, the server's
  onExpire: () => void;
  /** the device's clock jumped (changed by hand, or the device slept): ask the server for the time */
  onClockJump?: () => void;
  clock?: ServerClock;
}

/**
 * Seconds left to the server's deadline. Each tick recomputes from the deadline rather than
 * counting down: a throttled background tab's setInterval drifts, the deadline does not.
 */
export function useCountdown({ deadline, onExpire, onClockJump, clock = examClock }: CountdownOptions): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, clock.now()));
  const callbacks = useRef({ onExpire, onClockJump });
  useEffect(() => {
    callbacks.current = { onExpire, onClockJump };
  }, [onExpire, onClockJump]);

  useEffect(() => {
    let expired = false;
    let jumpReported = false;
    const tick = () => {
      if (clock.jumped()) {
        if (!jumpReported) callbacks.current.onClockJump?.();
        jumpReported = true;
      } else {
        jumpReported = false;
      }
      const left = secondsLeft(deadline, clock.now());
      setSeconds(left);
      if (left <= 0 && !expired) {
        expired = true;
        callbacks.current.onExpire();
      }
    };
    tick();
    const interval = setInterval(tick, TICK_MS);
    // a tab coming back from the background shows the true time at once
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [deadline, clock]);

  return seconds;
}
