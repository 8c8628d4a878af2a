import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AnswerQueue, type QueueStatus, type SendAnswers } from '../engine/answer-queue.ts';

export interface AnswerQueueHandle {
  queue: AnswerQueue;
  status: QueueStatus;
}

/**
 * One autosave queue per attempt, wired to the browser: the online/offline events drive the banner
 * and resend on reconnect; a page that goes hidden or away makes one last keepalive save, after
 * `beforeExit` (the time on the question on screen) has queued what it has.
 */
export function useAnswerQueue(
  attemptId: string,
  targetId: string,
  send: SendAnswers,
  onEnded: () => void,
  beforeExit: (queue: AnswerQueue) => void = () => undefined,
): AnswerQueueHandle {
  const onEndedRef = useRef(onEnded);
  const beforeExitRef = useRef(beforeExit);
  useEffect(() => {
    onEndedRef.current = onEnded;
    beforeExitRef.current = beforeExit;
  }, [onEnded, beforeExit]);

  const [queue] = useState(
    () =>
      new AnswerQueue({
        attemptId,
        targetId,
        storage: localStorage,
        send,
        online: navigator.onLine,
        onEnded: () => onEndedRef.current(),
      }),
  );
  const status = useSyncExternalStore(queue.subscribe, queue.getStatus);

  useEffect(() => {
    queue.resume();
    const online = () => queue.setOnline(true);
    const offline = () => queue.setOnline(false);
    const leaving = () => {
      beforeExitRef.current(queue);
      queue.flushOnExit();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
      // leaving the exam inside the app (Back): what is still queued goes now, not on the next visit
      queue.flushOnExit();
      queue.pause();
    };
  }, [queue]);

  return { queue, status };
}
