import { useCallback, useEffect, useState } from 'react';
import type { AttemptState } from '../../../../shared/api/exam.ts';
import type { AnswerQueue } from '../engine/answer-queue.ts';
import { QuestionClock, startingSeconds, type QuestionTotal } from '../engine/question-clock.ts';
import { readUnsentSeconds } from '../engine/queue-storage.ts';

export interface QuestionTime {
  clock: QuestionClock;
  /** ends the visit going on and queues its question's new total (the page going away, the submit) */
  stop: (queue: AnswerQueue) => void;
}

const record = (queue: AnswerQueue, total: QuestionTotal | null) => {
  if (total) queue.recordTime(total.questionId, total.seconds);
};

/** The exam view's clock of time per question, started from the server's totals and this device's unsent ones. */
export function useQuestionClock(attempt: AttemptState): QuestionTime {
  const [clock] = useState(() => new QuestionClock(startingSeconds(attempt.answers, readUnsentSeconds(localStorage, attempt.attemptId))));
  const stop = useCallback((queue: AnswerQueue) => record(queue, clock.pause()), [clock]);
  return { clock, stop };
}

/**
 * Times the question on screen while the exam runs and the page is visible: each visit that ends
 * (another question, the page hidden, the exam locked or left) adds to its total, queued at once.
 */
export function useQuestionTiming(clock: QuestionClock, queue: AnswerQueue, questionId: string, running: boolean): void {
  useEffect(() => {
    if (!running) return;
    const show = () => record(queue, clock.show(questionId));
    if (document.visibilityState !== 'hidden') show();
    const visibility = () => (document.visibilityState === 'hidden' ? record(queue, clock.pause()) : show());
    document.addEventListener('visibilitychange', visibility);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      record(queue, clock.pause());
    };
  }, [clock, queue, questionId, running]);
}
