import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `ms`; showing a new one restarts the clock. */
export function useTimedMessage<Message = string>(ms: number) {
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback(
    (next: Message) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return [message, show] as const;
}
