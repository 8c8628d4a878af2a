import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GetQuizResponse } from '../../../../shared/api/quiz.ts';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { useLanguage, useTranslation } from '../../../i18n/index.ts';
import type { SessionUser } from '../../../lib/session.ts';
import type { QuizRef } from '../api.ts';
import { errorActions } from '../../../lib/error-actions.ts';
import { QuizFailure } from '../components/quiz-failure.tsx';
import { useToast } from '../components/toast-context.ts';
import { quizTarget } from '../engine/exam-target.ts';
import { PaperGate } from './paper-gate.tsx';
import { RunningExam } from './running-exam.tsx';

type OpenQuiz = Extract<GetQuizResponse, { attempted: false }>;

export const QUIZ_STARTING = 'The test is starting now!';

interface QuizAttemptProps {
  user: SessionUser;
  quizRef: QuizRef;
  data: OpenQuiz;
  backTo: string;
}

/**
 * SPEC §4 'Weekly quiz attempt': no instructions screen; an unstarted quiz starts on opening, with
 * the spec's notice, and an attempt already running resumes at its server deadline without it.
 */
export function QuizAttempt({ user, quizRef, data, backTo }: QuizAttemptProps) {
  const { t } = useTranslation('exam');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { exam, userId, quizId } = quizRef;
  const target = useMemo(() => quizTarget({ exam, userId, quizId }), [exam, userId, quizId]);
  const [startError, setStartError] = useState<unknown>(null);
  const [tries, setTries] = useState(0);
  // React's development double effect and a re-render while the request runs must not start twice
  const startedFor = useRef<number | null>(null);
  const attempt = data.attempt;
  // no instructions page: a quiz offered in Hindi opens in Hindi when the interface is in Hindi
  const interfaceLanguage = useLanguage().language;
  const language = interfaceLanguage === 'hi' && data.paper?.offeredInHindi ? 'hi' : undefined;

  useEffect(() => {
    if (attempt || startedFor.current === tries) return;
    startedFor.current = tries;
    target
      .start(language)
      .then((started) => {
        if (started.submittedAt) {
          void queryClient.invalidateQueries({ queryKey: target.queryKey });
          return;
        }
        toast.show(QUIZ_STARTING, 'info');
        // read before the quiz opened, the view did not name its paper yet: read it again
        if (!data.paper) {
          void queryClient.invalidateQueries({ queryKey: target.queryKey });
          return;
        }
        const opened: OpenQuiz = { ...data, attempt: started };
        queryClient.setQueryData(target.queryKey, opened);
      })
      .catch((error: unknown) => setStartError(error));
  }, [attempt, data, language, queryClient, target, toast, tries]);

  if (attempt && data.paper) {
    return (
      <PaperGate paper={data.paper} label={t('loading.quiz')} exit={{ ...errorActions.weeklyQuizzes(), to: backTo }}>
        {(questions) => (
          <RunningExam
            target={target}
            user={user}
            title={data.quiz.title}
            marking={data.quiz.markingScheme}
            questions={questions}
            attempt={attempt}
            backTo={backTo}
          />
        )}
      </PaperGate>
    );
  }
  if (startError) {
    return (
      <QuizFailure
        error={startError}
        onRetry={() => {
          setStartError(null);
          setTries((n) => n + 1);
        }}
      />
    );
  }
  return <LoadingBlock label={t('loading.startingQuiz')} />;
}
