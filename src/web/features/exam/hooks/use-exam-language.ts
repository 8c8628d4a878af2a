// The language each question is read in (docs/decisions/034): the attempt's default, chosen on the
// instructions page, and each question switched from its "View in" select. A change shows at once and
// is sent to the attempt (PUT /api/attempts/:id/language, idempotent): a reload or another device
// opens the paper as the learner left it. A change the network lost is sent again when back online.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AttemptState, ExamQuestion } from '../../../../shared/api/exam.ts';
import type { ExamLanguage, QuestionLanguages } from '../../../../shared/api/exam-language.ts';
import { isApiError } from '../../../lib/http.ts';

export interface ExamLanguageState {
  /** the paper is offered in Hindi: only then are there language controls */
  offered: boolean;
  /** the attempt's default */
  language: ExamLanguage;
  /** the language a question is read in */
  languageOf: (questionId: string) => ExamLanguage;
  /** switches one question (null for a preview: nothing is sent) */
  setQuestionLanguage: (questionId: string, language: ExamLanguage) => void;
}

type Send = (questions: QuestionLanguages) => Promise<unknown>;

/** The language state of an attempt; `send` null keeps it in memory (an admin's preview). */
export function useExamLanguage(
  attempt: Pick<AttemptState, 'attemptId' | 'language' | 'questionLanguages'>,
  questions: readonly ExamQuestion[],
  send: Send | null,
): ExamLanguageState {
  const offered = useMemo(() => questions.some((question) => question.hindi), [questions]);
  const language: ExamLanguage = offered ? (attempt.language ?? 'en') : 'en';
  const [chosen, setChosen] = useState<QuestionLanguages>(() => attempt.questionLanguages ?? {});
  // what the server has not acknowledged yet: sent again, whole, until it is
  const unsent = useRef<QuestionLanguages>({});
  const sender = useRef(send);
  useEffect(() => {
    sender.current = send;
  });

  const flush = useCallback(() => {
    const pending = unsent.current;
    if (!sender.current || Object.keys(pending).length === 0) return;
    sender.current(pending).then(
      () => {
        // only what was sent is acknowledged: a later change to the same question stays unsent
        for (const [id, value] of Object.entries(pending)) if (unsent.current[id] === value) delete unsent.current[id];
      },
      (error: unknown) => {
        // a refusal (the attempt ended) is not retried; a lost request is, once back online
        if (!isApiError(error, 0)) unsent.current = {};
      },
    );
  }, []);
  useEffect(() => {
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  const languageOf = useCallback((questionId: string): ExamLanguage => (offered ? (chosen[questionId] ?? language) : 'en'), [chosen, language, offered]);
  const setQuestionLanguage = useCallback(
    (questionId: string, next: ExamLanguage) => {
      setChosen((current) => ({ ...current, [questionId]: next }));
      unsent.current = { ...unsent.current, [questionId]: next };
      flush();
    },
    [flush],
  );
  return useMemo(() => ({ offered, language, languageOf, setQuestionLanguage }), [offered, language, languageOf, setQuestionLanguage]);
}
