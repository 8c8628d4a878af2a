// 'Preview as learner': the exam view on one question with no attempt behind it. The same navigation
// rules and clock as a real attempt, with the answers kept in React state; nothing is ever sent.
import { useCallback, useMemo, useState } from 'react';
import type { ExamQuestion } from '../../../../shared/api/exam.ts';
import type { Answer } from '../../../../shared/exam/answer-key.ts';
import * as rules from '../../../../shared/exam/navigation.ts';
import { ServerClock } from '../../../lib/server-clock.ts';
import type { QueueStatus } from '../engine/answer-queue.ts';
import type { ExamSession } from './use-exam-session.ts';
import { useCountdown } from './use-countdown.ts';
import { useExamLanguage } from './use-exam-language.ts';

const PREVIEW_ATTEMPT = { attemptId: 'preview', language: 'en', questionLanguages: {} } as const;

/** A question's share of a GATE paper's time: 180 minutes for 100 marks, so 1:48 a mark. */
export const PREVIEW_SECONDS_PER_MARK = 108;

export const previewSeconds = (question: Pick<ExamQuestion, 'marks'>) => Math.max(1, question.marks) * PREVIEW_SECONDS_PER_MARK;

/** Nothing is queued, sent or waiting: the preview has no server to save to. */
const NO_NETWORK: QueueStatus = { pending: 0, sending: false, offline: false, unavailable: false, ended: false };

// the device's own clock: there is no server deadline to follow (an unsynced ServerClock reads Date.now)
const localClock = new ServerClock();

export interface PreviewOutcome {
  selected: Answer | null;
  endedBy: 'learner' | 'deadline';
  timeTakenSeconds: number;
}

export interface PreviewSession extends ExamSession {
  /** set once submitted (by the admin or at 0:00): what was chosen */
  outcome: PreviewOutcome | null;
  /** starts the preview again: no answer, full time */
  restart: () => void;
}

function freshCursor(ordered: readonly ExamQuestion[]): rules.ExamCursor {
  return rules.visit({ answers: {}, current: 0, locked: false }, ordered, 0);
}

/** An ExamSession for ExamView on one question, held in memory. */
export function usePreviewSession(question: ExamQuestion, seconds = previewSeconds(question)): PreviewSession {
  const ordered = useMemo(() => [question], [question]);
  const sections = useMemo(() => rules.sectionRanges(ordered), [ordered]);
  const [run, setRun] = useState(() => ({ startedAt: Date.now(), cursor: freshCursor(ordered), outcome: null as PreviewOutcome | null }));
  const deadline = run.startedAt + seconds * 1000;

  const finish = useCallback(
    (endedBy: PreviewOutcome['endedBy']) =>
      setRun((current) => {
        if (current.outcome) return current;
        const selected = rules.answerOf(current.cursor.answers, question._id).answer;
        const timeTakenSeconds = Math.min(seconds, Math.round((Date.now() - current.startedAt) / 1000));
        return { ...current, cursor: rules.lockExam(current.cursor), outcome: { selected, endedBy, timeTakenSeconds } };
      }),
    [question._id, seconds],
  );
  const expire = useCallback(() => finish('deadline'), [finish]);
  const secondsLeft = useCountdown({ deadline, onExpire: expire, clock: localClock });
  // a question with a Hindi version previews with its "View in" select, switched in memory
  const language = useExamLanguage(PREVIEW_ATTEMPT, ordered, null);

  // stable actions, as the real session's: the question pane is memoised
  const actions = useMemo(() => {
    const step = (move: (state: rules.ExamCursor) => rules.ExamCursor) => setRun((current) => ({ ...current, cursor: move(current.cursor) }));
    return {
      goTo: (index: number) => step((state) => rules.visit(state, ordered, index)),
      setAnswer: (answer: Answer | null) => step((state) => rules.answerCurrent(state, ordered, answer)),
      saveAndNext: () => step((state) => rules.saveAndNext(state, ordered)),
      clear: () => step((state) => rules.clearResponse(state, ordered)),
      markAndNext: () => step((state) => rules.markForReviewAndNext(state, ordered)),
      submit: () => finish('learner'),
      restart: () => setRun({ startedAt: Date.now(), cursor: freshCursor(ordered), outcome: null }),
    };
  }, [ordered, finish]);

  const target = useMemo<ExamSession['target']>(
    () => ({
      kind: 'test',
      id: `preview:${question._id}`,
      palette: 'gate',
      defaultQuestionType: 'MCQ',
      // never called: submit() above ends the preview without a request
      submit: async () => ({ score: 0, maxMarks: question.marks }),
      submitErrorMessage: () => '',
    }),
    [question._id, question.marks],
  );

  return {
    target,
    kind: 'test',
    ordered,
    sections,
    showSections: true,
    current: run.cursor.current,
    question,
    answers: run.cursor.answers,
    shownAnswer: rules.shownAnswer(run.cursor, question._id),
    counts: rules.legendCounts(ordered, run.cursor.answers),
    locked: run.cursor.locked,
    phase: run.outcome ? 'submitted' : 'running',
    submitError: null,
    secondsLeft: run.outcome ? Math.max(0, seconds - run.outcome.timeTakenSeconds) : secondsLeft,
    network: NO_NETWORK,
    language,
    preview: true,
    outcome: run.outcome,
    ...actions,
  };
}
