import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AttemptState, ExamQuestion } from '../../../../shared/api/exam.ts';
import type { Answer } from '../../../../shared/exam/answer-key.ts';
import * as rules from '../../../../shared/exam/navigation.ts';
import { fetchAttempt, saveAnswers } from '../api.ts';
import type { QueueStatus } from '../engine/answer-queue.ts';
import type { ExamKind, ExamTarget, SubmitResult } from '../engine/exam-target.ts';
import { forgetQueue, readUnsentAnswers, type AnswerPatch } from '../engine/queue-storage.ts';
import { useAnswerQueue } from './use-answer-queue.ts';
import { useExamLanguage, type ExamLanguageState } from './use-exam-language.ts';
import { setAttemptLanguage } from '../api.ts';
import { useCountdown } from './use-countdown.ts';
import { useServerWords } from '../../../lib/error-text.ts';
import { useQuestionClock, useQuestionTiming } from './use-question-time.ts';

export type { ExamKind, SubmitResult };
export type ExamPhase = 'running' | 'submitting' | 'submitted';

export interface ExamSessionOptions {
  /** what is attempted: its submit endpoint, its words and its palette colours */
  target: Pick<ExamTarget, 'kind' | 'id' | 'palette' | 'defaultQuestionType' | 'submit' | 'submitErrorMessage'>;
  attempt: AttemptState;
  questions: readonly ExamQuestion[];
  onSubmitted: (result: SubmitResult) => void;
  /** the attempt is over on the server (submitted here, elsewhere, or by the deadline): show the result */
  onEnded: () => void;
}

export interface ExamSession {
  target: ExamSessionOptions['target'];
  kind: ExamKind;
  ordered: ExamQuestion[];
  sections: rules.SectionRange[];
  /** tests always show their sections; a quiz only when its questions come from more than one */
  showSections: boolean;
  current: number;
  question: ExamQuestion;
  answers: rules.Answers;
  /** the current question's answer on screen: its unsaved draft in the real CBT's way of saving, else the saved one */
  shownAnswer: Answer | null;
  /** the current question shows a choice Save & Next has not saved yet (only when saving only with Save & Next) */
  unsavedChoice?: boolean;
  counts: Record<rules.PaletteStatus, number>;
  locked: boolean;
  phase: ExamPhase;
  submitError: string | null;
  secondsLeft: number;
  network: QueueStatus;
  /** the language each question is read in, for a paper offered in Hindi (use-exam-language.ts) */
  language: ExamLanguageState;
  /** an admin's preview: nothing is sent to the server, and the screen says so */
  preview?: boolean;
  goTo: (index: number) => void;
  /** an option, the options ticked, the number typed; null takes the answer away */
  setAnswer: (answer: Answer | null) => void;
  saveAndNext: () => void;
  clear: () => void;
  markAndNext: () => void;
  submit: () => void;
}

const currentKey = (attemptId: string) => `prepverse:exam-current:${attemptId}`;
const saveModeKey = (attemptId: string) => `prepverse:exam-save-mode:${attemptId}`;

/**
 * Saves an attempt's way of saving, chosen on the instructions before it started (issue 42): only
 * with Save & Next, as the real CBT, or the spec's (the default, kept by saving nothing). Kept on
 * this device with the attempt's other local state; what is saved is on the server either way.
 */
export function rememberSaveMode(attemptId: string, mode: rules.SaveMode) {
  if (mode === 'save-and-next') localStorage.setItem(saveModeKey(attemptId), mode);
  else localStorage.removeItem(saveModeKey(attemptId));
}

const storedSaveMode = (attemptId: string): rules.SaveMode =>
  localStorage.getItem(saveModeKey(attemptId)) === 'save-and-next' ? 'save-and-next' : 'on-choice';
const DEADLINE_RETRY_MS = 5000;
// The page's reading of the server's clock may run a little ahead of it (half a round trip is only
// an estimate, and a busy server answers late). The view locks at zero and the submit goes a second
// later, when the server's deadline has surely passed, and still well inside the in-flight allowance
// for the answers it carries: the attempt is recorded as ended by the deadline, not by the learner.
const DEADLINE_SUBMIT_DELAY_MS = 1000;

function storedCurrent(attemptId: string, count: number): number {
  const value = Number(localStorage.getItem(currentKey(attemptId)));
  return Number.isInteger(value) && value >= 0 && value < count ? value : 0;
}

/** The exam engine of one attempt, shared by the test and weekly-quiz screens. */
export function useExamSession(options: ExamSessionOptions): ExamSession {
  const { attempt, target } = options;
  const targetId = target.id;
  const ordered = useMemo(() => rules.examOrder(options.questions), [options.questions]);
  const sections = useMemo(() => rules.sectionRanges(ordered), [ordered]);
  const deadline = useMemo(() => Date.parse(attempt.deadline), [attempt.deadline]);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const onEnded = useCallback(() => callbacks.current.onEnded(), []);

  const send = useCallback(
    (patch: AnswerPatch, { keepalive }: { keepalive: boolean }) => saveAnswers(attempt.attemptId, patch, keepalive),
    [attempt.attemptId],
  );
  // time per question: a page hidden or going away ends the visit before the queue's last save
  const { clock, stop: stopClock } = useQuestionClock(attempt);
  const { queue, status: network } = useAnswerQueue(attempt.attemptId, targetId, send, onEnded, stopClock);
  const sendLanguage = useCallback((questions: Record<string, 'en' | 'hi'>) => setAttemptLanguage(attempt.attemptId, questions), [attempt.attemptId]);
  const language = useExamLanguage(attempt, ordered, sendLanguage);

  const [cursor, setCursor] = useState<rules.ExamCursor>(() => {
    const answers = rules.resumeAnswers(ordered, attempt.answers, readUnsentAnswers(localStorage, attempt.attemptId));
    const saveMode = storedSaveMode(attempt.attemptId);
    return rules.visit({ answers, current: 0, locked: false, saveMode }, ordered, storedCurrent(attempt.attemptId, ordered.length));
  });
  const [phase, setPhase] = useState<ExamPhase>('running');
  // a failed submit's words (the target's, in English) and what failed, so a refusal the API worded is said in the interface's language
  const [submitFailure, setSubmitFailure] = useState<{ words: string; error: unknown } | null>(null);
  const serverWords = useServerWords();
  const [deadlineRetry, setDeadlineRetry] = useState(0);
  const submitting = useRef(false);
  const timeUp = useRef(false);

  // every change goes to the autosave queue (and so to localStorage) right after it renders
  const sentAnswers = useRef<rules.Answers>(attempt.answers);
  useEffect(() => {
    const changed = rules.changedAnswers(sentAnswers.current, cursor.answers);
    queue.enqueue(changed, rules.newlyVisited(sentAnswers.current, changed));
    sentAnswers.current = cursor.answers;
  }, [cursor.answers, queue]);
  const currentIndex = cursor.current;
  useEffect(() => {
    localStorage.setItem(currentKey(attempt.attemptId), String(currentIndex));
  }, [currentIndex, attempt.attemptId]);

  const submit = useCallback(
    async (reason: 'learner' | 'deadline') => {
      if (submitting.current) return;
      submitting.current = true;
      setCursor(rules.lockExam);
      setPhase('submitting');
      setSubmitFailure(null);
      try {
        // the question on screen's time, then saves; whatever is still unacknowledged rides along in the submit itself
        stopClock(queue);
        if ((await queue.flush()) === 'ended') return;
        const result = await callbacks.current.target.submit({ answers: queue.pendingAnswers(), seconds: queue.pendingSeconds() });
        queue.clear();
        forgetQueue(localStorage, attempt.attemptId);
        localStorage.removeItem(currentKey(attempt.attemptId));
        localStorage.removeItem(saveModeKey(attempt.attemptId));
        setPhase('submitted');
        callbacks.current.onSubmitted(result);
        callbacks.current.onEnded();
      } catch (error) {
        submitting.current = false;
        setPhase('running');
        setSubmitFailure({ words: callbacks.current.target.submitErrorMessage(error), error });
        // the learner may go on and retry; once time is up the view stays locked and retries by itself
        if (!timeUp.current) setCursor(rules.unlockExam);
        if (reason === 'deadline') setTimeout(() => setDeadlineRetry((n) => n + 1), DEADLINE_RETRY_MS);
      }
    },
    [queue, attempt.attemptId, stopClock],
  );

  const deadlineSubmit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const expire = useCallback(() => {
    timeUp.current = true;
    setCursor(rules.lockExam);
    deadlineSubmit.current = setTimeout(() => void submit('deadline'), DEADLINE_SUBMIT_DELAY_MS);
  }, [submit]);
  useEffect(() => () => clearTimeout(deadlineSubmit.current), []);

  useEffect(() => {
    if (deadlineRetry === 0) return;
    void submit('deadline');
  }, [deadlineRetry, submit]);

  useEffect(() => {
    if (!timeUp.current) return;
    const online = () => void submit('deadline');
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [phase, submit]);

  const resync = useCallback(() => {
    fetchAttempt(attempt.attemptId)
      .then(({ attempt: latest }) => {
        if (latest.submittedAt) callbacks.current.onEnded();
      })
      .catch(() => undefined); // offline: the stricter of the two local clocks runs until the next answer
  }, [attempt.attemptId]);

  const secondsLeft = useCountdown({ deadline, onExpire: expire, onClockJump: resync });

  // stable actions: the question pane is memoised and must not re-render (and re-typeset) every second
  const actions = useMemo(
    () => ({
      goTo: (index: number) => setCursor((state) => rules.visit(state, ordered, index)),
      setAnswer: (answer: Answer | null) => setCursor((state) => rules.answerCurrent(state, ordered, answer)),
      saveAndNext: () => setCursor((state) => rules.saveAndNext(state, ordered)),
      clear: () => setCursor((state) => rules.clearResponse(state, ordered)),
      markAndNext: () => setCursor((state) => rules.markForReviewAndNext(state, ordered)),
      submit: () => void submit('learner'),
    }),
    [ordered, submit],
  );
  const question = ordered[cursor.current] ?? ordered[0]!;
  useQuestionTiming(clock, queue, question._id, !cursor.locked && phase === 'running');

  return {
    target,
    kind: target.kind,
    ordered,
    sections,
    showSections: target.kind === 'test' || sections.length > 1,
    current: cursor.current,
    question,
    answers: cursor.answers,
    shownAnswer: rules.shownAnswer(cursor, question._id),
    unsavedChoice: rules.hasUnsavedChoice(cursor, ordered),
    counts: rules.legendCounts(ordered, cursor.answers),
    locked: cursor.locked,
    phase,
    submitError: submitFailure && serverWords(submitFailure.words, submitFailure.error),
    secondsLeft,
    network,
    language,
    ...actions,
  };
}
